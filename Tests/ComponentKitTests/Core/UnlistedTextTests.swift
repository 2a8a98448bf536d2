import ComponentFixtures
import ComponentKit
import DesignTokens
import Foundation
import Rendering
import Testing

/// Rendering notes a component that draws text its layout does not list in `textRuns` (what
/// `record` warns about: SnapshotHarnessTests' `UnlistedTextWarningTests`).
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
}
