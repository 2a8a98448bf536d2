/// What a motion becomes when the user asks for reduced motion (iOS Reduce Motion, Android's
/// animator duration scale 0).
public enum ReducedMotion: String, Hashable, Sendable {
    /// Fades in place: the opacity still changes over time, travel, scale and turn do not.
    case fadeInPlace = "fades in place"
    /// Cross-fades: the end state fades in over the start state, nothing travels.
    case crossFade = "cross-fades without travel"
    /// Jumps: the end state from the first frame after the start, nothing in between; in a
    /// motion in parts, each part from the first frame after its own delay.
    case jump = "jumps to the end state"
    /// Unchanged: the motion is not travel (a progress spinner shows that work goes on).
    case unchanged = "keeps moving: it shows progress, not travel"

    /// Whether the motion does anything different under reduced motion.
    package var honoursReduceMotion: Bool { self != .unchanged }
}
