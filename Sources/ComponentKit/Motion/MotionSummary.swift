import Rendering

/// What the harness needs to know of a motion's strip: the frames' times, their size and where
/// each sits, and what reduced motion does to it. The matrix listing, `list --json`, the report,
/// the gallery's animation and the accessibility reference read it.
public struct MotionSummary: Hashable, Sendable {
    /// The motion's name: `enter`.
    package var name: String
    /// Each frame's time in milliseconds from the start, both ends included.
    package var frameTimes: [Double]
    /// One frame's size in points; frames sit left to right in equal cells.
    package var frameSize: Size
    /// The space between two cells, in points.
    package var gap: Double
    /// The time nothing moves between two frames, by the index of the first of them, in
    /// milliseconds: a motion in parts whose spans leave a hold (a tooltip that waits a second
    /// before it fades) draws that hold as space, ``holdPointsPerSecond`` to the second, so the
    /// strip shows how long it is and a change of the delay changes its pixels.
    package var holds: [Int: Double] = [:]

    /// Points of space a one-second hold adds after its frame.
    package static var holdPointsPerSecond: Double { 100 }
    /// What reduced motion makes of the motion.
    package var reduced: ReducedMotion
    /// Whether this strip was drawn under reduced motion.
    package var underReducedMotion: Bool
    /// What the times alone do not say, a line each: when each timed part runs, the one size the
    /// frames keep for two end states of different sizes, the motion's own note.
    package var notes: [String] = []

    package init(name: String, frameTimes: [Double], frameSize: Size, gap: Double, reduced: ReducedMotion, underReducedMotion: Bool) {
        self.name = name
        self.frameTimes = frameTimes
        self.frameSize = frameSize
        self.gap = gap
        self.reduced = reduced
        self.underReducedMotion = underReducedMotion
    }

    /// Frame `index`'s rectangle in the strip, in points.
    package func frame(_ index: Int) -> Rect {
        let held = holds.filter { $0.key < index }.values.reduce(0) { $0 + holdSpace($1) }
        return Rect(x: Double(index) * (frameSize.width + gap) + held, y: 0, width: frameSize.width, height: frameSize.height)
    }

    /// The strip's size: every frame, the gaps between them and the holds' space.
    package var stripSize: Size {
        let count = Double(frameTimes.count)
        let held = holds.values.reduce(0) { $0 + holdSpace($1) }
        return Size(width: count * frameSize.width + max(count - 1, 0) * gap + held, height: frameSize.height)
    }

    /// The space a hold of `milliseconds` adds, in whole points.
    func holdSpace(_ milliseconds: Double) -> Double {
        (milliseconds / 1000 * Self.holdPointsPerSecond).rounded()
    }

    /// `0, 30, 60, 90, 120 ms`.
    package var timesText: String {
        frameTimes.map { Size.format($0) }.joined(separator: ", ") + " ms"
    }
}
