import DesignTokens

/// When a motion runs and how it eases: a DTCG `transition` (duration, delay, timing function),
/// or a `duration` with a `cubicBezier`, read from the component's token table.
///
/// ```swift
/// let timing = MotionTiming(try tokens.transition("slider/motion/press"))
/// timing.frameTimes(count: 5)          // [0, 30, 60, 90, 120] ms
/// timing.progress(atMilliseconds: 60)  // 0.8024: ease-out is past the middle
/// ```
package struct MotionTiming: Hashable, Sendable {
    /// Seconds.
    package var duration: Double
    /// Seconds before the motion starts.
    package var delay: Double
    package var curve: CubicBezier

    package init(duration: Double, delay: Double = 0, curve: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    package init(_ transition: Transition) {
        self.init(duration: transition.duration, delay: transition.delay, curve: transition.timingFunction)
    }

    /// The whole span in milliseconds: delay plus duration.
    package var totalMilliseconds: Double { (delay + duration) * 1000 }

    /// Milliseconds from the start to when the curve ends, rounded to a thousandth.
    package var endMilliseconds: Double { Self.rounded(totalMilliseconds) }

    /// Milliseconds from the start to when the curve starts: the delay, rounded to a thousandth.
    package var startMilliseconds: Double { Self.rounded(delay * 1000) }

    /// `count` times over the span the curve runs (from the end of the delay to the end), evenly
    /// spaced, both ends included, and the start (0) before them when there is a delay; in
    /// milliseconds rounded to a thousandth (so a time prints the same everywhere).
    package func frameTimes(count: Int) -> [Double] {
        let frames = max(count, 2)
        let start = delay * 1000, span = duration * 1000
        let times = (0..<frames).map { index in Self.rounded(start + span * Double(index) / Double(frames - 1)) }
        return times.first == 0 ? times : [0] + times
    }

    /// Whether the motion is past its delay at `milliseconds`: what a jump under reduced motion
    /// reads (0 until then, 1 after).
    package func hasStarted(atMilliseconds milliseconds: Double) -> Bool {
        milliseconds > startMilliseconds
    }

    /// `milliseconds` rounded to a thousandth.
    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 1000).rounded() / 1000 }

    /// The eased progress (0…1) at `milliseconds` from the start: 0 during the delay.
    package func progress(atMilliseconds milliseconds: Double) -> Double {
        let active = milliseconds / 1000 - delay
        guard duration > 0 else { return active >= 0 ? 1 : 0 }
        return curve.progress(at: active / duration)
    }
}
