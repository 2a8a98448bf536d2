import DesignTokens
import Rendering

/// A component's motion: two states, the token that times the change, and what moves between them.
///
/// The harness lays out the two end states once and draws the frames between them: the
/// component's ``tween`` gives the layout at an eased progress (a knob's position, a spinner's
/// angle), and the two poses move, fade, scale or turn the whole instance. Frames are sampled at
/// fixed times (``frameCount`` of them, both ends included), so a motion is a reference like any
/// image: the same bytes on every machine.
///
/// ```swift
/// Motion<Badge>(
///     "appear", from: badge, to: badge, timing: .transition("badge/motion/appear"),
///     fromPose: MotionPose(opacity: 0, scale: 0.8), reduced: .fadeInPlace)
/// ```
///
/// A motion whose parts keep their own time (a knob that settles at once while a tooltip holds,
/// then fades) names each part with the token that times it, on the same clock; its tween reads
/// each part's progress by name:
///
/// ```swift
/// Motion<Slider>(
///     "release", from: pressed, to: resting, timing: .transition("slider/motion/release/knob"),
///     parts: ["tooltip": .transition("slider/motion/release/tooltip")], reduced: .jump
/// ) { start, end, progress, part in
///     var frame = start
///     frame.knob = start.knob + (end.knob - start.knob) * progress
///     frame.tooltipOpacity = 1 - part("tooltip")
///     return frame
/// }
/// ```
public struct Motion<C: Component>: Sendable {
    /// Where the timing comes from in the component's token table.
    public enum Timing: Sendable {
        /// A `transition` token: duration, delay and timing function.
        case transition(TokenPath)
        /// A `duration` token eased by a `cubicBezier` token.
        case duration(TokenPath, curve: TokenPath)

        /// The token that says when: the transition, or the duration.
        var token: TokenPath {
            switch self {
            case .transition(let path), .duration(let path, _): return path
            }
        }

        /// The timing read from `tokens` (a read the provenance records).
        func resolved(in tokens: TokenTable) throws -> MotionTiming {
            switch self {
            case .transition(let path): return MotionTiming(try tokens.transition(path))
            case .duration(let path, let curve):
                return MotionTiming(duration: try tokens.duration(path), curve: try tokens.cubicBezier(curve))
            }
        }
    }

    /// The motion's name in ids: `enter`, `tapJump` (hyphens would read as `~` in ids).
    public var name: String
    /// The start state.
    public var from: C
    /// The end state.
    public var to: C
    /// The token that times the change: the poses, and the progress the tween is given.
    public var timing: Timing
    /// The parts timed by tokens of their own, by name; each is sampled over its own span.
    package var parts: [String: Timing]
    /// How the whole instance is posed at the start.
    public var fromPose: MotionPose
    /// How the whole instance is posed at the end.
    public var toPose: MotionPose
    /// What reduce motion makes of it.
    public var reduced: ReducedMotion
    /// Frames sampled over each timing's span, both ends included (at least 5).
    public var frameCount: Int
    /// What the strip stands for beyond what it shows, in one line (`variants.txt` lists it under
    /// the motion, the gallery beside it): a rule that other states follow, say.
    package var note: String?
    /// The layout at an eased progress (0…1) of the way from the first layout to the second; the
    /// last argument gives a part's eased progress by its name (a name the motion does not time
    /// gives the motion's own progress).
    public var tween: @Sendable (C.Layout, C.Layout, Double, (String) -> Double) -> C.Layout

    /// A motion named `name` from `from` to `to`, timed by `timing`; `tween` reads its one
    /// progress, and by default draws the first layout until the end, then the second. `note`
    /// says in a line what the strip stands for beyond what it shows.
    public init(
        _ name: String, from: C, to: C, timing: Timing, fromPose: MotionPose = .identity, toPose: MotionPose = .identity,
        reduced: ReducedMotion, frameCount: Int = 5, note: String? = nil,
        tween: @escaping @Sendable (C.Layout, C.Layout, Double) -> C.Layout = { from, to, progress in progress < 1 ? from : to }
    ) {
        self.init(
            name, from: from, to: to, timing: timing, parts: [:], fromPose: fromPose, toPose: toPose, reduced: reduced,
            frameCount: frameCount, note: note
        ) { start, end, progress, _ in tween(start, end, progress) }
    }

    /// A motion in parts: `timing` times the poses and the progress `tween` is given first, each
    /// of `parts` (by name) its own progress, which `tween` reads through its last argument.
    public init(
        _ name: String, from: C, to: C, timing: Timing, parts: [String: Timing], fromPose: MotionPose = .identity,
        toPose: MotionPose = .identity, reduced: ReducedMotion, frameCount: Int = 5, note: String? = nil,
        tween: @escaping @Sendable (C.Layout, C.Layout, Double, (String) -> Double) -> C.Layout
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.timing = timing
        self.parts = parts
        self.fromPose = fromPose
        self.toPose = toPose
        self.reduced = reduced
        self.frameCount = max(frameCount, 5)
        self.note = note
        self.tween = tween
    }
}
