import DesignTokens

/// How a run of text is set: the typography token's family, weight, size and line height, and a colour.
public struct TextStyle: Hashable, Sendable {
    public var typography: Typography
    public var color: Color

    public init(_ typography: Typography, color: Color) {
        self.typography = typography
        self.color = color
    }
}
