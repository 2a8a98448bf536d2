import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import Testing

/// The accessibility contracts the seeds give, word for word, as the components expose them.
@Suite struct AccessibilityTests {
    func elements(_ instance: any Component) throws -> [AccessibilityElement] {
        try instance.accessibilityElements(in: sharedSystem.context(for: type(of: instance)))
    }

    @Test func counterSaysWhatItCountsNeverNinetyNinePlus() throws {
        let counter = EBCounter(count: 247, accessibilityNoun: .init("unread message"))
        #expect(counter.displayText == "99+")
        let element = try #require(try elements(counter).first)
        #expect(element.label == "247 unread messages")
        #expect(element.role == .text)
        #expect(try elements(EBCounter(count: 0)).isEmpty, "a counter hidden at zero is not in the tree")
    }

    @Test func countdownIsOnePoliteTimerThatNeverTicksAloud() throws {
        let sample = EBCountdown.sample(.days(3, hours: 21, mins: 14, secs: 9))
        let element = try #require(try elements(sample).first)
        #expect(element.label == "Sale ends in 3 days 21 hours")
        #expect(element.role == .timer && element.liveRegion == .polite)
        #expect(element.announcements?.contains("at most once a minute") == true)
        #expect(try elements(EBCountdown.sample(.days(0))).first?.label == "Sale ended")
    }

    @Test func promoDismissIsASeparateElementAfterTheOffer() throws {
        let promo = EBCountdownPromo(title: "Flash sale", countdown: .sample(.days(1)), trailing: .close, cta: "Shop now")
        let found = try elements(promo)
        #expect(found.map(\.role) == [.text, .timer, .button, .button])
        #expect(found.last?.label == "Dismiss promo")
        #expect(found.last?.touchTarget != nil)
        #expect(try elements(EBCountdownPromo(title: "Flash sale", countdown: .sample(.days(1)), trailing: .none)).count == 2)
    }

    @Test func destructiveToastsAreAssertiveOthersPolite() throws {
        for appearance in EBToast.Appearance.allCases {
            let element = try #require(try elements(EBToast(message: "Transfer failed", appearance: appearance)).first)
            #expect(element.liveRegion == (appearance == .destructive ? .assertive : .polite), "\(appearance)")
            #expect(element.role == .status)
        }
        let withAction = try elements(EBToast(message: "Transfer failed", appearance: .destructive, action: EBToastAction(label: "Retry")))
        #expect(withAction.map(\.label) == ["Error: Transfer failed. Action: Retry", "Retry"])
    }

    @Test func sliderValueIsSpokenAsPercentWithA44PointKnob() throws {
        let element = try #require(try elements(EBSlider(value: 50)).first)
        #expect(element.value == "50 percent")
        #expect(element.role == .adjustable)
        #expect(element.touchTargetPasses == true)
        #expect(try elements(EBSlider(value: 50, interaction: .disabled)).first?.touchTarget == nil)
    }

    @Test func touchTargetsAreJudgedAgainst44By44() {
        func element(_ width: Double, _ height: Double) -> AccessibilityElement {
            AccessibilityElement(
                role: .button, label: "x", frame: Rect(x: 0, y: 0, width: width, height: height),
                touchTarget: Size(width: width, height: height))
        }
        #expect(element(44, 44).touchTargetPasses == true)
        #expect(element(43.9, 60).touchTargetPasses == false)
        #expect(element(16, 16).description.hasSuffix("target 16×16 FAIL (< 44×44)"))
        #expect(AccessibilityElement(role: .text, label: "t", frame: .init(size: .zero)).touchTargetPasses == nil)
    }
}
