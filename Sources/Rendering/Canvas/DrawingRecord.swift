/// What a recording canvas was asked to draw, in order, instead of pixels.
///
/// A canvas's pixels are a function of its size, its scale, its fonts and the calls drawn on it,
/// nothing else: every call's arguments are plain values (``Path``, ``Paint``, ``TextStyle``,
/// ``RGBAImage``). So two drawings with equal steps on canvases of one size give equal images at
/// every scale, and a step that differs is a drawing that may differ. Recording costs no raster:
/// the canvas behind it is one pixel, and no call reaches Cairo or Pango except a text
/// measurement the caller asks for.
///
/// ```swift
/// let canvas = try Canvas(recording: layout.size, scale: 2, fonts: fonts)
/// try layout.draw(on: canvas, system: system)
/// canvas.record?.steps   // [.fill(…), .text("9", …), …]
/// ```
package final class DrawingRecord {
    /// One call a drawing made.
    package enum Step: Hashable, Sendable {
        /// ``Canvas/fill(_:with:)``.
        case fill(Path, Paint)
        /// ``Canvas/draw(_:at:imageScale:)``.
        case image(RGBAImage, at: Point, imageScale: Double)
        /// ``Canvas/draw(_:style:at:)``.
        case text(String, TextStyle, at: Point)
        /// ``Canvas/drawParagraph(_:style:in:maxLines:)``.
        case paragraph(String, TextStyle, in: Rect, maxLines: Int)
        /// The start of ``Canvas/translated(to:_:)``'s body.
        case translate(Point)
        /// The start of ``Canvas/transformed(offset:scale:rotation:about:clip:_:)``'s body.
        case transform(offset: Point, scale: Double, rotation: Double, anchor: Point, clip: Rect?)
        /// The start of ``Canvas/withOpacity(_:_:)``'s body.
        case opacity(Double)
        /// The start of a component's drawing (``Canvas/component(_:_:)``): what its own code draws,
        /// wherever it is drawn.
        case component(String)
        /// The start of a named part of the drawing (``Canvas/part(_:_:)``).
        case part(String)
        /// The end of the innermost translation, transform, opacity, component or part group.
        case end
    }

    /// The calls in the order they were made.
    package private(set) var steps: [Step] = []

    init() {}

    func append(_ step: Step) {
        steps.append(step)
    }

    /// Records `begin`, runs `body`, then records the group's end (also when `body` throws).
    func group(_ begin: Step, _ body: () throws -> Void) rethrows {
        steps.append(begin)
        defer { steps.append(.end) }
        try body()
    }
}
