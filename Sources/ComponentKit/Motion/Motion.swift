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
public struct Motion<C: Component>: Sendable {
    /// Where the timing comes from in the component's token table.
    public enum Timing: Sendable {
        /// A `transition` token: duration, delay and timing function.
        case transition(TokenPath)
        /// A `duration` token eased by a `cubicBezier` token.
        case duration(TokenPath, curve: TokenPath)
    }

    /// The motion's name in ids: `enter`, `tapJump` (hyphens would read as `~` in ids).
    public var name: String
    /// The start state.
    public var from: C
    /// The end state.
    public var to: C
    /// The token that times the change.
    public var timing: Timing
    /// How the whole instance is posed at the start.
    public var fromPose: MotionPose
    /// How the whole instance is posed at the end.
    public var toPose: MotionPose
    /// What reduce motion makes of it.
    public var reduced: ReducedMotion
    /// Frames sampled, both ends included (at least 5).
    public var frameCount: Int
    /// The layout `progress` (eased, 0…1) of the way from the first layout to the second; by
    /// default the first until the end, then the second.
    public var tween: @Sendable (C.Layout, C.Layout, Double) -> C.Layout

    /// A motion named `name` from `from` to `to`, timed by `timing`.
    public init(
        _ name: String, from: C, to: C, timing: Timing, fromPose: MotionPose = .identity, toPose: MotionPose = .identity,
        reduced: ReducedMotion, frameCount: Int = 5,
        tween: @escaping @Sendable (C.Layout, C.Layout, Double) -> C.Layout = { from, to, progress in progress < 1 ? from : to }
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.timing = timing
        self.fromPose = fromPose
        self.toPose = toPose
        self.reduced = reduced
        self.frameCount = max(frameCount, 5)
        self.tween = tween
    }

    /// The timing read from `tokens` (a read the provenance records).
    package func resolvedTiming(in tokens: TokenTable) throws -> MotionTiming {
        switch timing {
        case .transition(let path): return MotionTiming(try tokens.transition(path))
        case .duration(let path, let curve):
            return MotionTiming(duration: try tokens.duration(path), curve: try tokens.cubicBezier(curve))
        }
    }
}
