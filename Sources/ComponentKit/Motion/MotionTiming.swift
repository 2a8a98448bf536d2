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

    /// `count` times from 0 to the end of the motion, evenly spaced, both ends included, in
    /// milliseconds rounded to a thousandth (so a time prints the same everywhere).
    package func frameTimes(count: Int) -> [Double] {
        let frames = max(count, 2)
        return (0..<frames).map { index in
            ((totalMilliseconds * Double(index) / Double(frames - 1)) * 1000).rounded() / 1000
        }
    }

    /// The eased progress (0…1) at `milliseconds` from the start: 0 during the delay.
    package func progress(atMilliseconds milliseconds: Double) -> Double {
        let active = milliseconds / 1000 - delay
        guard duration > 0 else { return active >= 0 ? 1 : 0 }
        return curve.progress(at: active / duration)
    }
}
