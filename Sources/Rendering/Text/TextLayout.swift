internal import CPango

/// Owns one `PangoLayout` set up for a single line of text in a ``TextStyle``.
///
/// Created and used only while the ``FontLibrary`` lock is held.
final class TextLayout {
    let layout: OpaquePointer

    init(_ text: String, style: TextStyle, in context: OpaquePointer) throws(RenderError) {
        guard let layout = pango_layout_new(context) else {
            throw RenderError(.pango, "pango_layout_new returned nothing")
        }
        self.layout = layout
        guard let description = pango_font_description_new() else {
            throw RenderError(.pango, "pango_font_description_new returned nothing")
        }
        defer { pango_font_description_free(description) }
        let type = style.typography
        pango_font_description_set_family(description, type.fontFamily.joined(separator: ","))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: type.fontWeight)))
        pango_font_description_set_absolute_size(description, type.fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        if type.letterSpacing != 0, let attributes = pango_attr_list_new() {
            if let spacing = pango_attr_letter_spacing_new(Int32((type.letterSpacing * Double(PANGO_SCALE)).rounded())) {
                pango_attr_list_insert(attributes, spacing)
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, text, -1)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    private var logicalExtents: PangoRectangle {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical
    }

    /// Advance width of the line, in points.
    var logicalWidth: Double { Double(logicalExtents.width) / Double(PANGO_SCALE) }
    /// Ascent plus descent of the line, in points.
    var logicalHeight: Double { Double(logicalExtents.height) / Double(PANGO_SCALE) }
}
