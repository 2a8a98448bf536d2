import DesignTokens
import EBTestSupport
import Foundation
import Rendering
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct EBToastModelTests {
    @Test func durationShortAndLongAndLongerForLongMessages() {
        #expect(EBToast(message: "Saved").displaySeconds == 3)
        #expect(EBToast(message: "Saved", duration: .long).displaySeconds == 5)
        let twenty = Array(repeating: "word", count: 20).joined(separator: " ")
        #expect(EBToast(message: twenty).displaySeconds == 7)
        #expect(EBToast(message: twenty, duration: .long).displaySeconds == 7)
    }

    @Test func politenessIsAssertiveOnlyForDestructive() {
        #expect(EBToast(message: "x", appearance: .destructive).politeness == .assertive)
        #expect(EBToast(message: "x", appearance: .neutral).politeness == .polite)
        #expect(EBToast(message: "x", appearance: .pending).politeness == .polite)
        #expect(
            EBToast(message: "Transfer failed", appearance: .destructive, action: EBToastAction(label: "Retry")).accessibilityDescription
                == "Error: Transfer failed. Action: Retry")
    }

    @Test func leadingIconFollowsTheAppearance() {
        #expect(EBToast(message: "x").resolvedIcon == .checkmark)
        #expect(EBToast(message: "x", appearance: .destructive).resolvedIcon == .error)
        #expect(EBToast(message: "x", appearance: .pending, leadingIcon: .none).resolvedIcon == .spinner, "pending always spins")
        #expect(EBToast(message: "x", leadingIcon: .none).resolvedIcon == .none)
    }

    @Test func onDismissFiresOnceAfterTheDisplayTime() {
        let start = Date(timeIntervalSince1970: 0)
        var dismissals = 0
        let presentation = EBToastPresentation(toast: EBToast(message: "Saved"), shownAt: start, onDismiss: { dismissals += 1 })
        presentation.tick(now: start.addingTimeInterval(2.9))
        #expect(dismissals == 0)
        presentation.tick(now: start.addingTimeInterval(3))
        presentation.tick(now: start.addingTimeInterval(4))
        presentation.dismiss()
        #expect(dismissals == 1)
        #expect(presentation.isDismissed)
    }
}

@Suite struct EBToastRenderTests {
    @Test func longMessageWrapsToTwoLinesWithAnEllipsis() throws {
        let table = try #require(sharedSystem.tokenTables["EBToast"])
        let style = TextStyle(try table.typography("toast/typography/base/message"), color: .black)
        let measured = try sharedSystem.fonts.measureParagraph(EBToast.longMessage, style: style, width: 200, maxLines: 2)
        #expect(measured.lines == 2)
        #expect(measured.size.height == 40)
        let short = try sharedSystem.size(of: EBToast(message: "Saved"))
        let long = try sharedSystem.size(of: EBToast(message: EBToast.longMessage))
        #expect(long.height - short.height == 16, "two 20-pt lines instead of a 24-pt icon row")
        #expect(long.width == 343 && short.width == 343)
    }

    @Test func everyLegacyVariantIsMapped() {
        let nodes = EBToast.variants.filter { $0.environment == .standard }.compactMap(\.figmaNode)
        #expect(nodes.count == 16)
        #expect(nodes.contains("Toast/Default/Dark/icon=yes/large=no"))
        #expect(nodes.contains("Toast/Pending/Light/icon=yes/large=yes"))
        #expect(!nodes.contains { $0.hasPrefix("Toast/Pending") && $0.contains("icon=no") })
    }

    @Test(arguments: EBToast.variants.filter { $0.figmaNode != nil }.map(\.id))
    func backgroundIsItsTokenColour(id: String) throws {
        let variant = try #require(EBToast.variants.first { $0.id == id })
        let toast = try #require(variant.instance as? EBToast)
        let table = try #require(sharedSystem.tokenTables["EBToast"])
        let path =
            switch toast.appearance {
            case .neutral: "main/toast/default/\(toast.theme.name)/bg"
            case .destructive: "main/toast/error/bg"
            case .pending: "main/toast/pending/\(toast.theme.name)/bg"
            }
        let bg = try table.color(TokenPath(path))
        let image = try sharedSystem.render(toast, scale: 2)
        #expect(image[image.width - 6, image.height / 2] == (bg.red, bg.green, bg.blue, 255))
    }

    @Test func actionSlotAndLongMessageHaveVariants() {
        let toasts = EBToast.variants.compactMap { $0.instance as? EBToast }
        #expect(Set(toasts.compactMap(\.action?.label)) == ["Undo", "Retry", "View"])
        #expect(toasts.contains { $0.message == EBToast.longMessage && $0.action != nil })
        #expect(Set(toasts.map(\.appearance)) == Set(EBToast.Appearance.allCases))
    }

    @Test func longValuesGetShortStableNames() {
        let names = EBToast.variants.map(\.name)
        #expect(names.allSatisfy { $0.count < 120 })
        #expect(names.contains("message-Your~transfer~of~1~200.0~f3ec04cd_appearance-neutral_theme-light_size-small"))
    }
}
