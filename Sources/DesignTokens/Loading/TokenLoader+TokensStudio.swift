/// Reading what Tokens Studio (the Figma plugin) writes where the format has its own forms: weight
/// names as Figma spells them ("SemiBold", "Bold Italic") and weights in strings ("700").
///
/// Each is read only with `--lenient`, with a warning (rule `legacy-format`) naming the file and
/// token; strict reading reports them as it always did.
extension TokenLoader {
    /// The weight names of ``weightNames`` without separators ("semibold", "extrablack"): Figma
    /// and Tokens Studio write them in any case, with a space or nothing between the words.
    static let compactWeightNames: [String: Int] = Dictionary(
        weightNames.map { (String($0.key.filter { $0 != "-" }), $0.value) }, uniquingKeysWith: { first, _ in first })

    /// What Tokens Studio writes as a font weight, read: a weight in a string (`"700"`), or a
    /// name in any case with spaces, hyphens or underscores between its words or none
    /// (`"SemiBold"`, `"Extra Light"`), maybe followed by a style (`"Bold Italic"`; `"Italic"`
    /// alone is the regular weight's). Nil for anything else.
    static func tokensStudioWeight(_ text: String) -> (weight: Int, style: String?)? {
        var compact = String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
        var style: String? = nil
        for suffix in ["italic", "oblique"] where compact.hasSuffix(suffix) {
            compact.removeLast(suffix.count)
            style = suffix
        }
        if compact.isEmpty, style != nil { return (400, style) }
        if isPlainDecimal(compact), let weight = Double(compact), (1...1000).contains(weight) {
            return (Int(weight.rounded()), style)
        }
        return compactWeightNames[compact].map { ($0, style) }
    }

    /// `text` as a font weight when reading leniently and Tokens Studio wrote it (see
    /// ``tokensStudioWeight(_:)``), with a warning; nil otherwise.
    mutating func tokensStudioWeight(_ text: String, _ context: Context) -> Int? {
        guard strictness == .lenient, let (weight, style) = Self.tokensStudioWeight(text) else { return nil }
        if let style {
            legacy(
                context,
                "the font weight \"\(text)\" read as \(weight): the \(style) style is not part of a weight and is left out (write \(weight))"
            )
        } else if Self.isPlainDecimal(text) {
            legacy(context, "the string \"\(text)\" as a font weight (write \(weight))")
        } else {
            legacy(context, "the weight name \"\(text)\" read as \(weight) (write \(weight), or a lower-case name such as \"semi-bold\")")
        }
        return weight
    }
}
