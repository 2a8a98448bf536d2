import CDrawingProbe
import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import Testing

/// Every component, in every variant, draws without Cairo's stroker or glyph cache: the two Cairo
/// paths whose pixels change between Cairo versions. (The contact sheets the harness composes
/// from these images are checked in SnapshotHarnessTests.)
///
/// The probe linked into the test binary counts those calls on the current thread (its own
/// positive control is in RenderingTests), so each case renders synchronously and compares counts.
@Suite struct DrawingPolicyTests {
    @Test(arguments: Catalog.eb.componentNames)
    func drawsOnlyFills(component: String) throws {
        let variants = Catalog.eb.variants.filter { $0.component == component }
        try #require(!variants.isEmpty)
        let strokes = drawing_probe_strokes(), glyphCacheDraws = drawing_probe_glyph_cache_draws()
        for variant in variants { _ = try sharedSystem.render(variant, scale: 2) }
        #expect(drawing_probe_strokes() == strokes, "\(component) called cairo_stroke")
        #expect(drawing_probe_glyph_cache_draws() == glyphCacheDraws, "\(component) drew text from Cairo's glyph cache")
    }
}
