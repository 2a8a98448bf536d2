import ComponentKit

/// A unit a countdown can show, largest first.
public enum TimeUnit: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case days, hours, mins, secs

    /// Seconds in one of this unit.
    package var seconds: Int {
        switch self {
        case .days: 86_400
        case .hours: 3_600
        case .mins: 60
        case .secs: 1
        }
    }

    /// Orders units from the largest (days) to the smallest.
    public static func < (lhs: TimeUnit, rhs: TimeUnit) -> Bool {
        lhs.seconds > rhs.seconds
    }

    /// Every unit, largest first: `[.days, .hours, .mins, .secs]`.
    public static let all: [TimeUnit] = allCases
}
