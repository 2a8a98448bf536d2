import ComponentKit

/// The live-region policy of a ticking countdown, as data.
///
/// - The first tick announces the label.
/// - Afterwards at most one routine announcement per minute: on the first tick at or past a
///   whole-minute boundary of the remaining time (`…:00`), when 60 s or more have passed since the
///   last announcement (so a tick that skipped the boundary, after backgrounding, still announces).
/// - Entering the expiring state announces once, whatever the minute cap says.
/// - Reaching zero announces "Sale ended" once; nothing is announced after that.
package struct CountdownAnnouncer: Hashable, Sendable {
    /// Why an announcement was made.
    package enum Reason: String, Hashable, Sendable {
        case start, minute, expiring, expired
    }

    /// One announcement: when (seconds remaining) and what.
    package struct Announcement: Hashable, Sendable {
        package var remaining: RemainingTime
        package var reason: Reason
        package var text: String
    }

    package let thresholdSeconds: Int
    package let vocabulary: CountdownVocabulary
    private var lastAnnounced: Int?
    private var previous: Int?
    private var lastState: CountdownState?
    private var finished = false

    package init(thresholdSeconds: Int, vocabulary: CountdownVocabulary = .english) {
        self.thresholdSeconds = thresholdSeconds
        self.vocabulary = vocabulary
    }

    /// Feeds one tick (remaining time is non-increasing between calls); returns what to announce.
    package mutating func tick(_ remaining: RemainingTime) -> Announcement? {
        guard !finished else { return nil }
        let state = CountdownState.derive(remaining: remaining, thresholdSeconds: thresholdSeconds)
        defer {
            lastState = state
            previous = remaining.seconds
        }
        let reason: Reason?
        if state == .expired {
            finished = true
            reason = .expired
        } else if lastAnnounced == nil {
            reason = .start
        } else if state == .expiring && lastState == .default {
            reason = .expiring
        } else if let last = lastAnnounced, last - remaining.seconds >= 60, crossesMinute(to: remaining.seconds) {
            reason = .minute
        } else {
            reason = nil
        }
        guard let reason else { return nil }
        lastAnnounced = remaining.seconds
        return Announcement(remaining: remaining, reason: reason, text: vocabulary.spokenLabel(for: remaining))
    }

    /// Whether a whole minute `m` (a multiple of 60) lies in `remaining ≤ m < previous`.
    private func crossesMinute(to remaining: Int) -> Bool {
        guard let previous else { return remaining % 60 == 0 }
        return (previous - 1) / 60 >= (remaining + 59) / 60
    }

    /// The announcements over a span, ticking once a second from `start` down to `end` seconds remaining.
    package static func schedule(
        from start: RemainingTime, to end: RemainingTime = RemainingTime(seconds: 0),
        thresholdSeconds: Int, vocabulary: CountdownVocabulary = .english
    ) -> [Announcement] {
        var announcer = CountdownAnnouncer(thresholdSeconds: thresholdSeconds, vocabulary: vocabulary)
        return stride(from: start.seconds, through: end.seconds, by: -1).compactMap { announcer.tick(RemainingTime(seconds: $0)) }
    }
}
