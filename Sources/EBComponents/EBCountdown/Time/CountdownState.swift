import ComponentKit

/// The urgency state of a countdown.
public enum CountdownState: String, CaseIterable, Hashable, Sendable, Codable {
    /// More than the threshold left.
    case `default`
    /// The threshold or less left (the seed recommends the last 24 hours).
    case expiring
    /// Zero left: the terminal state.
    case expired

    /// The state for `remaining` time with an expiring `threshold` in seconds: expiring from the
    /// threshold on (inclusive), expired at zero.
    package static func derive(remaining: RemainingTime, thresholdSeconds: Int) -> CountdownState {
        if remaining.isZero { return .expired }
        return remaining.seconds <= thresholdSeconds ? .expiring : .default
    }
}
