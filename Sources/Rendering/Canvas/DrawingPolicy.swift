/// How a ``Canvas`` turns text and shapes into pixels, so references are the same bytes on every Linux.
///
/// Two Cairo paths are version-sensitive and never used: the glyph cache behind
/// `pango_cairo_show_layout` (Cairo 1.17 moved glyphs by 0.2–0.5 px) and the stroker (rings and
/// lines changed by up to 8/255 on a few pixels). What is used instead — filled glyph outlines and
/// filled shape outlines built by ``Path`` — renders byte-identically with Cairo 1.16 and 1.18 and
/// with pixman's SIMD paths on or off. The renderer fingerprint records both choices, so
/// references recorded under another policy are recognised.
package enum DrawingPolicy {
    /// Text: glyph outlines from the font file (`pango_cairo_layout_path`), filled like any shape.
    package static let text = "outlines"
    /// Shapes: outlines built in Swift, filled with the non-zero rule; no Cairo strokes.
    package static let shapes = "fills"
}
