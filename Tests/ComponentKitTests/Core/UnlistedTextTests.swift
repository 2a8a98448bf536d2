import ComponentKit
import DesignTokens
import EBComponents
import Foundation
import Rendering
import SnapshotCore
import SnapshotHarness
import SnapshotTestSupport
import Testing

/// A chip-sized label that draws its text and lists it in `textRuns` only when `lists` is true:
/// the `lists-false` variant is what `record` warns about.
struct LabelFixture: Component {
    var lists: Bool

    static var tokenTableURL: URL? { Chip.tokenTableURL }
    static var tokenFile: String { "Chip" }
    static var matrix: VariantMatrix<LabelFixture> {
        VariantMatrix(base: LabelFixture(lists: true)).axis("lists", \.lists, [true, false])
    }
    var props: [Prop] { [Prop("lists", String(lists))] }

    /// The label, kept whether or not it is listed.
    struct Layout: ComponentLayout {
        var size: Size
        var label: TextRun
        var lists: Bool
        var textRuns: [TextRun] { lists ? [label] : [] }
    }

    func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        // The chip's tokens without laying a Chip out (its layout counter belongs to other tests).
        let tokens = try Chip(label: "Nearby", selected: false, theme: .light).tokens(context.tokens)
        let size = Size(width: 80, height: tokens.height)
        return Layout(size: size, label: try context.fonts.run("Nearby", style: tokens.label, centeredIn: Rect(size: size)), lists: lists)
    }

    func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.draw(layout.label)
    }
}

/// `record` warns about a component that draws text its layout does not list in `textRuns`.
@Suite struct UnlistedTextTests {
    let catalog = Catalog([LabelFixture.self])

    @Test func theCanvasCountsEveryLineAndParagraphItDraws() throws {
        let system = try DesignSystem(catalog: catalog)
        let style = TextStyle(Typography(fontFamily: ["Proxima Soft"], fontWeight: 400, fontSize: 12, lineHeight: 16), color: .black)
        let canvas = try Canvas(size: Size(width: 120, height: 80), scale: 1, fonts: system.fonts)
        #expect(canvas.drawnTextCount == 0)
        try canvas.fill(.roundedRect(Rect(size: canvas.size), radius: 4), with: .color(.white))
        #expect(canvas.drawnTextCount == 0, "shapes are not text")
        try canvas.draw("One", style: style, at: Point(x: 0, y: 0))
        try canvas.draw("Two", style: style, centeredIn: Rect(size: canvas.size))
        try canvas.drawParagraph("A paragraph of several words, wrapped", style: style, in: Rect(size: canvas.size), maxLines: 3)
        try canvas.draw(try system.fonts.run("Run", style: style, at: Point(x: 0, y: 60)))
        #expect(canvas.drawnTextCount == 4)
    }

    @Test func renderingNotesOnlyAVariantThatDrawsTextItDoesNotList() throws {
        let system = try DesignSystem(catalog: catalog)
        let variants = catalog.variants
        #expect(variants.map(\.id) == ["LabelFixture/lists-true", "LabelFixture/lists-false"])
        let listed = try system.renderNotingText(variants[0], scale: 2)
        let unlisted = try system.renderNotingText(variants[1], scale: 2)
        #expect(listed.unlistedText == nil)
        #expect(unlisted.unlistedText == UnlistedText(variant: "LabelFixture/lists-false", component: "LabelFixture", drawn: 1))
        #expect(listed.image == unlisted.image, "noting text changes nothing drawn")
        #expect(try system.render(variants[1], scale: 2) == unlisted.image)
    }

    @Test func recordWarnsOncePerComponentAndVerifyStaysQuiet() throws {
        let workspace = try temporaryWorkspace(copyingReferences: false)
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let system = try DesignSystem(catalog: catalog)
        let recorded = try SnapshotRunner(workspace: workspace, system: system, mode: .all).run(catalog.variants)
        #expect(recorded.exitCode == 0)
        #expect(recorded.results.compactMap(\.unlistedText).map(\.variant) == ["LabelFixture/lists-false"])
        #expect(recorded.warnings.count == 1)
        let warning = try #require(recorded.warnings.first)
        #expect(warning.hasPrefix("LabelFixture draws text its layout does not list in 1 variant (first LabelFixture/lists-false: "))
        #expect(warning.contains("provenance.txt") && warning.contains("textRuns"))
        let verified = try SnapshotRunner(workspace: workspace, system: system, mode: .never).run(catalog.variants)
        #expect(verified.exitCode == 0)
        #expect(verified.warnings.isEmpty)
    }

    @Test func warningsGroupByComponentInTheOrderFound() {
        let found = [
            UnlistedText(variant: "A/x-1", component: "A", drawn: 2), UnlistedText(variant: "B/y-1", component: "B", drawn: 1),
            UnlistedText(variant: "A/x-2", component: "A", drawn: 2),
        ]
        let warnings = UnlistedText.warnings(found)
        #expect(warnings.count == 2)
        #expect(warnings[0].hasPrefix("A draws text its layout does not list in 2 variants (first A/x-1: 2 pieces of text drawn, "))
        #expect(warnings[1].hasPrefix("B draws text its layout does not list in 1 variant (first B/y-1: 1 piece of text drawn, "))
    }

    /// Every EB component lists the text it draws, in every variant and environment.
    @Test func noEBVariantDrawsTextItDoesNotList() throws {
        let system = sharedSystem
        let unlisted = try Catalog.eb.variants.compactMap { try system.renderNotingText($0, scale: 1).unlistedText }
        #expect(UnlistedText.warnings(unlisted) == [])
    }
}
