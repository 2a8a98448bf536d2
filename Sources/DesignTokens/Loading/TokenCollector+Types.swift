/// Reading a `$type`: one of the format's 13 types; read leniently, Tokens Studio's names for
/// them (with the text metric `lineHeights` and `letterSpacing` name), or a tool's own type,
/// which leaves the token out of the table.
extension TokenCollector {
    /// Tokens Studio's type names that are one of the format's types under another name.
    static let tokensStudioTypes: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "opacity": .number, "lineHeights": .number,
        "boxShadow": .shadow,
    ]

    static let tokensStudioTextMetrics: [String: TokensStudioTextMetric] = [
        "lineHeights": .lineHeight, "letterSpacing": .letterSpacing,
    ]

    /// The text metric a `$type` (already judged by ``declaredType(_:file:token:)``) names when
    /// reading leniently.
    func tokensStudioTextMetric(_ type: JSONValue) -> TokensStudioTextMetric? {
        guard strictness == .lenient, let name = type.string else { return nil }
        return Self.tokensStudioTextMetrics[name]
    }

    /// The validated `$type`, reporting an unknown one.
    mutating func declaredType(_ value: JSONValue, file: String, token: TokenPath?) -> TokenType? {
        guard let name = value.string else {
            report(.error, file: file, token: token, rule: .unknownType, "$type must be a string, found \(value.summary)")
            return nil
        }
        guard let type = TokenType.byName[name] else {
            if strictness == .lenient, let mapped = Self.tokensStudioTypes[name] {
                // Tokens Studio's names for the format's types.
                let reading = Self.tokensStudioTextMetrics[name]?.reading ?? mapped.rawValue
                report(
                    .warning, file: file, token: token, rule: .unknownType,
                    "'\(name)' (a Tokens Studio type) read as \(reading) (--lenient)")
                return mapped
            }
            if strictness == .lenient, let token {
                // A tool's own type (Primer's, Tokens Studio's): kept out of the table, said once.
                report(
                    .warning, file: file, token: token, rule: .unknownType,
                    "'\(name)' is not a type of the 2025.10 format: left out of the table (--lenient)")
                return nil
            }
            report(
                .error, file: file, token: token, rule: .unknownType,
                "'\(name)' is not a type of the 2025.10 format (\(TokenType.allCases.map(\.rawValue).joined(separator: ", ")))")
            return nil
        }
        return type
    }
}
