import CDrawingProbe
import ComponentFixtures
import ComponentKit
import Testing

@testable import SnapshotHarness

/// A contact sheet (its labels, its backdrop, the images it places) draws without Cairo's stroker
/// or glyph cache, like every component (DrawingPolicyTests in EBComponentsTests). The sheet's
/// drawing is the harness's whatever the component, so the kit's Chip fixture stands for them all.
///
/// The probe counts calls on the current thread: the sheet is composed synchronously.
@Suite struct ContactSheetDrawingPolicyTests {
    @Test func aContactSheetDrawsOnlyFills() throws {
        let catalog = Catalog([Chip.self])
        let system = try DesignSystem(catalog: catalog)
        let variants = catalog.variants
        var images = try variants.map { try system.render($0, scale: 2) }[...]
        let strokes = drawing_probe_strokes(), glyphCacheDraws = drawing_probe_glyph_cache_draws()
        var composed = 0
        for page in try ContactSheet.pages(component: "Chip", variants: variants, system: system) {
            _ = try ContactSheet.compose(page, images: Array(images.prefix(page.variants.count)), imageScale: 2, system: system)
            images = images.dropFirst(page.variants.count)
            composed += 1
        }
        #expect(composed > 0)
        #expect(drawing_probe_strokes() == strokes, "the contact sheet called cairo_stroke")
        #expect(drawing_probe_glyph_cache_draws() == glyphCacheDraws, "the contact sheet drew text from Cairo's glyph cache")
    }
}
