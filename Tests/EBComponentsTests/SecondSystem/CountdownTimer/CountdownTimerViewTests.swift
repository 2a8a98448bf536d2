import DesignTokens
import EBTestSupport
import Rendering
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct CountdownTimerViewTests {
    let variants = CountdownTimer.variants.filter { $0.environment == .standard }

    @Test func everyStateHasVariants() {
        let states = Set(variants.compactMap { ($0.instance as? CountdownTimer)?.state })
        #expect(states == Set(CountdownTimerState.allCases))
        #expect(variants.count == 5 * 2 * 2 * 2 + 1)
    }

    @Test func highlightedUnitIsTheBiggestNonZero() {
        let s = CountdownTimer.sampleSchedule
        #expect(CountdownTimer(schedule: s, now: CountdownTimer.sampleInstants[1]).highlightedUnit == .days)
        #expect(CountdownTimer(schedule: s, now: CountdownTimer.sampleInstants[2]).highlightedUnit == .mins)
        #expect(CountdownTimer(schedule: s, now: s.endTime.addingTimeInterval(-5)).highlightedUnit == .secs)
        #expect(CountdownTimer(schedule: s, now: s.endTime.addingTimeInterval(5)).highlightedUnit == nil)
    }

    @Test func highlightedFontsChangeOnlyTheBiggestUnit() throws {
        var plain = CountdownTimer(schedule: CountdownTimer.sampleSchedule, now: CountdownTimer.sampleInstants[2])
        var highlighted = plain
        highlighted.usesHighlightedFonts = true
        plain.shouldHideTitleSection = true
        highlighted.shouldHideTitleSection = true
        let a = try sharedSystem.render(plain, scale: 1), b = try sharedSystem.render(highlighted, scale: 1)
        #expect(b.width > a.width, "the minutes column is set in the larger highlighted font")
    }

    @Test func hiddenTitleHasNoTitleRowAndIsShorter() throws {
        let shown = CountdownTimer(schedule: CountdownTimer.sampleSchedule, now: CountdownTimer.sampleInstants[1])
        var hidden = shown
        hidden.shouldHideTitleSection = true
        let shownSize = try sharedSystem.size(of: shown), hiddenSize = try sharedSystem.size(of: hidden)
        #expect(hiddenSize.height < shownSize.height)
        let table = try #require(sharedSystem.tokenTables["CountdownTimer"])
        let titleColor = try table.color("ld/countdownTimer/color/title")
        let image = try sharedSystem.render(hidden, scale: 2)
        let hasTitleInk = stride(from: 0, to: image.pixels.count, by: 4).contains {
            image.pixels[$0] == titleColor.red && image.pixels[$0 + 1] == titleColor.green && image.pixels[$0 + 2] == titleColor.blue
        }
        #expect(!hasTitleInk, "no title text drawn")
    }

    @Test func expiredUsesTheDisabledPalette() throws {
        let s = CountdownTimer.sampleSchedule
        let table = try #require(sharedSystem.tokenTables["CountdownTimer"])
        let expired = CountdownTimer(schedule: s, now: s.sunsetTime.addingTimeInterval(1), backgroundColor: Color(hex: "#FF0000"))
        let image = try sharedSystem.render(expired, scale: 1)
        let disabled = try table.color("ld/countdownTimer/color/disabled/background")
        #expect(image[4, image.height / 2] == (disabled.red, disabled.green, disabled.blue, 255), "disabled look wins over backgroundColor")
        let running = CountdownTimer(schedule: s, now: s.startTime, backgroundColor: Color(hex: "#FF0000"))
        #expect(try sharedSystem.render(running, scale: 1)[4, 10] == (255, 0, 0, 255), "backgroundColor prop applies while running")
    }

    @Test func spacingPropWidensTheRow() throws {
        let normal = CountdownTimer(schedule: CountdownTimer.sampleSchedule, now: CountdownTimer.sampleInstants[1])
        var wide = normal
        wide.timerValueComponentSpacing = 8
        #expect(try sharedSystem.size(of: wide).width - sharedSystem.size(of: normal).width == 30, "3 separators × 2 sides × 5 pt")
    }

    @Test func timelineStripHasEveryState() {
        let frames = CountdownTimerTimeline(timer: CountdownTimer(schedule: CountdownTimer.sampleSchedule, now: .now)).frames
        #expect(
            frames.map(\.timer.state) == [.default, .started, .started, .anHourRemaining, .anHourRemaining, .stopped, .stopped, .expired])
    }
}
