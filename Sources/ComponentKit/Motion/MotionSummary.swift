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
        Rect(x: Double(index) * (frameSize.width + gap), y: 0, width: frameSize.width, height: frameSize.height)
    }

    /// The strip's size: every frame and the gaps between them.
    package var stripSize: Size {
        let count = Double(frameTimes.count)
        return Size(width: count * frameSize.width + max(count - 1, 0) * gap, height: frameSize.height)
    }

    /// `0, 30, 60, 90, 120 ms`.
    package var timesText: String {
        frameTimes.map { Size.format($0) }.joined(separator: ", ") + " ms"
    }
}
