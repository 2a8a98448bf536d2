import Rendering

/// One line of text in a style: the words between components on a composed screen.
public struct Label: Drawable {
    public var text: String
    public var style: TextStyle

    public init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }

    public var componentTypes: [any Component.Type] { [] }

    /// Its advance width rounded up to whole points, and the style's line height.
    public func size(in system: DesignSystem, proposedWidth: Double?) throws -> Size {
        let measured = try system.fonts.measure(text, style: style)
        return Size(width: Size.wholePoints(measured.width), height: measured.height)
    }

    public func draw(on canvas: Canvas, in rect: Rect, system: DesignSystem) throws {
        try canvas.draw(text, style: style, at: rect.origin)
    }
}
