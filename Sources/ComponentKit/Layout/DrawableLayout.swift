import Rendering

/// A drawable laid out: its size, its accessibility elements and how to draw it.
///
/// Computed once per proposed width; rendering, the matrix listing and the accessibility
/// reference all read the same value, at any scale.
public struct DrawableLayout: Sendable {
    /// The size in points of the rendered image.
    package var size: Size
    /// The size it occupies in a layout (its Figma frame); a slider's tooltip overflows it.
    package var frameSize: Size
    /// Its accessibility elements in focus order, in its own coordinates.
    package var accessibilityElements: [AccessibilityElement]
    /// The text it draws, in its own coordinates.
    package var textRuns: [TextRun]
    /// For a motion's strip: its frames' times and size (nil for a still image).
    package var motion: MotionSummary?
    private let paint: @Sendable (Canvas, DesignSystem) throws -> Void

    /// - Parameter paint: draws from the top-left corner, only inside `size`.
    package init(
        size: Size, frameSize: Size? = nil, accessibilityElements: [AccessibilityElement] = [], textRuns: [TextRun] = [],
        motion: MotionSummary? = nil, paint: @escaping @Sendable (Canvas, DesignSystem) throws -> Void
    ) {
        self.size = size
        self.frameSize = frameSize ?? size
        self.accessibilityElements = accessibilityElements
        self.textRuns = textRuns
        self.motion = motion
        self.paint = paint
    }

    /// Draws with the layout's top-left corner at `origin`.
    package func draw(on canvas: Canvas, at origin: Point = Point(x: 0, y: 0), system: DesignSystem) throws {
        if origin == Point(x: 0, y: 0) {
            try paint(canvas, system)
        } else {
            try canvas.translated(to: origin) { try paint(canvas, system) }
        }
    }

    /// The accessibility elements as seen from a container that places this layout at `origin`.
    package func accessibilityElements(at origin: Point) -> [AccessibilityElement] {
        accessibilityElements.map { element in
            var moved = element
            moved.frame.origin = Point(x: element.frame.minX + origin.x, y: element.frame.minY + origin.y)
            return moved
        }
    }

    /// Several layouts placed in one: each drawn at its origin, their elements in order.
    static func placing(
        _ children: [(layout: DrawableLayout, origin: Point)], size: Size, background: (@Sendable (Canvas) throws -> Void)? = nil
    )
        -> DrawableLayout
    {
        DrawableLayout(
            size: size, accessibilityElements: children.flatMap { $0.layout.accessibilityElements(at: $0.origin) },
            textRuns: children.flatMap { child in child.layout.textRuns.map { $0.offset(by: child.origin) } }
        ) { canvas, system in
            try background?(canvas)
            for child in children { try child.layout.draw(on: canvas, at: child.origin, system: system) }
        }
    }
}
