internal import CCairo
import CDrawingProbe
internal import CPango
import DesignTokens
import Foundation
import Testing

@testable import Rendering

/// The canvas draws text as filled glyph outlines and shapes as filled outlines, never through
/// Cairo's glyph cache or stroker (both render differently across Cairo versions).
@Suite struct DrawingPolicyTests {
    let style = TextStyle(
        Typography(fontFamily: ["Proxima Soft"], fontWeight: 600, fontSize: 13, lineHeight: 16), color: Color(hex: "#0B1F4D")!)
    let text = "Sale ends in 03d : 21h 09"

    /// Renders into a fresh 190×16 canvas at `scale`.
    func render(scale: Double, _ body: (Canvas) throws -> Void) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: 190, height: 16), scale: scale, fonts: sharedFonts)
        try body(canvas)
        return try canvas.image()
    }

    /// Draws `text` straight through Pango at the position `Canvas.draw(_:style:at:)` uses, either
    /// as filled outlines or from Cairo's glyph cache.
    func drawDirectly(on canvas: Canvas, outlines: Bool) throws {
        try canvas.withContexts { (cairo, pango) throws(RenderError) in
            let layout = try TextLayout(text, style: style, in: pango)
            cairo_new_path(cairo)
            cairo_move_to(cairo, 0, (style.typography.lineHeight - layout.logicalHeight) / 2)
            cairo_set_source_rgba(cairo, 0x0B / 255.0, 0x1F / 255.0, 0x4D / 255.0, 1)
            pango_cairo_update_layout(cairo, layout.layout)
            if outlines {
                pango_cairo_layout_path(cairo, layout.layout)
                cairo_fill(cairo)
            } else {
                pango_cairo_show_layout(cairo, layout.layout)
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func textIsFilledOutlinesNotTheGlyphCache(scale: Double) throws {
        let drawn = try render(scale: scale) { try $0.draw(text, style: style, at: .zero) }
        let outlines = try render(scale: scale) { try drawDirectly(on: $0, outlines: true) }
        let glyphCache = try render(scale: scale) { try drawDirectly(on: $0, outlines: false) }
        // The two Pango entry points give different pixels, so the comparison below can tell them apart…
        #expect(outlines.pixels != glyphCache.pixels)
        // …and the canvas uses the outline one.
        #expect(drawn.pixels == outlines.pixels)
        #expect(drawn.pixels.contains { $0 != 0 })
    }

    @Test func paragraphsAreFilledOutlinesToo() throws {
        let before = drawing_probe_glyph_cache_draws()
        let image = try render(scale: 2) { canvas in
            try canvas.drawParagraph(
                "A long message that wraps onto a second line", style: style, in: Rect(x: 0, y: 0, width: 120, height: 32), maxLines: 2)
        }
        #expect(image.pixels.contains { $0 != 0 })
        #expect(drawing_probe_glyph_cache_draws() == before)
    }

    @Test func theProbeSeesStrokesAndGlyphCacheDraws() throws {
        // Positive control: the counters used by the component-wide policy test really count.
        let strokes = drawing_probe_strokes(), glyphs = drawing_probe_glyph_cache_draws()
        let canvas = try Canvas(size: Size(width: 190, height: 16), scale: 1, fonts: sharedFonts)
        try drawDirectly(on: canvas, outlines: false)
        canvas.withContexts { (cairo, _) in
            cairo_rectangle(cairo, 1, 1, 4, 4)
            cairo_stroke(cairo)
        }
        #expect(drawing_probe_strokes() == strokes + 1)
        #expect(drawing_probe_glyph_cache_draws() > glyphs)
    }

    // MARK: Shapes as fills

    /// Fills `path` in opaque white on a transparent `size`-point canvas at scale 1.
    func fill(_ path: Path, size: Size, color: Color = .white) throws -> RGBAImage {
        let canvas = try Canvas(size: size, scale: 1, fonts: sharedFonts)
        try canvas.fill(path, with: .color(color))
        return try canvas.image()
    }

    @Test func ringHasAHoleAndAFullBand() throws {
        let image = try fill(.ring(center: Point(x: 20, y: 20), radius: 15, width: 4), size: Size(width: 40, height: 40))
        #expect(image[20, 20].alpha == 0)  // centre: the hole
        #expect(image[20, 5].alpha == 255)  // top of the band (radius 13…17)
        #expect(image[35, 20].alpha == 255)  // right of the band
        #expect(image[20, 1].alpha == 0)  // outside
    }

    @Test func borderIsContinuousAndHollow() throws {
        let rect = Rect(x: 0, y: 0, width: 60, height: 20)
        let image = try fill(.border(of: rect, radius: 8, width: 1), size: rect.size)
        // Every pixel of the straight top and bottom edges is border (a joined subpath once cut a gap here).
        for x in 8..<52 {
            #expect(image[x, 0].alpha == 255, "top edge at x=\(x)")
            #expect(image[x, 19].alpha == 255, "bottom edge at x=\(x)")
        }
        for y in 8..<12 {
            #expect(image[0, y].alpha == 255 && image[59, y].alpha == 255, "side edges at y=\(y)")
        }
        #expect(image[30, 10].alpha == 0)
        #expect(image[30, 1].alpha == 0)
    }

    @Test func overlappingOutlinesFillAsOneShape() throws {
        // A translucent check mark: where its two segments overlap, the joint is as translucent as the rest.
        let translucent = Color(red: 0, green: 0, blue: 0, alpha: 128)
        let points = [Point(x: 4, y: 10), Point(x: 10, y: 16), Point(x: 22, y: 4)]
        let image = try fill(.polyline(points, width: 4), size: Size(width: 26, height: 20), color: translucent)
        #expect(image[10, 16].alpha == 128)  // the joint
        #expect(image[7, 13].alpha == 128)  // first segment
        #expect(image[16, 10].alpha == 128)  // second segment
        #expect(image[20, 16].alpha == 0)
    }

    @Test func arcBandHasRoundEndsAndLeavesTheRestOpen() throws {
        // Three quarters from 12 o'clock clockwise to 9 o'clock: the quarter between 9 and 12 stays open.
        let center = Point(x: 20, y: 20)
        let path = Path.arcBand(center: center, radius: 14, width: 4, startAngle: -Double.pi / 2, endAngle: Double.pi)
        let image = try fill(path, size: Size(width: 40, height: 40))
        #expect(image[34, 20].alpha == 255)  // 3 o'clock
        #expect(image[20, 34].alpha == 255)  // 6 o'clock
        #expect(image[10, 10].alpha == 0)  // between 9 and 12 o'clock
        #expect(image[20, 20].alpha == 0)  // centre
        // Round ends reach half the width (2 pt) past each end, against the direction of travel:
        // left of 12 o'clock, above 9 o'clock. Without them both pixels would be empty.
        #expect(image[18, 6].alpha > 0)
        #expect(image[6, 18].alpha > 0)
        #expect(image[16, 6].alpha == 0 && image[6, 16].alpha == 0)
    }

    @Test func capsuleOfZeroLengthIsADot() throws {
        let image = try fill(.capsule(from: Point(x: 5, y: 5), to: Point(x: 5, y: 5), width: 6), size: Size(width: 10, height: 10))
        #expect(image[5, 5].alpha == 255)
        #expect(image[5, 0].alpha == 0)
    }
}
