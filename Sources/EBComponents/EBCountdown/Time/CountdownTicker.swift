import ComponentKit
import Foundation

/// Drives a countdown in time: a 1 s cadence, remaining time from a monotonic clock, and
/// `onExpire` exactly once.
///
/// The seed contract it implements: the EBCountdown audit's timer behaviour ("Define the timer
/// behaviour contract … 1s tick cadence; monotonic clock (no drift on backgrounding); polite
/// live-region announce on minute boundary; an onExpire callback; and the Expiring threshold").
/// A snapshot pins the clock, so no image runs it; the tests hold the contract.
///
/// The deadline is read against the wall clock once, at start; after that only the monotonic
/// clock's elapsed time counts, so a wall-clock change or time spent in the background cannot make
/// the countdown drift. Pass `ContinuousClock()` in apps (it keeps counting while suspended) and a
/// manual clock in tests.
///
/// ```swift
/// var ticker = CountdownTicker(endsAt: saleEnd, now: Date(), clock: ContinuousClock(), thresholdSeconds: 86_400)
/// try await ticker.run { event in … }
/// ```
package struct CountdownTicker<C: Clock>: Sendable where C.Duration == Duration {
    /// What one tick produced.
    package struct Tick: Hashable, Sendable {
        package var remaining: RemainingTime
        package var state: CountdownState
        /// Set when the state differs from the previous tick's.
        package var stateChanged: Bool
        /// Set on the one tick that reaches zero.
        package var didExpire: Bool
        package var announcement: CountdownAnnouncer.Announcement?
    }

    package let clock: C
    package let thresholdSeconds: Int
    private let start: C.Instant
    private let remainingAtStart: Duration
    private var announcer: CountdownAnnouncer
    private var lastState: CountdownState?
    private var expired = false

    package init(endsAt: Date, now: Date, clock: C, thresholdSeconds: Int, vocabulary: CountdownVocabulary = .english) {
        self.clock = clock
        self.thresholdSeconds = thresholdSeconds
        start = clock.now
        remainingAtStart = .milliseconds(Int64((endsAt.timeIntervalSince(now) * 1000).rounded()))
        announcer = CountdownAnnouncer(thresholdSeconds: thresholdSeconds, vocabulary: vocabulary)
    }

    /// The remaining time at monotonic `instant`, never negative.
    package func remaining(at instant: C.Instant) -> RemainingTime {
        let left = remainingAtStart - start.duration(to: instant)
        let (seconds, attoseconds) = left.components
        return RemainingTime(seconds: Int(seconds) + (attoseconds > 0 ? 1 : 0))
    }

    /// Evaluates the countdown at `instant` (call at least once a second).
    package mutating func tick(at instant: C.Instant) -> Tick {
        let remaining = remaining(at: instant)
        let state = CountdownState.derive(remaining: remaining, thresholdSeconds: thresholdSeconds)
        let changed = lastState != nil && lastState != state
        lastState = state
        let didExpire = state == .expired && !expired
        if didExpire { expired = true }
        return Tick(
            remaining: remaining, state: state, stateChanged: changed, didExpire: didExpire, announcement: announcer.tick(remaining))
    }

    /// Ticks every second on the clock until the countdown expires, calling `onTick` each time and
    /// `onExpire` exactly once at zero.
    package mutating func run(onTick: (Tick) -> Void = { _ in }, onExpire: () -> Void) async throws {
        var next = start
        while true {
            let tick = tick(at: clock.now)
            onTick(tick)
            if tick.didExpire {
                onExpire()
                return
            }
            next = next.advanced(by: .seconds(1))
            try await clock.sleep(until: next, tolerance: nil)
        }
    }
}
