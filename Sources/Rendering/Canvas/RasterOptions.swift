internal import CCairo
internal import CPango

/// The fixed rasterisation settings every render uses, so pixels do not depend on the machine's defaults.
///
/// Grey antialiasing (no subpixel colour fringes), no hinting, unhinted metrics and unrounded
/// glyph positions: text lands where the font's outlines say, at any scale.
package struct RasterOptions: Hashable, Sendable, CustomStringConvertible {
    package let antialias = "gray"
    package let hintStyle = "none"
    package let hintMetrics = "off"
    package let roundGlyphPositions = false

    package static let fixed = RasterOptions()

    package var description: String {
        "antialias=\(antialias) hinting=\(hintStyle) hint-metrics=\(hintMetrics) round-glyph-positions=\(roundGlyphPositions)"
    }

    /// Applies the options to a Pango context (and, when given, its Cairo context). Caller holds the font lock.
    static func apply(to pango: OpaquePointer, cairo: OpaquePointer? = nil) throws(RenderError) {
        guard let options = cairo_font_options_create() else { throw RenderError(.cairo, "cairo_font_options_create failed") }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        let status = cairo_font_options_status(options)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(.cairo, "font options: status \(status.rawValue)") }
        if let cairo {
            cairo_set_font_options(cairo, options)
            pango_cairo_update_context(cairo, pango)
        }
        pango_cairo_context_set_font_options(pango, options)
        pango_context_set_round_glyph_positions(pango, 0)
    }
}
