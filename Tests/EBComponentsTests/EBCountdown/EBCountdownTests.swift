import EBTestSupport
import Foundation
import Rendering
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct EBCountdownTests {
    let threshold = 86_400

    @Test(arguments: [
        (RemainingTime.days(3, hours: 21, mins: 14, secs: 9), CountdownState.default),
        (.days(1), .expiring), (.days(0, hours: 23, mins: 59, secs: 59), .expiring), (.days(0), .expired),
    ])
    func stateIsDerivedFromTime(remaining: RemainingTime, state: CountdownState) {
        #expect(EBCountdown.sample(remaining).state(thresholdSeconds: threshold) == state)
    }

    @Test func stateOverrideWins() {
        #expect(EBCountdown.sample(.days(3), state: .expiring).state(thresholdSeconds: threshold) == .expiring)
    }

    @Test func unitTextsCarryAndPad() {
        let countdown = EBCountdown.sample(.days(2, hours: 5), units: [.hours, .mins, .secs])
        #expect(countdown.unitTexts.map(\.text) == ["53", "00", "00"])
        #expect(EBCountdown.sample(.days(400)).unitTexts.map(\.text) == ["400", "00", "00", "00"])
    }

    @Test func pillTextAndEndedBadge() {
        let pill = EBCountdown.sample(.days(3, hours: 21, mins: 14, secs: 9), style: .pill, units: [.days, .hours, .mins])
        #expect(pill.pillText(state: .default) == "03d : 21h : 14m")
        #expect(EBCountdown.sample(.days(0), style: .pill).pillText(state: .expired) == "Ended")
    }

    @Test func accessibilityLabel() {
        #expect(EBCountdown.sample(.days(5, hours: 9, mins: 30)).accessibilityLabel == "Sale ends in 5 days 9 hours")
        #expect(EBCountdown.sample(.days(0)).accessibilityLabel == "Sale ended")
    }

    @Test(arguments: [
        ([TimeUnit.days, .hours, .mins, .secs], 329.0), ([.hours, .mins, .secs], 238), ([.mins, .secs], 147), ([.secs], 56),
    ])
    func perHugsItsUnits(units: [TimeUnit], width: Double) throws {
        // 0 h 0 m 42 s: every visible unit has at most two digits.
        #expect(try sharedSystem.size(of: EBCountdown.sample(.days(0, secs: 42), style: .per, units: units)).width == width)
    }

    @Test func perBoxGrowsForACarriedNumber() throws {
        let carried = EBCountdown.sample(.days(1), style: .per, units: [.mins, .secs])
        #expect(carried.unitTexts.map(\.text) == ["1440", "00"])
        #expect(try sharedSystem.size(of: carried).width > 147)
    }

    @Test func perIsTallerInDarkMode() throws {
        #expect(try sharedSystem.size(of: EBCountdown.sample(.days(1), style: .per, theme: .light)).height == 50)
        #expect(try sharedSystem.size(of: EBCountdown.sample(.days(1), style: .per, theme: .dark)).height == 52)
    }

    @Test func pillIconWidensTheHug() throws {
        let plain = try sharedSystem.size(of: EBCountdown.sample(.days(1), style: .pill, units: [.days, .hours, .mins]))
        let icon = try sharedSystem.size(of: EBCountdown.sample(.days(1), style: .pill, units: [.days, .hours, .mins], icon: .clock))
        #expect(icon.width > plain.width)
        #expect(plain.height == 29)
    }

    @Test func propsNameTheProposedAPI() {
        let keys = Set(EBCountdown.variants.flatMap { $0.props.map(\.key) })
        #expect(keys == ["style", "state", "units", "icon", "width", "theme", "endsAt"])
        #expect(EBCountdown.variants.contains { $0.name == "style-one_units-dhms_theme-dark_endsAt-3d21h14m09s" })
    }

    @Test func matrixCoversStylesStatesThemesAndUnitSubsets() throws {
        let countdowns = EBCountdown.variants.compactMap { $0.instance as? EBCountdown }
        #expect(Set(countdowns.map(\.style)) == Set(EBCountdown.Style.allCases))
        #expect(Set(countdowns.map { $0.state(thresholdSeconds: threshold) }) == Set(CountdownState.allCases))
        #expect(Set(countdowns.map(\.units)) == [TimeUnit.all, [.hours, .mins, .secs], [.mins, .secs], [.days, .hours, .mins]])
        #expect(Set(EBCountdown.variants.map(\.id)).count == EBCountdown.variants.count)
    }
}

@Suite struct EBCountdownPromoTests {
    @Test func composesTheOneStyleCountdown() {
        let promo = EBCountdownPromo(title: "x", countdown: .sample(.days(1), style: .per))
        #expect(promo.countdown.style == .one)
    }

    @Test func slotsAreData() throws {
        let plain = EBCountdownPromo(title: "Last chance", countdown: .sample(.days(1)), trailing: .none, cta: nil)
        let full = EBCountdownPromo(title: "Last chance", countdown: .sample(.days(1)), trailing: .close, cta: "Shop")
        #expect(try sharedSystem.size(of: plain) == Size(width: 360, height: 92))
        #expect(try sharedSystem.render(plain, scale: 1) != sharedSystem.render(full, scale: 1))
        #expect(full.props.contains(Prop("cta", "Shop")))
        #expect(EBCountdownPromo.dismissLabel == "Dismiss promo")
    }
}

@Suite struct EBCountdownTimelineTests {
    @Test func framesStraddleTheThresholdAndTheDeadline() {
        let frames = EBCountdownTimeline(countdown: .sample(.days(1))).frames(thresholdSeconds: 86_400)
        #expect(frames.map { $0.countdown.remaining.seconds } == [86_401, 86_400, 60, 1, 0, 0])
        #expect(
            frames.map { $0.countdown.state(thresholdSeconds: 86_400) } == [.default, .expiring, .expiring, .expiring, .expired, .expired])
        #expect(frames.first?.caption == "T−24:00:01  default")
        #expect(frames.last?.caption == "−00:00:01  expired")
    }

    @Test func stripIsTallerThanSixFrames() throws {
        let size = try sharedSystem.size(of: EBCountdownTimeline(countdown: .sample(.days(1))))
        #expect(size.height > 6 * 50)
    }

    @Test func announcementScheduleIsATextReference() throws {
        let references = try sharedSystem.textSnapshots(of: EBCountdown.self)
        let schedule = try #require(references.first { $0.name == "announcements.txt" }?.text)
        #expect(schedule.contains("T−24:00:00  expiring  Sale ends in 1 day"))
        #expect(schedule.contains("T−00:00:00  expired   Sale ended"))
    }
}
