import Rendering

extension MotionSummary {
    /// The frames of a strip of this motion rendered at `scale`, cut out of it left to right.
    package func frames(of strip: RGBAImage, scale: Int) -> [RGBAImage] {
        frameTimes.indices.map { index in
            let rect = frame(index)
            return strip.cropped(
                x: Int((rect.minX * Double(scale)).rounded()), y: 0, width: Int((rect.width * Double(scale)).rounded()),
                height: strip.height)
        }
    }

    /// The frames whose pixels differ between two strips of this motion at `scale`; nil when the
    /// strips are not both this motion's size (then the size message says it all).
    package func differingFrames(reference: RGBAImage, actual: RGBAImage, scale: Int) -> [Int]? {
        let width = Int((stripSize.width * Double(scale)).rounded(.up)), height = Int((stripSize.height * Double(scale)).rounded(.up))
        guard reference.width == width, actual.width == width, reference.height == height, actual.height == height else { return nil }
        let before = frames(of: reference, scale: scale), after = frames(of: actual, scale: scale)
        return frameTimes.indices.filter { !before[$0].hasSamePixels(as: after[$0]) }
    }

    /// `frames that differ: 2 at 62.5 ms, 3 at 125 ms (of 5 at 0, 62.5, 125, 187.5, 250 ms)`,
    /// frames counted from 1.
    package func differingFramesText(_ frames: [Int]) -> String {
        let listed = frames.map { "\($0 + 1) at \(Size.format(frameTimes[$0])) ms" }.joined(separator: ", ")
        return "frames that differ: \(listed) (of \(frameTimes.count) at \(timesText))"
    }
}
