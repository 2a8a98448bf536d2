/// Tokens Studio's types for a line height and a letter spacing: read leniently as a number (a
/// multiple or share of the font size, as `"150%"` or `"-2%"`) or a dimension (px, as `"24"`),
/// whichever the value is.
enum TokensStudioTextMetric: Hashable, Sendable {
    case lineHeight, letterSpacing

    /// What the type's tokens are read as, for the warning that says so.
    var reading: String {
        switch self {
        case .lineHeight: "a number (a multiple of the font size: \"150%\", \"AUTO\") or a dimension (px: \"24\") by its value"
        case .letterSpacing: "a dimension (px: \"0\", \"1px\") or a number (a share of the font size: \"-2%\") by its value"
        }
    }
}
