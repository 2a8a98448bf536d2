/// A resolved DTCG `typography` token: family fallbacks, weight, size and line height in points.
public struct Typography: Hashable, Sendable {
    /// Families in preference order, e.g. `["Proxima Soft"]`.
    public var fontFamily: [String]
    /// CSS-style weight, 1…1000 (400 regular, 600 semibold, 700 bold).
    public var fontWeight: Int
    /// Font size in points.
    public var fontSize: Double
    /// Line height in points (a DTCG number is a ratio, multiplied by `fontSize` when loaded; a
    /// dimension is the height itself).
    public var lineHeight: Double
    /// Extra space between characters in points.
    public var letterSpacing: Double

    /// A type style from its parts (sizes in points).
    public init(fontFamily: [String], fontWeight: Int, fontSize: Double, lineHeight: Double, letterSpacing: Double = 0) {
        self.fontFamily = fontFamily
        self.fontWeight = fontWeight
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}
