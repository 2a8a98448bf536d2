import ComponentFixtures
import DesignTokens
import Foundation
import Rendering
import Testing

@testable import ComponentKit

/// Issue 42, item 7: what `impact` compares to tell an image that changes from listings that do.
/// A drawing's image facts are its provenance's size and `draw` facts, and two drawings render
/// alike when they differ only in text calls that fill the same outlines.
@Suite struct VariantDrawingTests {
    let system: DesignSystem
    let variant: ComponentVariant

    init() throws {
        system = try DesignSystem(catalog: Catalog([Chip.self]))
        variant = try #require(Chip.variants.first)
    }

    @Test func theImageFactsAreTheProvenancesSizeAndDrawingDigestsAtAnyScale() throws {
        let recorded = try system.provenance(of: variant).facts.filter { $0.kind == .size || $0.kind == .draw }
        #expect(recorded.contains { $0.kind == .draw })
        for scale in [1, 2, 3] {
            #expect(try system.drawing(of: variant, scale: scale).imageFacts == recorded, "scale \(scale)")
        }
    }

    /// `drawing` with its text calls' text and weight replaced.
    func relabelled(_ drawing: VariantDrawing, _ text: String, weight: Int) -> VariantDrawing {
        VariantDrawing(
            layout: drawing.layout,
            steps: drawing.steps.map { step in
                guard case .text(_, var style, let origin) = step else { return step }
                style.typography.fontWeight = weight
                return .text(text, style, at: origin)
            })
    }

    @Test func textCallsThatFillTheSameOutlinesRenderAlike() throws {
        let drawing = try system.drawing(of: variant, scale: 2)
        // Noto Sans Arabic has no 600: 600 and 700 are its Bold. Inter has both.
        let arabic = relabelled(drawing, "تم", weight: 600)
        #expect(try arabic.rendersLike(relabelled(drawing, "تم", weight: 700), fonts: system.fonts, scale: 2))
        #expect(arabic != relabelled(drawing, "تم", weight: 700), "the calls differ")
        #expect(
            try !relabelled(drawing, "Nearby", weight: 600).rendersLike(
                relabelled(drawing, "Nearby", weight: 700), fonts: system.fonts, scale: 2))
        #expect(try drawing.rendersLike(drawing, fonts: system.fonts, scale: 2))
    }

    @Test func anyOtherCallOrASizeRendersOtherwise() throws {
        let drawing = try system.drawing(of: variant, scale: 2)
        let recoloured = VariantDrawing(
            layout: drawing.layout,
            steps: drawing.steps.map { step in
                guard case .fill(let path, _) = step else { return step }
                return .fill(path, .color(Color(red: 1, green: 2, blue: 3)))
            })
        #expect(recoloured.steps != drawing.steps)
        #expect(try !recoloured.rendersLike(drawing, fonts: system.fonts, scale: 2))
        let other = try system.drawing(of: try #require(Chip.variants.last), scale: 2)
        #expect(try !other.rendersLike(drawing, fonts: system.fonts, scale: 2))
    }
}
