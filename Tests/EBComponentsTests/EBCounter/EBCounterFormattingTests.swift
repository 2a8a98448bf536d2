import EBTestSupport
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct EBCounterFormattingTests {
    @Test(arguments: [
        (0, "0"), (1, "1"), (9, "9"), (10, "10"), (99, "99"), (100, "99+"), (247, "99+"), (-3, "0"),
    ])
    func singleInteger(count: Int, text: String) {
        #expect(EBCounter(count: count).displayText == text)
    }

    @Test(arguments: [
        (0, "0 / 10"), (3, "3 / 10"), (9, "9 / 10"), (10, "10 / 10"), (11, "10+ / 10"), (99, "10+ / 10"), (247, "10+ / 10"),
    ])
    func slashFormatClampsAboveTheLimit(count: Int, text: String) {
        #expect(EBCounter(count: count, limit: 10).displayText == text)
    }

    @Test func slashFormatIgnoresMaxDisplay() {
        #expect(EBCounter(count: 150, limit: 200).displayText == "150 / 200")
    }

    @Test func maxDisplayMovesTheOverflow() {
        #expect(EBCounter(count: 1000, maxDisplay: 999).displayText == "999+")
        #expect(EBCounter(count: 999, maxDisplay: 999).displayText == "999")
        #expect(EBCounter(count: 10, maxDisplay: 9).displayText == "9+")
    }

    @Test(arguments: [(0, EBCounter.State.empty), (1, .filled), (247, .filled), (-1, .empty)])
    func stateIsDerivedFromTheCount(count: Int, state: EBCounter.State) {
        #expect(EBCounter(count: count).state == state)
    }

    @Test func stateOverrideWins() {
        #expect(EBCounter(count: 0, state: .filled).state == .filled)
        #expect(EBCounter(count: 5, state: .empty).state == .empty)
    }

    @Test func accessibilityLabelUsesTheRealCount() {
        let noun = EBCounter.Noun("unread message")
        #expect(EBCounter(count: 247, accessibilityNoun: noun).accessibilityLabel == "247 unread messages")
        #expect(EBCounter(count: 247, accessibilityNoun: noun).displayText == "99+")
        #expect(EBCounter(count: 1, accessibilityNoun: noun).accessibilityLabel == "1 unread message")
        #expect(EBCounter(count: 3, limit: 10, accessibilityNoun: .init("slot")).accessibilityLabel == "3 of 10 slots")
        #expect(EBCounter(count: 12, limit: 10).accessibilityLabel == "12 of 10 items")
        #expect(EBCounter(count: 0, hideWhenZero: false).accessibilityLabel == "0 items")
    }

    @Test func hiddenAtZeroByDefault() throws {
        let hidden = EBCounter(count: 0)
        #expect(hidden.isHidden)
        #expect(hidden.accessibilityLabel == nil)
        #expect(try sharedSystem.size(of: hidden) == .zero)
        #expect(EBCounter(count: 0, state: .filled).isHidden, "the override does not unhide a zero")
        #expect(!EBCounter(count: 1).isHidden)
    }
}
