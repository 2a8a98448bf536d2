import ComponentFixtures
import ComponentKit
import Foundation
import Rendering
import SnapshotHarness
import Testing

/// One element of each role, in the order of `Role.allCases`.
struct EveryRoleFixture: Component {
    static var tokenTableURL: URL? { Chip.tokenTableURL }
    static var tokenFile: String { "Chip" }
    static var matrix: VariantMatrix<EveryRoleFixture> { VariantMatrix(base: EveryRoleFixture()) }
    var props: [Prop] { [] }

    /// Only a size: the fixture draws nothing.
    struct Layout: ComponentLayout { var size: Size }

    func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout { Layout(size: Size(width: 44, height: 44)) }

    func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {}

    func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        AccessibilityElement.Role.allCases.map { role in
            AccessibilityElement(role: role, label: "A \(role.rawValue)", frame: Rect(size: layout.size))
        }
    }
}

/// The accessibility listing speaks every role the kit has.
@Suite struct AccessibilityRoleListingTests {
    /// The roles the platforms have and clients asked for, each written as itself.
    @Test func everyRoleIsSpokenInTheAccessibilityListing() throws {
        let roles = AccessibilityElement.Role.allCases.map(\.rawValue)
        #expect(roles == ["text", "button", "adjustable", "progress", "timer", "status", "image", "header", "link", "toggle", "tab"])
        let system = try DesignSystem(catalog: Catalog([EveryRoleFixture.self]))
        let listing = try AccessibilityListing.text(for: EveryRoleFixture.self, system: system)
        for (index, role) in roles.enumerated() {
            #expect(listing.contains("\n  \(index + 1). \(role) \"A \(role)\"  frame 0,0 44×44\n"), "\(role) in:\n\(listing)")
        }
    }
}
