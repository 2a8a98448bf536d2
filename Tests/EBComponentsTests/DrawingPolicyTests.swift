import CDrawingProbe
import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import SnapshotHarness
import Testing

/// Every component, in every variant and on its contact sheet, draws without Cairo's stroker or
/// glyph cache: the two Cairo paths whose pixels change between Cairo versions.
///
/// The probe linked into the test binary counts those calls on the current thread (its own
/// positive control is in RenderingTests), so each case renders synchronously and compares counts.
@Suite struct DrawingPolicyTests {
    @Test(arguments: Catalog.eb.componentNames)
    func drawsOnlyFills(component: String) throws {
        let variants = Catalog.eb.variants.filter { $0.component == component }
        try #require(!variants.isEmpty)
        let strokes = drawing_probe_strokes(), glyphCacheDraws = drawing_probe_glyph_cache_draws()
        var images = try variants.map { try sharedSystem.render($0, scale: 2) }[...]
        for page in try ContactSheet.pages(component: component, variants: variants, system: sharedSystem) {
            _ = try ContactSheet.compose(page, images: Array(images.prefix(page.variants.count)), imageScale: 2, system: sharedSystem)
            images = images.dropFirst(page.variants.count)
        }
        #expect(drawing_probe_strokes() == strokes, "\(component) called cairo_stroke")
        #expect(drawing_probe_glyph_cache_draws() == glyphCacheDraws, "\(component) drew text from Cairo's glyph cache")
    }
}
