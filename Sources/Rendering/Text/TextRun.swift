/// A piece of laid-out text: what to draw, how, and the box it occupies.
///
/// Layouts measure text once and keep runs; drawing a run shapes it again with the same
/// options but never re-measures to place it.
///
/// ```swift
/// let run = try fonts.run("3 / 10", style: label, centeredIn: badge)
/// try canvas.draw(run)
/// ```
public struct TextRun: Hashable, Sendable {
    /// The text.
    public var text: String
    /// How it is drawn: the type style and colour.
    public var style: TextStyle
    /// The line box (one line: the measured width × the line height; a paragraph: the wrap
    /// width × its lines' height), in the layout's coordinates.
    public var frame: Rect
    /// For a paragraph wrapped to `frame.width`: the most lines before the ellipsis. nil for one line.
    public var maxLines: Int?
    /// How wide the text itself is (for one line, `frame.width`; a paragraph's widest line).
    package var inkWidth: Double

    package init(_ text: String, style: TextStyle, frame: Rect, maxLines: Int? = nil, inkWidth: Double? = nil) {
        self.text = text
        self.style = style
        self.frame = frame
        self.maxLines = maxLines
        self.inkWidth = inkWidth ?? frame.width
    }

    /// The run moved by `offset`.
    public func offset(by offset: Point) -> TextRun {
        var moved = self
        moved.frame.origin = Point(x: frame.minX + offset.x, y: frame.minY + offset.y)
        return moved
    }
}

extension FontLibrary {
    /// One line of `text` with its line box's top-left corner at `origin`.
    public func run(_ text: String, style: TextStyle, at origin: Point) throws(RenderError) -> TextRun {
        let text = TextOverrides.applied(to: text)
        return TextRun(text, style: style, frame: Rect(origin: origin, size: try measureLine(text, style: style)))
    }

    /// One line of `text` centred horizontally and vertically in `rect`.
    public func run(_ text: String, style: TextStyle, centeredIn rect: Rect) throws(RenderError) -> TextRun {
        let text = TextOverrides.applied(to: text)
        let size = try measureLine(text, style: style)
        return TextRun(
            text, style: style,
            frame: Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// `text` wrapped to `width`, at most `maxLines` lines (then an ellipsis), from `origin`.
    public func paragraph(_ text: String, style: TextStyle, at origin: Point, width: Double, maxLines: Int) throws(RenderError) -> TextRun {
        // measureParagraph applies the overrides itself; the run keeps the string it measured.
        let measured = try measureParagraph(text, style: style, width: width, maxLines: maxLines)
        let text = TextOverrides.applied(to: text)
        return TextRun(
            text, style: style, frame: Rect(x: origin.x, y: origin.y, width: width, height: measured.size.height), maxLines: maxLines,
            inkWidth: measured.size.width)
    }
}

extension Canvas {
    /// Draws a run where its layout placed it.
    public func draw(_ run: TextRun) throws(RenderError) {
        // A run's text already had the overrides applied when it was laid out.
        if let maxLines = run.maxLines {
            try drawParagraphText(run.text, style: run.style, in: run.frame, maxLines: maxLines)
        } else {
            try drawLine(run.text, style: run.style, at: run.frame.origin)
        }
    }
}
