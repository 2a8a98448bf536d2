internal import CPango

/// Owns one `PangoLayout` set up for a single line of text in a ``TextStyle``.
///
/// Created and used only while the ``FontLibrary`` lock is held.
final class TextLayout {
    let layout: OpaquePointer

    /// - Parameters:
    ///   - width: wrap at this width in points (nil: one line).
    ///   - maxLines: with `width`, at most this many lines; the last one ends in an ellipsis.
    init(_ text: String, style: TextStyle, in context: OpaquePointer, width: Double? = nil, maxLines: Int? = nil) throws(RenderError) {
        // The context's base direction is set for every layout (contexts are reused under the
        // font lock); right-to-left styles turn automatic direction off so neutral runs (digits,
        // "+", ":") follow the paragraph, and left-to-right ones keep Pango's detection.
        pango_context_set_base_dir(context, style.isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        guard let layout = pango_layout_new(context) else {
            throw RenderError(.pango, "pango_layout_new returned nothing")
        }
        self.layout = layout
        if style.isRightToLeft {
            pango_layout_set_auto_dir(layout, 0)
        }
        guard let description = pango_font_description_new() else {
            throw RenderError(.pango, "pango_font_description_new returned nothing")
        }
        defer { pango_font_description_free(description) }
        let type = style.typography
        pango_font_description_set_family(description, type.fontFamily.joined(separator: ","))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: type.fontWeight)))
        pango_font_description_set_absolute_size(description, type.fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        guard let attributes = pango_attr_list_new() else { throw RenderError(.pango, "pango_attr_list_new returned nothing") }
        if type.letterSpacing != 0, let spacing = pango_attr_letter_spacing_new(Int32((type.letterSpacing * Double(PANGO_SCALE)).rounded()))
        {
            pango_attr_list_insert(attributes, spacing)
        }
        if let width {
            // Paragraphs: every line exactly the style's line height, wrapped at word (or character) boundaries.
            if let lineHeight = pango_attr_line_height_new_absolute(Int32((type.lineHeight * Double(PANGO_SCALE)).rounded())) {
                pango_attr_list_insert(attributes, lineHeight)
            }
            pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
            if style.isRightToLeft {
                // Without automatic direction Pango does not flip the alignment: right-to-left
                // paragraphs start at the right edge explicitly.
                pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            }
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if let maxLines {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -Int32(max(1, maxLines)))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
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

    /// Where the logical box starts horizontally, in points: 0 for left-to-right lines; a
    /// right-to-left line without a width may start left of its origin.
    var logicalX: Double { Double(logicalExtents.x) / Double(PANGO_SCALE) }

    /// Advance width of the line, in points.
    var logicalWidth: Double { Double(logicalExtents.width) / Double(PANGO_SCALE) }
    /// Lines after wrapping.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// Ascent plus descent of the line, in points.
    var logicalHeight: Double { Double(logicalExtents.height) / Double(PANGO_SCALE) }
}
