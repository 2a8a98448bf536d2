import DesignTokens
import Rendering

/// A motion's timings on one clock, as read from the tokens: the motion's own and each timed
/// part's, where each token names its delay, duration and curve.
///
/// A motion of one timing samples it as ``MotionTiming/frameTimes(count:)`` does. A motion in
/// parts samples each timing's span so (its start, its end and evenly between them), and the
/// strip is their times merged: a knob that settles in 120 ms and a tooltip that holds a second
/// then fades in 200 ms give 0, 30, 60, 90, 120, 1000, 1050, 1100, 1150, 1200 ms, with nothing
/// drawn for the stretch where nothing moves.
package struct MotionSchedule: Sendable {
    /// One timing on the clock: the token it was read from, the part it times (nil: the motion's own).
    package struct Entry: Sendable {
        var part: String?
        var token: TokenPath
        var timing: MotionTiming
    }

    /// The motion's own timing first, then each part's in the order of their names.
    package var entries: [Entry]

    /// The motion's own timing.
    package var main: MotionTiming { entries[0].timing }

    /// The motion's timing and its parts' timings, read from `tokens` (reads the provenance records).
    package init<C: Component>(_ motion: Motion<C>, tokens: TokenTable) throws {
        let main = try motion.timing.resolved(in: tokens)
        entries = [Entry(part: nil, token: motion.timing.token, timing: main)]
        for (name, timing) in motion.parts.sorted(by: { $0.key < $1.key }) {
            entries.append(Entry(part: name, token: timing.token, timing: try timing.resolved(in: tokens)))
        }
    }

    /// `count` frames over each timing's span, merged in time order; a time two spans share is
    /// one frame.
    package func frameTimes(count: Int) -> [Double] {
        guard entries.count > 1 else { return main.frameTimes(count: count) }
        return Array(Set(entries.flatMap { $0.timing.frameTimes(count: count) })).sorted()
    }

    /// The stretches between consecutive `times` in which no timing runs, by the index of the
    /// frame before each, in milliseconds (none for a motion of one timing: its frames cover it).
    package func holds(between times: [Double]) -> [Int: Double] {
        guard entries.count > 1, times.count > 1 else { return [:] }
        var holds: [Int: Double] = [:]
        for index in times.indices.dropLast() {
            let (from, to) = (times[index], times[index + 1])
            let moving = entries.contains { $0.timing.startMilliseconds < to && $0.timing.endMilliseconds > from }
            if !moving { holds[index] = to - from }
        }
        return holds
    }

    /// Every timing's eased progress at `milliseconds` from the start.
    package func progress(atMilliseconds milliseconds: Double) -> MotionProgress {
        combined { $0.progress(atMilliseconds: milliseconds) }
    }

    /// Every timing jumped at `milliseconds`: 0 until its delay is over, then 1 (what a jump under
    /// reduced motion draws: each part changes at once, when its delay ends).
    package func jumped(atMilliseconds milliseconds: Double) -> MotionProgress {
        combined { $0.hasStarted(atMilliseconds: milliseconds) ? 1 : 0 }
    }

    /// `slider.motion.release.knob 0–120 ms; tooltip: slider.motion.release.tooltip 1000–1200 ms`:
    /// when each timing runs, nil for a motion of one timing (its frame times say it all).
    package var spansText: String? {
        guard entries.count > 1 else { return nil }
        return entries.map { entry in
            let span =
                "\(entry.token.dotted) \(Size.format(entry.timing.startMilliseconds))–\(Size.format(entry.timing.endMilliseconds)) ms"
            return entry.part.map { "\($0): \(span)" } ?? span
        }.joined(separator: "; ")
    }

    private func combined(_ value: (MotionTiming) -> Double) -> MotionProgress {
        var parts: [String: Double] = [:]
        for entry in entries.dropFirst() { if let part = entry.part { parts[part] = value(entry.timing) } }
        return MotionProgress(value(main), parts: parts)
    }
}
