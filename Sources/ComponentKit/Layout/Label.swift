import Rendering

/// One line of text in a style: the words between components on a composed screen.
public struct Label: Drawable {
    package var text: String
    package var style: TextStyle

    /// A label showing `text` in `style`.
    public init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }

    /// None: a label needs no token table.
    public var componentTypes: [any Component.Type] { [] }

    /// Its advance width rounded up to whole points, and the style's line height; a screen reader
    /// reads it as static text.
    public func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let run = try system.fonts.run(text, style: style, at: .zero)
        let size = Size(width: Size.wholePoints(run.frame.width), height: run.frame.height)
        let element = AccessibilityElement(role: .text, label: text, frame: Rect(size: size))
        return DrawableLayout(size: size, accessibilityElements: [element], textRuns: [run]) { canvas, _ in
            try canvas.draw(run)
        }
    }
}
