import Rendering

extension MotionSummary {
    /// The frames whose pixels differ between two strips of this motion at `scale`; nil when the
    /// strips are not both this motion's size (then the size message says it all).
    public func differingFrames(reference: RGBAImage, actual: RGBAImage, scale: Int) -> [Int]? {
        let width = Int((stripSize.width * Double(scale)).rounded(.up)), height = Int((stripSize.height * Double(scale)).rounded(.up))
        guard reference.width == width, actual.width == width, reference.height == height, actual.height == height else { return nil }
        return frameTimes.indices.filter { index in
            let rect = frame(index)
            let x = Int(rect.minX) * scale, cellWidth = Int(rect.width) * scale
            let before = reference.cropped(x: x, y: 0, width: cellWidth, height: height)
            let after = actual.cropped(x: x, y: 0, width: cellWidth, height: height)
            return !before.hasSamePixels(as: after)
        }
    }

    /// `frames that differ: 2 at 62.5 ms, 3 at 125 ms (of 5 at 0, 62.5, 125, 187.5, 250 ms)`,
    /// frames counted from 1.
    public func differingFramesText(_ frames: [Int]) -> String {
        let listed = frames.map { "\($0 + 1) at \(Size.format(frameTimes[$0])) ms" }.joined(separator: ", ")
        return "frames that differ: \(listed) (of \(frameTimes.count) at \(timesText))"
    }
}
