import DesignTokens
import EBTestSupport
import Rendering
import Testing

@testable import ComponentKit
@testable import EBComponents

/// The render environment as a matrix axis, and EBToast honouring it: text size, right-to-left
/// Arabic from the bundled font, and the pseudo-locale.
@Suite struct EnvironmentTests {
    let toast = EBToast(message: "Transfer sent")

    func layout(_ toast: EBToast, in environment: RenderEnvironment) throws -> EBToast.Layout {
        try sharedSystem.withEnvironment(environment) {
            try toast.layout(in: sharedSystem.context(for: EBToast.self))
        }
    }

    @Test func stressVariantsAreNamedAfterTheirEnvironment() {
        let names = EBToast.variants.filter { $0.environment != .standard }.map(\.name)
        #expect(names.contains("message-Transfer~sent_appearance-neutral_theme-light_size-base_env-ax5"))
        #expect(names.contains("message-Transfer~sent_appearance-neutral_theme-light_size-base_env-rtl-ar"))
        #expect(names.contains("message-Transfer~sent_appearance-neutral_theme-light_size-base_env-pseudo"))
        // The default variant and the 16 legacy ones, in each of three environments.
        #expect(names.count == 3 * 17)
        // A component without legacy variants (the timeline) is stressed on its default variant only.
        let stressedTimelines = EBCountdownTimeline.variants.filter { $0.environment != .standard }
        #expect(stressedTimelines.map(\.name) == ["ax5", "rtl-ar", "pseudo"].map { "style-one_units-dhms_theme-light_env-\($0)" })
    }

    @Test func largestTextGrowsTheToastAndKeepsEveryRunInsideIt() throws {
        let standard = try layout(toast, in: .standard)
        let largest = try layout(toast, in: .largestText)
        #expect(largest.size.height > standard.size.height)
        for l in [standard, largest] {
            let bounds = Rect(size: l.size)
            for run in [l.message.frame] + [l.icon, l.action?.frame].compactMap({ $0 }) {
                #expect(run.minX >= bounds.minX && run.maxX <= bounds.maxX && run.minY >= bounds.minY && run.maxY <= bounds.maxY)
            }
        }
    }

    @Test func rightToLeftMirrorsTheLeadingIcon() throws {
        let ltr = try layout(toast, in: .standard)
        let rtl = try layout(toast, in: .arabic)
        let ltrIcon = try #require(ltr.icon), rtlIcon = try #require(rtl.icon)
        #expect(abs((ltr.size.width - ltrIcon.maxX) - rtlIcon.minX) < 0.001)
        #expect(rtl.message.frame.maxX <= rtlIcon.minX)
        // And in pixels: the icon's ink sits at the right edge in RTL, the left edge in LTR.
        func ink(_ image: RGBAImage, columns: Range<Int>) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in columns where image[x, y].blue < 150 { count += 1 }
            }
            return count
        }
        let left = try sharedSystem.withEnvironment(.standard) { try sharedSystem.render(toast, scale: 1) }
        let right = try sharedSystem.withEnvironment(.arabic) { try sharedSystem.render(toast, scale: 1) }
        #expect(ink(left, columns: 10..<46) > 0 && ink(right, columns: 10..<46) == 0)
        #expect(ink(right, columns: 297..<333) > 0)
    }

    @Test func arabicCopyIsDrawnWithTheBundledArabicFont() throws {
        #expect(sharedSystem.fonts.fontFiles.map(\.lastPathComponent).contains("NotoSansArabic-Regular.ttf"))
        let rtl = try layout(toast, in: .arabic)
        #expect(rtl.message.text == "تم إرسال التحويل")
        let style = TextStyle(Typography(fontFamily: ["Proxima Soft"], fontWeight: 400, fontSize: 14, lineHeight: 20), color: .black)
        #expect(try sharedSystem.fonts.measure(rtl.message.text, style: style).width > 40)
    }

    @Test func pseudoLocaleIsLongerAndOnlyTheDesignedEllipsisTruncates() throws {
        let pseudo = ContentLocale.pseudo.pseudoLocalized("Add the popup message here")
        #expect(pseudo.count >= Int(Double("Add the popup message here".count) * 1.4))
        #expect(pseudo.hasPrefix("[Åðð ţĥé"))
        let long = EBToast(message: EBToast.longMessage, size: .small)
        let context = try sharedSystem.withEnvironment(.pseudo) { try sharedSystem.context(for: EBToast.self) }
        let t = try EBToastTokens(context.tokens, appearance: .neutral, theme: .light, size: .small, environment: .pseudo)
        let l = try long.layout(in: context)
        let lines = try sharedSystem.fonts.measureParagraph(
            l.message.text, style: t.message, width: l.message.frame.width, maxLines: t.maxLines
        )
        .lines
        #expect(lines == t.maxLines, "the message wraps to the designed two lines and ends in the ellipsis")
    }
}

/// EBCountdown in the stress environments: Arabic words, mirrored order, a pill that grows.
@Suite struct CountdownEnvironmentTests {
    let sample = EBCountdown.sample(.days(3, hours: 21, mins: 14, secs: 9))

    func elements(_ countdown: EBCountdown, in environment: RenderEnvironment) throws -> [AccessibilityElement] {
        try sharedSystem.withEnvironment(environment) {
            try countdown.accessibilityElements(in: sharedSystem.context(for: EBCountdown.self))
        }
    }

    @Test func arabicWordsAreSpokenAndShown() throws {
        #expect(try elements(sample, in: .arabic).first?.label == "ينتهي العرض خلال 3 أيام 21 ساعة")
        #expect(try elements(sample, in: .standard).first?.label == "Sale ends in 3 days 21 hours")
        #expect(CountdownVocabulary.of(.german).spokenLabel(for: .days(1, hours: 2)) == "Angebot endet in 1 Tag 2 Stunden")
        #expect(CountdownVocabulary.arabic.bar[.days] == "أيام")
        #expect(CountdownVocabulary.of(.arabic).spokenLabel(for: .days(0)) == "انتهى العرض")
    }

    @Test func thePillGrowsWithTextSizeEvenAtAFixedWidth() throws {
        var pill = EBCountdown.sample(.days(3, hours: 21, mins: 14, secs: 9), style: .pill, units: [.days, .hours, .mins], width: 161)
        pill.icon = .clock
        let standard = try sharedSystem.withEnvironment(.standard) { try sharedSystem.size(of: pill) }
        let largest = try sharedSystem.withEnvironment(.largestText) { try sharedSystem.size(of: pill) }
        #expect(standard == Size(width: 161, height: 29))
        #expect(largest.width > standard.width && largest.height > standard.height)
        // The bars keep their legacy frame (countdown/maxTextScale/bar is 1).
        let bar = try sharedSystem.withEnvironment(.largestText) { try sharedSystem.size(of: sample) }
        #expect(bar == Size(width: 360, height: 50))
    }

    @Test func rightToLeftPutsTheLargestUnitOnTheRight() throws {
        // The one bar at scale 1: in RTL the days' number "03" is drawn in the rightmost slot, so the
        // rightmost slot of the RTL render equals the leftmost slot of the LTR render mirrored in place.
        let ltr = try sharedSystem.withEnvironment(.standard) { try sharedSystem.render(sample, scale: 1) }
        let rtl = try sharedSystem.withEnvironment(.arabic) { try sharedSystem.render(sample, scale: 1) }
        let slot = (360 - 2 * 16) / 4  // one-style padding 16, four equal slots
        func numberRow(_ image: RGBAImage, slotIndex: Int) -> [UInt8] {
            // Inside the slot, clear of the colon dots on slot edges.
            let x0 = 16 + slotIndex * slot
            return ((x0 + 6)..<(x0 + slot - 6)).flatMap { x in (8..<24).map { image[x, $0].red } }
        }
        #expect(numberRow(ltr, slotIndex: 0) == numberRow(rtl, slotIndex: 3), "03 days moves from the first slot to the last")
        #expect(numberRow(ltr, slotIndex: 3) == numberRow(rtl, slotIndex: 0), "09 seconds moves from the last slot to the first")
    }
}

/// EBCounter and EBSlider in the stress environments.
@Suite struct CounterAndSliderEnvironmentTests {
    func size(_ instance: any Component, in environment: RenderEnvironment) throws -> Size {
        try sharedSystem.withEnvironment(environment) { try sharedSystem.size(of: instance) }
    }

    func elements(_ instance: any Component, in environment: RenderEnvironment) throws -> [AccessibilityElement] {
        try sharedSystem.withEnvironment(environment) {
            try instance.accessibilityElements(in: sharedSystem.context(for: type(of: instance)))
        }
    }

    @Test func theCounterGrowsAsACapsuleAndSpeaksTheLocale() throws {
        let zero = EBCounter(count: 0, hideWhenZero: false)
        #expect(try size(zero, in: .standard) == Size(width: 24, height: 24))
        let large = try size(zero, in: .largestText)
        #expect(large.height > 24 && large.width == large.height, "a single digit stays a circle")
        let slash = EBCounter(count: 0, limit: 10, hideWhenZero: false)
        #expect(try size(slash, in: .largestText).width > size(slash, in: .standard).width)
        #expect(try elements(slash, in: .arabic).first?.label == "0 من 10 عناصر")
        #expect(try elements(EBCounter(count: 3), in: RenderEnvironment(locale: .german)).first?.label == "3 Elemente")
    }

    @Test func theSliderFillsFromTheRightInRTLAndSpeaksTheLocale() throws {
        let slider = EBSlider(value: 30, tooltip: .always)
        let layouts = try [RenderEnvironment.standard, .arabic].map { environment in
            try sharedSystem.withEnvironment(environment) {
                try slider.layout(in: sharedSystem.context(for: EBSlider.self))
            }
        }
        #expect(abs(layouts[0].knobX + layouts[1].knobX - 366) < 0.001, "the knob mirrors")
        #expect(layouts[1].fillMinX + layouts[1].fill == 366, "the fill ends at the right edge")
        #expect(try elements(EBSlider(value: 50), in: .arabic).first?.value == "50 بالمئة")
        #expect(try size(slider, in: .largestText).height > size(slider, in: .standard).height, "the tooltip grows")
    }

    @Test func theTimerGrowsAndSpeaksArabic() throws {
        let timer = try #require(CountdownTimer.variants.first { $0.environment == .arabic }?.instance as? CountdownTimer)
        #expect(try size(timer, in: .largestText).width > size(timer, in: .standard).width)
        #expect(try elements(timer, in: .arabic).first?.label == "3 أيام 21 ساعة 14 دقيقة 9 ثوانٍ متبقية")
        #expect(try elements(timer, in: .standard).first?.label == "3 days 21 hours 14 minutes 9 seconds remaining")
    }

    @Test func thePromoMirrorsAndSpeaksArabic() throws {
        let promo = EBCountdownPromo(
            title: "Hurry up! Sale ends in:", countdown: .sample(.days(1, hours: 2)), trailing: .close, cta: "Show now!")
        let ltr = try elements(promo, in: .standard)
        let rtl = try elements(promo, in: .arabic)
        #expect(rtl.map(\.label) == ["أسرع! ينتهي العرض خلال:", "ينتهي العرض خلال 1 يوم 2 ساعات", "تسوّق الآن!", "إغلاق العرض"])
        // The close button moves from the right edge to the left, mirrored about the card's centre.
        let close = try #require(ltr.last?.frame), mirroredClose = try #require(rtl.last?.frame)
        #expect(abs(close.minX - (360 - mirroredClose.maxX)) < 0.001)
        #expect(try size(promo, in: .arabic) == size(promo, in: .standard))
    }
}
