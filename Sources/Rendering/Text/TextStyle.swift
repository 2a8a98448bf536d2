import DesignTokens

/// How a run of text is set: the typography token's family, weight, size and line height, a
/// colour, and the paragraph direction.
public struct TextStyle: Hashable, Sendable {
    /// The font family, weight, size, line height and letter spacing.
    public var typography: Typography
    /// The text colour.
    public var color: Color
    /// Right-to-left paragraphs start at the right edge and order mixed runs from the right
    /// (numbers stay left-to-right inside them); left-to-right is the default.
    public var isRightToLeft: Bool

    /// A style of `typography` in `color`.
    public init(_ typography: Typography, color: Color, isRightToLeft: Bool = false) {
        self.typography = typography
        self.color = color
        self.isRightToLeft = isRightToLeft
    }

    /// This style with its font size and line height multiplied by `factor` (a text-size setting).
    public func scaled(by factor: Double) -> TextStyle {
        guard factor != 1 else { return self }
        var copy = self
        copy.typography.fontSize *= factor
        copy.typography.lineHeight *= factor
        return copy
    }
}
