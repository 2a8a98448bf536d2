internal import CCairo
internal import CPango
import DesignTokens

/// A drawing surface in points, backed by one Cairo ARGB32 image surface at a pixel scale.
///
/// `Canvas` owns its `cairo_surface_t`, `cairo_t` and `PangoContext` and frees them in
/// `deinit`. Every drawing call checks Cairo's status and throws ``RenderError`` on failure,
/// so no C type or status code leaks into the public interface.
///
/// ```swift
/// let canvas = try Canvas(size: Size(width: 24, height: 24), scale: 2, fonts: fonts)
/// try canvas.fill(.roundedRect(Rect(size: canvas.size), radius: 12), with: .color(bg))
/// try canvas.draw("9", style: label, centeredIn: Rect(size: canvas.size))
/// let image = try canvas.image()   // 48×48 straight RGBA
/// ```
///
/// A recording canvas (``init(recording:scale:fonts:)``) draws nothing: it keeps each call in
/// its ``record`` (see ``DrawingRecord``).
public final class Canvas {
    /// Size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    package let pixelWidth: Int
    package let pixelHeight: Int
    let fonts: FontLibrary
    /// How many pieces of text this canvas has drawn, whatever their length: one per line
    /// (`draw(_:style:at:)`, `draw(_:style:centeredIn:)` or a one-line `TextRun`) and one per
    /// paragraph (`drawParagraph(_:style:in:maxLines:)` or a paragraph `TextRun`).
    ///
    /// A design system compares it with a layout's text runs: a component that draws text but
    /// lists none is warned about when its references are recorded.
    package private(set) var drawnTextCount = 0
    /// The calls drawn so far, for a recording canvas; nil for one that draws pixels.
    package let record: DrawingRecord?

    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let pango: OpaquePointer

    /// The largest side, in pixels, a canvas may have.
    package static let maximumPixelSide = 16_384

    package convenience init(size: Size, scale: Double, fonts: FontLibrary) throws(RenderError) {
        try self.init(size: size, scale: scale, fonts: fonts, record: nil)
    }

    /// A canvas that keeps the calls drawn on it in ``record`` and draws no pixel: its size and
    /// scale are checked as a drawing canvas's are, but its surface is one pixel and ``image()``
    /// returns that pixel, transparent.
    package convenience init(recording size: Size, scale: Double, fonts: FontLibrary) throws(RenderError) {
        try self.init(size: size, scale: scale, fonts: fonts, record: DrawingRecord())
    }

    /// - Parameter pixels: the surface's memory, when the caller owns it (``rendered(size:scale:fonts:_:)``):
    ///   `width × height` ARGB words, zeroed, rows packed; nil for Cairo's own.
    private init(size: Size, scale: Double, fonts: FontLibrary, record: DrawingRecord?, pixels: UnsafeMutablePointer<UInt8>? = nil)
        throws(RenderError)
    {
        let (width, height) = try Self.pixelSize(of: size, scale: scale)
        let surfaceSide = record == nil ? (width, height) : (1, 1)
        let created =
            if let pixels {
                cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            } else {
                cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(surfaceSide.0), Int32(surfaceSide.1))
            }
        guard let surface = created else {
            throw RenderError(.cairo, "cairo_image_surface_create returned nothing")
        }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError(.cairo, Self.message(surfaceStatus))
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError(.cairo, "cairo_create returned nothing")
        }
        cairo_scale(context, scale, scale)
        let pango = fonts.withLock { pango_font_map_create_context(fonts.fontMap) }
        guard let pango else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw RenderError(.pango, "pango_font_map_create_context returned nothing")
        }
        self.size = size
        self.scale = scale
        self.pixelWidth = record == nil ? width : 1
        self.pixelHeight = record == nil ? height : 1
        self.fonts = fonts
        self.record = record
        self.surface = surface
        self.context = context
        self.pango = pango
        try fonts.withLock { () throws(RenderError) in try configureText() }
        try checkStatus()
    }

    /// The pixel width and height of a canvas of `size` points at `scale`, checked.
    private static func pixelSize(of size: Size, scale: Double) throws(RenderError) -> (Int, Int) {
        guard scale > 0, scale.isFinite else { throw RenderError(.cairo, "scale must be positive, got \(scale)") }
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard (1...Self.maximumPixelSide).contains(width), (1...Self.maximumPixelSide).contains(height) else {
            throw RenderError(.cairo, "canvas \(size) at scale \(scale) is \(width)×\(height) px, outside 1…\(Self.maximumPixelSide)")
        }
        return (width, height)
    }

    /// Draws with `body` on a canvas of `size` at `scale`, and returns what it drew as straight
    /// RGBA, with what `body` returned: ``image()`` without its copy.
    ///
    /// The canvas draws into the returned image's own memory, and its pixels are made straight
    /// where they are: one page-sized buffer, not Cairo's and then the image's. The canvas is
    /// finished when `body` returns; one kept past it draws nothing (its calls throw) and has no
    /// ``image()``.
    package static func rendered<Result>(size: Size, scale: Double, fonts: FontLibrary, _ body: (Canvas) throws -> Result) throws
        -> (image: RGBAImage, result: Result)
    {
        let (width, height) = try pixelSize(of: size, scale: scale)
        guard cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)) == Int32(width * 4) else {
            let canvas = try Canvas(size: size, scale: scale, fonts: fonts)
            let result = try body(canvas)
            return (try canvas.image(), result)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let result = try pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { throw RenderError(.cairo, "no memory for a \(width)×\(height) canvas") }
            let canvas = try Canvas(size: size, scale: scale, fonts: fonts, record: nil, pixels: base)
            // Finished on every way out, a throw included: a canvas `body` kept never reaches the memory again.
            defer { cairo_surface_finish(canvas.surface) }
            let result = try body(canvas)
            try canvas.finish()
            base.withMemoryRebound(to: UInt32.self, capacity: width * height) { words in
                PremultipliedAlpha.straight.withUnsafeBufferPointer { table in
                    if let table = table.baseAddress { straighten(words, into: words, count: width * height, table: table) }
                }
            }
            return result
        }
        guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
            throw RenderError(.cairo, "pixel buffer size mismatch")
        }
        return (image, result)
    }

    /// Flushes and finishes the surface: Cairo writes its pixels out and never touches them again.
    private func finish() throws(RenderError) {
        cairo_surface_flush(surface)
        try checkStatus()
        cairo_surface_finish(surface)
    }

    deinit {
        fonts.withLock { g_object_unref(UnsafeMutableRawPointer(pango)) }
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Applies ``RasterOptions/fixed`` to this canvas's Cairo and Pango contexts. Caller holds the font lock.
    private func configureText() throws(RenderError) {
        try RasterOptions.apply(to: pango, cairo: context)
    }

    // MARK: Shapes

    /// Fills `path` with `paint`, with the non-zero winding rule.
    ///
    /// Filling is the only way the canvas draws shapes: lines, rings and borders are outlines
    /// built by ``Path`` (``Path/ring(center:radius:width:)``, ``Path/border(of:radius:width:)``,
    /// ``Path/polyline(_:width:)``), never Cairo strokes, whose rasterisation changes between
    /// Cairo versions.
    public func fill(_ path: Path, with paint: Paint) throws(RenderError) {
        if let record { return record.append(.fill(path, paint)) }
        try trace(path)
        try setSource(paint)
        cairo_fill(context)
        try checkStatus()
    }

    private func trace(_ path: Path) throws(RenderError) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .curve(let c1, let c2, let end): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                if clockwise {
                    cairo_arc(context, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc_negative(context, center.x, center.y, radius, start, end)
                }
            case .close:
                // Without a new subpath, an arc that starts the next outline would be joined to this one by a line.
                cairo_close_path(context)
                cairo_new_sub_path(context)
            }
        }
        try checkStatus()
    }

    private func setSource(_ paint: Paint) throws(RenderError) {
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(context, Self.unit(color.red), Self.unit(color.green), Self.unit(color.blue), Self.unit(color.alpha))
        case .linearGradient(let gradient, let from, let to):
            guard let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y) else {
                throw RenderError(.cairo, "cairo_pattern_create_linear returned nothing")
            }
            defer { cairo_pattern_destroy(pattern) }
            for stop in gradient.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(
                    pattern, stop.position, Self.unit(c.red), Self.unit(c.green), Self.unit(c.blue), Self.unit(c.alpha))
            }
            let status = cairo_pattern_status(pattern)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(.cairo, Self.message(status)) }
            cairo_set_source(context, pattern)
        }
        try checkStatus()
    }

    /// Draws `image` (rendered at `imageScale` pixels per point) with its top-left corner at `origin`.
    ///
    /// The straight RGBA pixels are premultiplied into a temporary Cairo image surface
    /// (`c × a / 255`, rounded), which is destroyed before this returns.
    package func draw(_ image: RGBAImage, at origin: Point, imageScale: Double) throws(RenderError) {
        guard image.width > 0, image.height > 0 else { return }
        if let record { return record.append(.image(image, at: origin, imageScale: imageScale)) }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width)))
        guard stride > 0 else { throw RenderError(.cairo, "no stride for a \(image.width)-pixel row") }
        var argb = [UInt8](repeating: 0, count: stride * image.height)
        PremultipliedAlpha.premultiplied.withUnsafeBufferPointer { table in
            image.pixels.withUnsafeBufferPointer { rgba in
                argb.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    for y in 0..<image.height {
                        let row = base + y * stride
                        for x in 0..<image.width {
                            let i = (y * image.width + x) * 4
                            let a = Int(rgba[i + 3])
                            func premultiplied(_ c: UInt8) -> UInt32 { UInt32(table[a << 8 | Int(c)]) }
                            let pixel =
                                UInt32(a) << 24 | premultiplied(rgba[i]) << 16 | premultiplied(rgba[i + 1]) << 8
                                | premultiplied(rgba[i + 2])
                            // A raw store: the byte buffer is never bound to UInt32.
                            row.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self)
                        }
                    }
                }
            }
        }
        let failure: RenderError? = argb.withUnsafeMutableBytes { raw -> RenderError? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let source = cairo_image_surface_create_for_data(
                    base, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(stride))
            else {
                return RenderError(.cairo, "cairo_image_surface_create_for_data returned nothing")
            }
            defer { cairo_surface_destroy(source) }
            let status = cairo_surface_status(source)
            guard status == CAIRO_STATUS_SUCCESS else { return RenderError(.cairo, Self.message(status)) }
            cairo_surface_set_device_scale(source, imageScale, imageScale)
            cairo_save(context)
            cairo_set_source_surface(context, source, origin.x, origin.y)
            cairo_rectangle(context, origin.x, origin.y, Double(image.width) / imageScale, Double(image.height) / imageScale)
            cairo_fill(context)
            cairo_restore(context)
            return nil
        }
        if let failure { throw failure }
        try checkStatus()
    }

    /// Runs `body` with the origin moved to `origin`, so a composed part draws in its own coordinates.
    public func translated(to origin: Point, _ body: () throws -> Void) throws {
        if let record { return try record.group(.translate(origin), body) }
        cairo_save(context)
        cairo_translate(context, origin.x, origin.y)
        defer { cairo_restore(context) }
        try body()
        try checkStatus()
    }

    /// Runs `body` clipped to `clip` (when given, in the current coordinates), then moved by
    /// `offset`, scaled by `scale` and turned by `rotation` radians (clockwise on screen), both
    /// about `anchor`: how a frame of a motion places a part between its two end states.
    ///
    /// The clip is a rectangle: on whole device pixels it cuts without anti-aliasing, so the
    /// same frame always gives the same pixels.
    public func transformed(
        offset: Point, scale: Double = 1, rotation: Double = 0, about anchor: Point, clip: Rect? = nil, _ body: () throws -> Void
    ) throws {
        guard scale.isFinite, scale > 0, rotation.isFinite, offset.x.isFinite, offset.y.isFinite else {
            throw RenderError(.cairo, "transform needs a positive finite scale and finite offset and rotation")
        }
        if let record {
            return try record.group(.transform(offset: offset, scale: scale, rotation: rotation, anchor: anchor, clip: clip), body)
        }
        cairo_save(context)
        defer { cairo_restore(context) }
        if let clip {
            cairo_rectangle(context, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(context)
        }
        cairo_translate(context, anchor.x + offset.x, anchor.y + offset.y)
        if rotation != 0 { cairo_rotate(context, rotation) }
        if scale != 1 { cairo_scale(context, scale, scale) }
        cairo_translate(context, -anchor.x, -anchor.y)
        try body()
        try checkStatus()
    }

    /// Draws `body` as one group composited at `opacity` (0…1): overlapping parts dim together,
    /// as a designer's layer opacity does.
    public func withOpacity(_ opacity: Double, _ body: () throws -> Void) throws {
        if let record { return try record.group(.opacity(opacity), body) }
        cairo_push_group(context)
        do {
            try body()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(context))
            throw error
        }
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, min(max(opacity, 0), 1))
        try checkStatus()
    }

    /// Runs `body` as the part `name` of what the component being drawn draws: its icon, its
    /// track, its label.
    ///
    /// A part changes no pixel. It names the drawing: each image's provenance keeps a digest of
    /// every part's calls (``DrawingRecord/digests``), so a change to the code that draws the
    /// toast's icon fails as `drawing code: EBToast, part icon` in every image that draws the
    /// icon, and nowhere else. Calls outside any part belong to the component itself.
    public func part(_ name: String, _ body: () throws -> Void) rethrows {
        guard let record else { return try body() }
        try record.group(.part(name), body)
    }

    /// Runs `body` as the drawing of the component `name` (the kit wraps every component's
    /// `draw` in one): what it draws is its own, wherever it is drawn, in a screen as in its own
    /// variants. Changes no pixel.
    package func component(_ name: String, _ body: () throws -> Void) rethrows {
        guard let record else { return try body() }
        try record.group(.component(name), body)
    }

    // MARK: Text

    /// The size of one line of `text`; the same at every scale (see ``FontLibrary/measure(_:style:)``).
    package func measure(_ text: String, style: TextStyle) throws(RenderError) -> Size {
        try fonts.measure(text, style: style)
    }

    /// Draws one line of `text` with its line box's top-left corner at `origin`.
    ///
    /// The font's ascent-plus-descent box is centred vertically in the style's line height,
    /// as design tools do. Glyphs are filled outlines (see ``fillOutlines(of:at:color:)``).
    package func draw(_ text: String, style: TextStyle, at origin: Point) throws(RenderError) {
        try drawLine(TextOverrides.applied(to: text), style: style, at: origin)
    }

    /// ``draw(_:style:at:)`` of `text` as given (``TextOverrides`` already applied).
    func drawLine(_ text: String, style: TextStyle, at origin: Point) throws(RenderError) {
        drawnTextCount += 1
        if let record { return record.append(.text(text, style, at: origin)) }
        try fonts.withLock { () throws(RenderError) in
            let layout = try TextLayout(text, style: style, in: pango)
            try fillOutlines(of: layout, at: Self.position(of: layout, style: style, at: origin), color: style.color)
        }
    }

    /// Where one line's layout starts for a line box at `origin`: the font's ascent-plus-descent
    /// box centred in the line height, a right-to-left line from its logical start.
    private static func position(of layout: TextLayout, style: TextStyle, at origin: Point) -> Point {
        let top = origin.y + (style.typography.lineHeight - layout.logicalHeight) / 2
        return Point(x: style.isRightToLeft ? origin.x - layout.logicalX : origin.x, y: top)
    }

    /// Draws `text` wrapped to `rect.width`, at most `maxLines` lines (then an ellipsis), from `rect`'s top-left.
    package func drawParagraph(_ text: String, style: TextStyle, in rect: Rect, maxLines: Int) throws(RenderError) {
        try drawParagraphText(TextOverrides.applied(to: text), style: style, in: rect, maxLines: maxLines)
    }

    /// ``drawParagraph(_:style:in:maxLines:)`` of `text` as given (``TextOverrides`` already applied).
    func drawParagraphText(_ text: String, style: TextStyle, in rect: Rect, maxLines: Int) throws(RenderError) {
        drawnTextCount += 1
        if let record { return record.append(.paragraph(text, style, in: rect, maxLines: maxLines)) }
        try fonts.withLock { () throws(RenderError) in
            let layout = try TextLayout(text, style: style, in: pango, width: rect.width, maxLines: maxLines)
            try fillOutlines(of: layout, at: rect.origin, color: style.color)
        }
    }

    /// Fills the glyph outlines of `layout` with its top-left corner at `origin`. Caller holds the font lock.
    ///
    /// Text is never drawn from Cairo's glyph cache (`pango_cairo_show_layout`): how the cache
    /// places glyphs changed in Cairo 1.17, moving every glyph by 0.2–0.5 px. The outlines come
    /// from the font file through FreeType unhinted and are filled like any other shape, so the
    /// same layout gives the same pixels with every Cairo version.
    func fillOutlines(of layout: TextLayout, at origin: Point, color: Color) throws(RenderError) {
        cairo_new_path(context)
        cairo_move_to(context, origin.x, origin.y)
        pango_cairo_update_layout(context, layout.layout)
        pango_cairo_layout_path(context, layout.layout)
        try setSource(.color(color))
        cairo_fill(context)
        try checkStatus()
    }

    /// A digest of the outlines a text call (``DrawingRecord/Step/text(_:_:at:)`` or
    /// ``DrawingRecord/Step/paragraph(_:_:in:maxLines:)``) fills, and of their colour, at this
    /// canvas's scale; nil for any other call.
    ///
    /// Two text calls with equal digests fill the same pixels under the same transforms, whatever
    /// their styles say: a weight the font lacks resolves to the face another weight does, and the
    /// outlines are those of the face. It shapes the text as drawing does, and fills nothing.
    package func outlineDigest(of step: DrawingRecord.Step) throws(RenderError) -> UInt64? {
        switch step {
        case .text(let text, let style, let origin):
            return try fonts.withLock { () throws(RenderError) -> UInt64 in
                let layout = try TextLayout(text, style: style, in: pango)
                return try outlineDigest(of: layout, at: Self.position(of: layout, style: style, at: origin), color: style.color)
            }
        case .paragraph(let text, let style, let rect, let maxLines):
            return try fonts.withLock { () throws(RenderError) -> UInt64 in
                let layout = try TextLayout(text, style: style, in: pango, width: rect.width, maxLines: maxLines)
                return try outlineDigest(of: layout, at: rect.origin, color: style.color)
            }
        default:
            return nil
        }
    }

    /// The digest of the path ``fillOutlines(of:at:color:)`` would fill, and of `color`. Caller holds the font lock.
    ///
    /// The path is built on a context of its own over an unbounded recording surface at this
    /// canvas's scale and raster options: on this canvas's surface (one pixel for a recording
    /// canvas), glyphs far outside it are left out of the path, and two texts would compare equal.
    private func outlineDigest(of layout: TextLayout, at origin: Point, color: Color) throws(RenderError) -> UInt64 {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
            throw RenderError(.cairo, "cairo_recording_surface_create returned nothing")
        }
        defer { cairo_surface_destroy(surface) }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else { throw RenderError(.cairo, Self.message(surfaceStatus)) }
        guard let context = cairo_create(surface) else { throw RenderError(.cairo, "cairo_create returned nothing") }
        defer {
            cairo_destroy(context)
            // The layout's Pango context follows this canvas's Cairo context again.
            pango_cairo_update_context(self.context, pango)
        }
        cairo_scale(context, scale, scale)
        try RasterOptions.apply(to: pango, cairo: context)
        cairo_move_to(context, origin.x, origin.y)
        pango_cairo_update_layout(context, layout.layout)
        pango_cairo_layout_path(context, layout.layout)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(.cairo, Self.message(status)) }
        guard let path = cairo_copy_path(context) else { throw RenderError(.cairo, "cairo_copy_path returned nothing") }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS else { throw RenderError(.cairo, Self.message(path.pointee.status)) }
        var hash = StableHash()
        hash.combine(bytes: [color.red, color.green, color.blue, color.alpha])
        let count = Int(path.pointee.num_data)
        var index = 0
        // Each element is a header (its type and length) followed by its points, length in all.
        while index < count, let data = path.pointee.data {
            let header = data[index].header
            hash.combine(Int(header.type.rawValue))
            let length = max(1, Int(header.length))
            for point in (index + 1)..<min(count, index + length) {
                hash.combine(data[point].point.x)
                hash.combine(data[point].point.y)
            }
            index += length
        }
        return hash.value
    }

    /// Draws one line of `text` centred horizontally and vertically in `rect`.
    package func draw(_ text: String, style: TextStyle, centeredIn rect: Rect) throws(RenderError) {
        let text = TextOverrides.applied(to: text)
        let measured = try fonts.measureLine(text, style: style)
        try drawLine(text, style: style, at: Point(x: rect.midX - measured.width / 2, y: rect.midY - measured.height / 2))
    }

    /// Runs `body` with this canvas's Cairo and Pango contexts while holding the font lock.
    ///
    /// A seam for tests that compare the canvas's drawing with direct Cairo calls; the pointers
    /// must not be kept beyond `body`.
    func withContexts<T, E: Error>(_ body: (_ cairo: OpaquePointer, _ pango: OpaquePointer) throws(E) -> T) throws(E) -> T {
        try fonts.withLock { () throws(E) -> T in try body(context, pango) }
    }

    // MARK: Output

    /// The pixels drawn so far, converted from Cairo's premultiplied ARGB32 to straight RGBA.
    ///
    /// Unpremultiplying rounds to nearest (`(c * 255 + a / 2) / a`), as Cairo's own PNG writer does.
    package func image() throws(RenderError) -> RGBAImage {
        cairo_surface_flush(surface)
        try checkStatus()
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(.cairo, "the image surface has no data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (width, height) = (pixelWidth, pixelHeight)
        // Every pixel is written below, so the array starts uninitialised instead of zeroed.
        let pixels = PremultipliedAlpha.straight.withUnsafeBufferPointer { straight in
            [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                if let start = buffer.baseAddress, let table = straight.baseAddress {
                    let target = UnsafeMutableRawPointer(start).bindMemory(to: UInt32.self, capacity: width * height)
                    for y in 0..<height {
                        let row = UnsafeRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: width)
                        Self.straighten(row, into: target + y * width, count: width, table: table)
                    }
                }
                count = width * height * 4
            }
        }
        guard let image = RGBAImage(width: pixelWidth, height: pixelHeight, pixels: pixels) else {
            throw RenderError(.cairo, "pixel buffer size mismatch")
        }
        return image
    }

    /// Converts `count` of Cairo's premultiplied ARGB words to straight R, G, B, A bytes (a UInt32
    /// with R in its low byte: every target is little-endian), dividing by alpha through `table`.
    ///
    /// Plain pointers and a `while` loop: this runs on every render, and an unoptimised build (the
    /// tests') would otherwise call a generic iterator or a checked subscript per pixel.
    /// `source` and `target` may be the same words (``rendered(size:scale:fonts:_:)``): each is
    /// read before it is written.
    private static func straighten(
        _ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, count: Int, table: UnsafePointer<UInt8>
    ) {
        var x = 0
        while x < count {
            let argb = source[x]
            let a = argb >> 24
            if a == 255 {
                // Opaque: the colour is already straight; swap red and blue into R, G, B, A order.
                target[x] = (argb & 0xFF00_FF00) | (argb & 0xFF) << 16 | (argb >> 16 & 0xFF)
            } else if a == 0 {
                target[x] = 0
            } else {
                let index = Int(a) << 8
                let red = UInt32(table[index | Int((argb >> 16) & 0xFF)])
                let green = UInt32(table[index | Int((argb >> 8) & 0xFF)])
                let blue = UInt32(table[index | Int(argb & 0xFF)])
                target[x] = red | green << 8 | blue << 16 | a << 24
            }
            x += 1
        }
    }

    // MARK: Status

    private func checkStatus() throws(RenderError) {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(.cairo, Self.message(status)) }
    }

    private static func message(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "cairo status \(status.rawValue)" }
        return String(cString: text)
    }

    private static func unit(_ byte: UInt8) -> Double { Double(byte) / 255 }
}
