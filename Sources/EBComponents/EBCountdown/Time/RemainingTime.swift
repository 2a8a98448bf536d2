import ComponentKit
import Foundation

/// Whole seconds left until a deadline, never negative, split into the visible units.
///
/// The count rounds *up* to whole seconds, so the display reads 0 exactly when the deadline
/// has passed (0.4 s left shows "00:01", not an early "00:00").
///
/// ```swift
/// let left = RemainingTime(from: now, to: endsAt)                  // 2 d 5 h
/// left.components(in: [.hours, .mins, .secs])                       // [53, 0, 0]: days carry into hours
/// ```
package struct RemainingTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let seconds: Int

    package init(seconds: Int) {
        self.seconds = max(0, seconds)
    }

    /// The time from `now` to `endsAt`, rounded up to whole seconds and clamped at zero.
    package init(from now: Date, to endsAt: Date) {
        let interval = endsAt.timeIntervalSince(now)
        self.init(seconds: interval <= 0 ? 0 : Int(interval.rounded(.up)))
    }

    package var isZero: Bool { seconds == 0 }

    /// One amount per unit in `units` (largest first). A hidden larger unit carries into the
    /// largest visible one; what is smaller than the smallest visible unit is dropped.
    package func components(in units: [TimeUnit]) -> [(unit: TimeUnit, amount: Int)] {
        var left = seconds
        return units.sorted().map { unit in
            let amount = left / unit.seconds
            left -= amount * unit.seconds
            return (unit, amount)
        }
    }

    /// `3d 21h 14m 09s`, for names and logs.
    package var description: String {
        let parts = components(in: TimeUnit.all)
        return parts.map { part in
            let digits = part.unit == .days ? String(part.amount) : String(format: "%02d", part.amount)
            return digits + String(part.unit.rawValue.prefix(1))
        }.joined()
    }

    package static func < (lhs: RemainingTime, rhs: RemainingTime) -> Bool { lhs.seconds < rhs.seconds }

    package static func days(_ d: Int, hours h: Int = 0, mins m: Int = 0, secs s: Int = 0) -> RemainingTime {
        RemainingTime(seconds: d * 86_400 + h * 3_600 + m * 60 + s)
    }
}
