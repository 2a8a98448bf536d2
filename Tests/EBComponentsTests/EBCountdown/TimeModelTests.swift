import Foundation
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct RemainingTimeTests {
    @Test func hiddenLargerUnitsCarryIntoTheLargestVisible() {
        let left = RemainingTime.days(2, hours: 5)
        #expect(left.components(in: [.hours, .mins, .secs]).map(\.amount) == [53, 0, 0])
        #expect(RemainingTime.days(0, hours: 1, mins: 2, secs: 3).components(in: [.mins, .secs]).map(\.amount) == [62, 3])
    }

    @Test func allUnits() {
        let parts = RemainingTime.days(3, hours: 21, mins: 14, secs: 9).components(in: TimeUnit.all)
        #expect(parts.map(\.unit) == TimeUnit.all)
        #expect(parts.map(\.amount) == [3, 21, 14, 9])
    }

    @Test func smallerThanTheSmallestVisibleUnitIsDropped() {
        #expect(RemainingTime.days(1, hours: 2, mins: 59, secs: 59).components(in: [.days, .hours]).map(\.amount) == [1, 2])
    }

    @Test func hundredsOfDays() {
        #expect(RemainingTime.days(400, secs: 1).components(in: TimeUnit.all).map(\.amount) == [400, 0, 0, 1])
        #expect(RemainingTime.days(400).components(in: [.hours]).map(\.amount) == [9600])
    }

    @Test func exactlyZeroAndNegative() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(RemainingTime(from: now, to: now).seconds == 0)
        #expect(RemainingTime(from: now, to: now.addingTimeInterval(-3600)).seconds == 0)
        #expect(RemainingTime(seconds: -5).components(in: TimeUnit.all).map(\.amount) == [0, 0, 0, 0])
    }

    @Test func fractionsRoundUpSoZeroMeansExpired() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(RemainingTime(from: now, to: now.addingTimeInterval(0.4)).seconds == 1)
        #expect(RemainingTime(from: now, to: now.addingTimeInterval(59.001)).seconds == 60)
    }

    @Test func description() {
        #expect(RemainingTime.days(3, hours: 21, mins: 14, secs: 9).description == "3d21h14m09s")
    }
}

@Suite struct CountdownStateTests {
    let threshold = 86_400

    @Test(arguments: [(86_401, CountdownState.default), (86_400, .expiring), (86_399, .expiring), (1, .expiring), (0, .expired)])
    func flipsExactlyAtTheThreshold(seconds: Int, state: CountdownState) {
        #expect(CountdownState.derive(remaining: RemainingTime(seconds: seconds), thresholdSeconds: threshold) == state)
    }
}

@Suite struct CountdownVocabularyTests {
    @Test(arguments: [
        (RemainingTime.days(5, hours: 9, mins: 3), "Sale ends in 5 days 9 hours"),
        (.days(1, mins: 5), "Sale ends in 1 day 5 minutes"),
        (.days(0, hours: 1), "Sale ends in 1 hour"),
        (.days(0, secs: 59), "Sale ends in 59 seconds"),
        (.days(0), "Sale ended"),
    ])
    func spokenLabelUsesTheTwoLargestNonZeroUnits(remaining: RemainingTime, text: String) {
        #expect(CountdownVocabulary.english.spokenLabel(for: remaining) == text)
    }

    @Test func wordsComeFromTheTable() {
        var german = CountdownVocabulary.english
        german.endsIn = "Angebot endet in"
        german.spoken[.days] = .init("Tag", "Tagen")
        german.spoken[.hours] = .init("Stunde", "Stunden")
        #expect(german.spokenLabel(for: .days(2, hours: 1)) == "Angebot endet in 2 Tagen 1 Stunde")
    }
}

@Suite struct CountdownAnnouncerTests {
    @Test func scheduleAcrossTheThresholdAndExpiry() {
        let threshold = 300
        let schedule = CountdownAnnouncer.schedule(from: RemainingTime(seconds: threshold + 125), thresholdSeconds: threshold)
        #expect(schedule.first?.reason == .start)
        #expect(schedule.first?.remaining.seconds == threshold + 125)
        #expect(schedule.filter { $0.reason == .expiring }.map(\.remaining.seconds) == [threshold])
        #expect(schedule.filter { $0.reason == .expired }.count == 1)
        #expect(schedule.last?.text == "Sale ended")
        #expect(schedule.last?.remaining.seconds == 0)
        let routine = schedule.filter { $0.reason == .minute }
        #expect(routine.allSatisfy { $0.remaining.seconds % 60 == 0 })
        for (earlier, later) in zip(schedule, schedule.dropFirst()) where later.reason == .minute {
            #expect(earlier.remaining.seconds - later.remaining.seconds >= 60)
        }
        #expect(!routine.isEmpty)
    }

    @Test func atMostOncePerMinuteOverALongSpan() {
        let schedule = CountdownAnnouncer.schedule(
            from: .days(0, hours: 2, mins: 0, secs: 30), to: .days(0, hours: 1), thresholdSeconds: 60)
        // 2 h 0 m 30 s → 1 h: the start plus one a minute from 1 h 59 m down to 1 h 0 m.
        #expect(schedule.count == 1 + 60)
    }

    @Test func nothingAfterExpiry() {
        var announcer = CountdownAnnouncer(thresholdSeconds: 10)
        #expect(announcer.tick(RemainingTime(seconds: 1))?.reason == .start)
        #expect(announcer.tick(RemainingTime(seconds: 0))?.reason == .expired)
        #expect(announcer.tick(RemainingTime(seconds: 0)) == nil)
    }

    @Test func skippedBoundaryStillAnnouncesAfterAMinute() {
        var announcer = CountdownAnnouncer(thresholdSeconds: 10)
        _ = announcer.tick(RemainingTime(seconds: 1000))
        #expect(announcer.tick(RemainingTime(seconds: 700))?.reason == .minute)
        #expect(announcer.tick(RemainingTime(seconds: 690)) == nil)
    }
}

@Suite struct CountdownTickerTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func runTicksEverySecondAndExpiresOnce() async throws {
        let clock = ManualClock()
        var ticker = CountdownTicker(endsAt: now.addingTimeInterval(5), now: now, clock: clock, thresholdSeconds: 3)
        var ticks: [CountdownTicker<ManualClock>.Tick] = []
        var expiries = 0
        try await ticker.run(onTick: { ticks.append($0) }, onExpire: { expiries += 1 })
        #expect(expiries == 1)
        #expect(ticks.map(\.remaining.seconds) == [5, 4, 3, 2, 1, 0])
        #expect(ticks.map(\.state) == [.default, .default, .expiring, .expiring, .expiring, .expired])
        #expect(ticks.map(\.stateChanged) == [false, false, true, false, false, true])
        #expect(ticks.filter(\.didExpire).count == 1)
        #expect(clock.sleeps == 5)
        // After expiry, further ticks never expire again.
        #expect(!ticker.tick(at: clock.now.advanced(by: .seconds(10))).didExpire)
    }

    @Test func remainingComesFromTheMonotonicClock() {
        let clock = ManualClock()
        var ticker = CountdownTicker(endsAt: now.addingTimeInterval(3_600), now: now, clock: clock, thresholdSeconds: 60)
        #expect(ticker.tick(at: clock.now).remaining.seconds == 3_600)
        clock.advance(by: .seconds(300))  // five minutes in the background
        let tick = ticker.tick(at: clock.now)
        #expect(tick.remaining.seconds == 3_300)
        #expect(tick.announcement?.reason == .minute)
        clock.advance(by: .milliseconds(500))
        #expect(ticker.remaining(at: clock.now).seconds == 3_300, "rounds up: 3299.5 s left reads 3300")
    }

    @Test func alreadyPastDeadlineExpiresOnTheFirstTick() async throws {
        let clock = ManualClock()
        var ticker = CountdownTicker(endsAt: now.addingTimeInterval(-10), now: now, clock: clock, thresholdSeconds: 60)
        var expiries = 0
        try await ticker.run(onExpire: { expiries += 1 })
        #expect(expiries == 1)
        #expect(clock.sleeps == 0)
    }
}
