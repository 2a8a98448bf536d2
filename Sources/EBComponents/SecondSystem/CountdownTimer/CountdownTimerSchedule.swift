import ComponentKit
import Foundation

/// The three instants of an LD CountdownTimer: it starts, it stops, and later it expires.
///
/// Validated on creation: the end may not be before the start, nor the sunset before the end.
///
/// ```swift
/// let schedule = try CountdownTimerSchedule(startTime: start, endTime: end, sunsetTime: sunset)
/// schedule.state(at: now)   // .default, .started, .anHourRemaining, .stopped or .expired
/// ```
public struct CountdownTimerSchedule: Hashable, Sendable {
    package let startTime: Date
    package let endTime: Date
    package let sunsetTime: Date

    package init(startTime: Date, endTime: Date, sunsetTime: Date) throws(CountdownTimerError) {
        guard endTime >= startTime else { throw .endBeforeStart(start: startTime, end: endTime) }
        guard sunsetTime >= endTime else { throw .sunsetBeforeEnd(end: endTime, sunset: sunsetTime) }
        self.startTime = startTime
        self.endTime = endTime
        self.sunsetTime = sunsetTime
    }

    /// The state at `now`:
    /// - `expired` when the sunset is before now (the timer is disabled);
    /// - `stopped` when the end is before now;
    /// - `anHourRemaining` once started, when less than an hour is left;
    /// - `started` once now ≥ startTime;
    /// - `default` before the start.
    package func state(at now: Date) -> CountdownTimerState {
        if sunsetTime < now { return .expired }
        if endTime < now { return .stopped }
        guard now >= startTime else { return .default }
        return endTime.timeIntervalSince(now) < 3_600 ? .anHourRemaining : .started
    }

    /// The time the timer shows at `now`: the whole span before the start (the clock has not
    /// started), the time left to the end while running, zero once stopped; nil once expired.
    package func components(at now: Date) -> RemainingTime? {
        switch state(at: now) {
        case .default: RemainingTime(from: startTime, to: endTime)
        case .started, .anHourRemaining: RemainingTime(from: now, to: endTime)
        case .stopped: RemainingTime(seconds: 0)
        case .expired: nil
        }
    }
}

/// The five states of an LD CountdownTimer.
package enum CountdownTimerState: String, CaseIterable, Hashable, Sendable, Codable {
    case `default`, started, anHourRemaining, stopped, expired
}

/// Invalid timer input, with both instants in the message.
package enum CountdownTimerError: Error, Hashable, Sendable, CustomStringConvertible {
    case endBeforeStart(start: Date, end: Date)
    case sunsetBeforeEnd(end: Date, sunset: Date)

    package var description: String {
        let format = ISO8601DateFormatter()
        switch self {
        case .endBeforeStart(let start, let end):
            return "CountdownTimer: endTime \(format.string(from: end)) is before startTime \(format.string(from: start))"
        case .sunsetBeforeEnd(let end, let sunset):
            return "CountdownTimer: sunsetTime \(format.string(from: sunset)) is before endTime \(format.string(from: end))"
        }
    }
}
