import Foundation
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct CountdownTimerScheduleTests {
    let s = CountdownTimer.sampleSchedule

    @Test func transitionsExactlyAtTheirBoundaries() {
        let cases: [(Date, CountdownTimerState)] = [
            (s.startTime.addingTimeInterval(-0.001), .default),
            (s.startTime, .started),
            (s.endTime.addingTimeInterval(-3_600), .started),
            (s.endTime.addingTimeInterval(-3_599.999), .anHourRemaining),
            (s.endTime, .anHourRemaining),
            (s.endTime.addingTimeInterval(0.001), .stopped),
            (s.sunsetTime, .stopped),
            (s.sunsetTime.addingTimeInterval(0.001), .expired),
        ]
        for (instant, state) in cases {
            #expect(s.state(at: instant) == state, "\(instant)")
        }
    }

    @Test func componentsPerState() {
        #expect(s.components(at: s.startTime.addingTimeInterval(-60))?.seconds == 4 * 86_400, "before the start: the whole span")
        #expect(s.components(at: s.endTime.addingTimeInterval(-90))?.seconds == 90)
        #expect(s.components(at: s.endTime.addingTimeInterval(5))?.seconds == 0)
        #expect(s.components(at: s.sunsetTime.addingTimeInterval(5)) == nil)
    }

    @Test func endBeforeStartIsAnError() {
        let start = Date(timeIntervalSince1970: 1_000)
        #expect(throws: CountdownTimerError.endBeforeStart(start: start, end: start.addingTimeInterval(-1))) {
            try CountdownTimerSchedule(startTime: start, endTime: start.addingTimeInterval(-1), sunsetTime: start)
        }
    }

    @Test func sunsetBeforeEndIsAnErrorNamingBothTimes() throws {
        let start = Date(timeIntervalSince1970: 0)
        do {
            _ = try CountdownTimerSchedule(
                startTime: start, endTime: start.addingTimeInterval(100), sunsetTime: start.addingTimeInterval(50))
            Issue.record("expected an error")
        } catch {
            #expect(error == .sunsetBeforeEnd(end: start.addingTimeInterval(100), sunset: start.addingTimeInterval(50)))
            #expect(error.description.contains("1970-01-01T00:01:40Z") && error.description.contains("1970-01-01T00:00:50Z"))
        }
    }

    @Test func equalInstantsAreAllowed() throws {
        let t = Date(timeIntervalSince1970: 0)
        #expect(try CountdownTimerSchedule(startTime: t, endTime: t, sunsetTime: t).state(at: t) == .anHourRemaining)
    }
}

@Suite struct CountdownTimerControllerTests {
    final class Recorder {
        var now: Date
        var events: [CountdownTimerController.Event] = []
        init(_ now: Date) { self.now = now }
    }

    private func controller(at start: Date) -> (CountdownTimerController, Recorder) {
        let recorder = Recorder(start)
        let controller = CountdownTimerController(schedule: CountdownTimer.sampleSchedule, clock: { recorder.now })
        controller.onEvent = { recorder.events.append($0) }
        return (controller, recorder)
    }

    private func states(_ events: [CountdownTimerController.Event]) -> [CountdownTimerState] {
        events.compactMap { if case .stateChanged(let state) = $0 { state } else { nil } }
    }

    @Test func callbacksFireOnlyOnChange() {
        let s = CountdownTimer.sampleSchedule
        let (controller, recorder) = controller(at: s.startTime.addingTimeInterval(-10))
        controller.startTimer()
        #expect(states(recorder.events) == [.default])
        let before = recorder.events.count
        controller.tick()
        controller.tick()
        #expect(recorder.events.count == before, "same instant: nothing changed, nothing fired")
        recorder.now = s.startTime
        controller.tick()
        #expect(states(recorder.events) == [.default, .started])
        recorder.now = s.startTime.addingTimeInterval(1)
        recorder.events = []
        controller.tick()
        #expect(recorder.events == [.componentsChanged(RemainingTime(seconds: 4 * 86_400 - 1))], "components changed, state did not")
    }

    @Test func walksThroughEveryStateOnce() {
        let s = CountdownTimer.sampleSchedule
        let (controller, recorder) = controller(at: s.startTime.addingTimeInterval(-1))
        controller.startTimer()
        for instant in [
            s.startTime, s.endTime.addingTimeInterval(-10), s.endTime.addingTimeInterval(1), s.sunsetTime.addingTimeInterval(1),
        ] {
            recorder.now = instant
            controller.tick()
        }
        #expect(states(recorder.events) == [.default, .started, .anHourRemaining, .stopped, .expired])
        #expect(recorder.events.last == .componentsChanged(nil), "expiry disables the timer: components nil")
        #expect(!controller.isRunning)
        recorder.events = []
        recorder.now = s.sunsetTime.addingTimeInterval(60)
        controller.tick()
        #expect(recorder.events.isEmpty)
    }

    @Test func cancelSetsComponentsToNilAndStopsTicking() {
        let s = CountdownTimer.sampleSchedule
        let (controller, recorder) = controller(at: s.startTime.addingTimeInterval(100))
        controller.startTimer()
        #expect(controller.components != nil)
        controller.cancelTimer()
        #expect(controller.components == nil)
        #expect(recorder.events.last == .componentsChanged(nil))
        recorder.events = []
        recorder.now = s.startTime.addingTimeInterval(200)
        controller.tick()
        #expect(recorder.events.isEmpty, "a cancelled timer does not tick")
        controller.cancelTimer()
        #expect(recorder.events.isEmpty, "cancelling twice changes nothing")
    }

    @Test func announcesEveryFiveMinutesWhileRunning() {
        let s = CountdownTimer.sampleSchedule
        let schedule = CountdownTimerController.announcementSchedule(
            for: s, from: s.endTime.addingTimeInterval(-3_600), to: s.endTime.addingTimeInterval(10))
        #expect(schedule.count == 13, "at end − 60 min, −55, …, −0")
        for (earlier, later) in zip(schedule, schedule.dropFirst()) {
            #expect(later.at.timeIntervalSince(earlier.at) == 300)
        }
        #expect(schedule.first?.text == "1 hour remaining")
        #expect(schedule.dropFirst().first?.text == "55 minutes remaining")
    }

    @Test func noAnnouncementsBeforeStartOrAfterEnd() {
        let s = CountdownTimer.sampleSchedule
        #expect(
            CountdownTimerController.announcementSchedule(
                for: s, from: s.startTime.addingTimeInterval(-600), to: s.startTime.addingTimeInterval(-1)
            ).isEmpty)
        #expect(
            CountdownTimerController.announcementSchedule(
                for: s, from: s.endTime.addingTimeInterval(1), to: s.endTime.addingTimeInterval(900)
            ).isEmpty)
    }
}
