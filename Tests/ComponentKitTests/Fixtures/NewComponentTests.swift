import ComponentFixtures
import ComponentKit
import DesignTokens
import Foundation
import Rendering
import TestSupport
import Testing

/// A new component (the Chip fixture: one folder, one token file) enters the harness with one catalog line.
@Suite(.serialized) struct NewComponentTests {
    let catalog = Catalog([Chip.self])

    @Test func oneCatalogLineGivesNameTokensMatrixAndRendering() throws {
        let system = try DesignSystem(catalog: catalog)
        #expect(Chip.name == "Chip")
        #expect(
            catalog.variants.map(\.id) == [
                "Chip/selected-false_theme-light", "Chip/selected-false_theme-dark", "Chip/selected-false_theme-high~contrast",
                "Chip/selected-true_theme-light", "Chip/selected-true_theme-dark", "Chip/selected-true_theme-high~contrast",
            ])
        let image = try system.render(Chip(label: "Nearby", selected: true, theme: .light), scale: 2)
        #expect(image.height == 64)
        #expect(image[4, 32] == (0x00, 0x5C, 0xE5, 255))  // the selected background token
    }

    /// The theme axis is the modes the table declares: the fixture's `high-contrast` mode (one
    /// token) is a third theme, which reads that token's mode and the base values elsewhere.
    @Test func theThemeAxisComesFromTheModesTheTableDeclares() throws {
        let table = try TokenTable(contentsOf: try #require(Chip.tokenTableURL))
        #expect(table.modes == ["dark", "high-contrast"])
        #expect(Chip.themes == [.light, .dark, Theme(mode: "high-contrast")])
        #expect(Chip.matrix.axes.first { $0.name == "theme" }?.valueCount == 3)
        let system = try DesignSystem(catalog: catalog)
        let contrast = try system.render(Chip(label: "Nearby", selected: true, theme: Theme(mode: "high-contrast")), scale: 2)
        #expect(contrast[4, 32] == (0x00, 0x2A, 0x80, 255))  // the mode's own value
        let unselected = try system.render(Chip(label: "Nearby", selected: false, theme: Theme(mode: "high-contrast")), scale: 2)
        #expect(unselected[4, 32] == (0xEE, 0xF2, 0xF9, 255))  // no override: the base value
    }

    @Test func aTokenTheLayoutNeedsFailsAtLoadWithoutAHandWrittenValidate() throws {
        let folder = try temporaryFolder("chip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: try #require(Chip.tokenTableURL), encoding: .utf8)
        try original.replacingOccurrences(of: "\"paddingX\"", with: "\"paddingLeft\"")
            .write(to: folder.appendingPathComponent("Chip.tokens.json"), atomically: true, encoding: .utf8)
        #expect {
            try DesignSystem(tokensDirectory: folder, catalog: catalog)
        } throws: { error in
            "\(error)".contains("Chip.tokens.json") && "\(error)".contains("chip/size/paddingX")
        }
    }
}

/// Two labels that differ only where a file name cannot (a space and a hyphen both become `~`).
struct TwinChips: Component {
    var label: String
    static var tokenTableURL: URL? { Chip.tokenTableURL }
    static var tokenFile: String { "Chip" }
    static var matrix: VariantMatrix<TwinChips> {
        VariantMatrix(base: TwinChips(label: "Near by")).axis("label", \.label, ["Near by", "Near-by"])
    }
    var props: [Prop] { [Prop("label", label)] }
    func layout(in context: RenderContext, proposedWidth: Double?) throws -> Chip.Layout {
        try Chip(label: label, selected: false, theme: .light).layout(in: context, proposedWidth: proposedWidth)
    }
    func draw(_ layout: Chip.Layout, on canvas: Canvas, in context: RenderContext) throws {
        try Chip(label: label, selected: false, theme: .light).draw(layout, on: canvas, in: context)
    }
}

extension NewComponentTests {
    /// Variants whose names would share a reference file are refused when the design system
    /// loads, naming both, instead of one silently overwriting the other.
    @Test func variantsThatWouldShareAFileAreRefused() throws {
        #expect(throws: MatrixError.sameName(id: "TwinChips/label-Near~by", first: "label=Near by", second: "label=Near-by")) {
            try DesignSystem(catalog: Catalog([TwinChips.self]))
        }
    }
}
