import ComponentKit
import Foundation

/// The LD CountdownTimer's behaviour: `startTimer()`, `cancelTimer()`, ticks from an injected
/// clock, and delegate callbacks that fire only on a change.
///
/// The clock is a closure, so tests move time by hand:
///
/// ```swift
/// var now = start
/// let controller = CountdownTimerController(schedule: schedule, clock: { now })
/// controller.delegate = recorder
/// controller.startTimer()
/// now += 60; controller.tick()
/// ```
package final class CountdownTimerController {
    /// What the controller tells its delegate (the seed's `CountdownTimerViewModelDelegate`).
    package enum Event: Hashable, Sendable {
        /// `didChangedCountdownTimerState(_:)`
        case stateChanged(CountdownTimerState)
        /// `didChangedTimerComponents(_:)`; nil after `cancelTimer()` or once expired.
        case componentsChanged(RemainingTime?)
        /// `announceTimerDetails()`, every 5 minutes while the timer runs.
        case announce(String)
    }

    /// Seconds between announcements.
    package static let announcementInterval = 300

    package let schedule: CountdownTimerSchedule
    package var onEvent: (Event) -> Void = { _ in }
    private let clock: () -> Date
    package private(set) var isRunning = false
    package private(set) var state: CountdownTimerState?
    package private(set) var components: RemainingTime?
    private var lastAnnouncement: Date?

    package init(schedule: CountdownTimerSchedule, clock: @escaping () -> Date) {
        self.schedule = schedule
        self.clock = clock
    }

    /// Starts ticking: publishes the current state and components (and the first announcement when running).
    package func startTimer() {
        isRunning = true
        lastAnnouncement = nil
        tick()
    }

    /// Stops ticking and sets the components to nil.
    package func cancelTimer() {
        isRunning = false
        publish(components: nil)
    }

    /// Reads the clock and publishes what changed; call once a second while running.
    /// Expiry disables the timer: it stops ticking and its components become nil.
    package func tick() {
        guard isRunning else { return }
        let now = clock()
        let newState = schedule.state(at: now)
        if newState != state {
            state = newState
            onEvent(.stateChanged(newState))
        }
        publish(components: schedule.components(at: now))
        if newState == .started || newState == .anHourRemaining, let components,
            lastAnnouncement.map({ now.timeIntervalSince($0) >= Double(Self.announcementInterval) }) ?? true
        {
            lastAnnouncement = now
            onEvent(.announce(Self.announcement(for: components)))
        }
        if newState == .expired { isRunning = false }
    }

    private func publish(components new: RemainingTime?) {
        guard new != components else { return }
        components = new
        onEvent(.componentsChanged(new))
    }

    /// "3 days 21 hours 14 minutes remaining": every non-zero unit, largest first.
    package static func announcement(for remaining: RemainingTime) -> String {
        let parts = remaining.components(in: TimeUnit.all).filter { $0.amount > 0 }.map { "\($0.amount) \(word($0.unit, $0.amount))" }
        return (parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")) + " remaining"
    }

    private static func word(_ unit: TimeUnit, _ amount: Int) -> String {
        let singular =
            switch unit {
            case .days: "day"
            case .hours: "hour"
            case .mins: "minute"
            case .secs: "second"
            }
        return amount == 1 ? singular : singular + "s"
    }

    /// The announcements a timer started at `from` makes, ticking every second until `to`: the schedule as data.
    package static func announcementSchedule(for schedule: CountdownTimerSchedule, from: Date, to: Date) -> [(at: Date, text: String)] {
        var now = from
        let controller = CountdownTimerController(schedule: schedule, clock: { now })
        var result: [(at: Date, text: String)] = []
        controller.onEvent = { event in
            if case .announce(let text) = event { result.append((now, text)) }
        }
        controller.startTimer()
        while now < to {
            now = now.addingTimeInterval(1)
            controller.tick()
        }
        return result
    }
}
