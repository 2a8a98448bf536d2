/// How far a motion has come at one frame: the eased progress of its own timing and of each of
/// its timed parts, what its ``Motion/tween`` is given.
///
/// ```swift
/// let progress = MotionProgress(0.9, parts: ["tooltip": 0])
/// progress.value, progress["tooltip"]  // 0.9, 0: the knob nearly settled, the tooltip still held
/// ```
package struct MotionProgress: Hashable, Sendable {
    /// The eased progress of the motion's own timing, 0…1.
    package var value: Double
    /// Each part's eased progress by the part's name.
    package var parts: [String: Double]

    /// `value` for the motion's own timing and `parts` by name.
    package init(_ value: Double, parts: [String: Double] = [:]) {
        self.value = value
        self.parts = parts
    }

    /// The eased progress of the part named `part`, 0…1.
    ///
    /// A name the motion declares no part for reads the motion's own progress, so a progress
    /// made of one value (a motion's start, 0, or its end, 1) holds for every part.
    package subscript(part: String) -> Double { parts[part] ?? value }

    /// `motion`'s layout at this progress between the end layouts `start` and `end`.
    package func layout<C: Component>(of motion: Motion<C>, from start: C.Layout, to end: C.Layout) -> C.Layout {
        motion.tween(start, end, value) { self[$0] }
    }
}
