/// Reading what Tokens Studio (the Figma plugin) writes where the format has its own forms: weight
/// names as Figma spells them ("SemiBold", "Bold Italic"), weights in strings ("700"), and CSS
/// colours ("rgba(0, 0, 0, 0.15)").
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

// MARK: CSS colours

extension TokenLoader {
    /// A CSS `rgb()`/`rgba()` colour as Figma and Tokens Studio write it, taken apart.
    struct CSSColor {
        enum Base {
            /// Red, green and blue in 0…255.
            case channels(Double, Double, Double)
            /// Tokens Studio's `rgba(#000000, 0.5)`.
            case hex(Color)
            /// Tokens Studio's `rgba({colors.black}, 0.5)`: a colour token's, with this alpha.
            case alias(String)
        }

        var base: Base
        /// In 0…1.
        var alpha: Double
    }

    /// `rgb(r, g, b)`, `rgba(r, g, b, a)` (channels 0–255 or percentages, alpha 0–1 or a
    /// percentage; CSS's `rgb(r g b / a)` too), or Tokens Studio's `rgba(#hex, a)` and
    /// `rgba({alias}, a)`. Nil for anything else, a value out of range included.
    static func cssColor(_ text: String) -> CSSColor? {
        let lowered = text.lowercased()
        let opening = lowered.hasPrefix("rgba(") ? 5 : lowered.hasPrefix("rgb(") ? 4 : 0
        guard opening > 0, text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(opening).dropLast()
        var parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        if parts.count == 1 {
            // rgb(r g b / a)
            let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            parts = halves[0].split(separator: " ").map { $0.trimmingSpaces }
            guard parts.count == 3 else { return nil }
            if halves.count == 2 { parts.append(halves[1].trimmingSpaces) }
        }
        var alpha = 1.0
        if parts.count == 2 || parts.count == 4 {
            guard let last = parts.last, let value = cssNumber(last, percentOf: 1), (0...1).contains(value) else { return nil }
            alpha = value
        }
        switch parts.count {
        case 2:
            let first = String(parts[0])
            if let color = Color(hex: first) { return CSSColor(base: .hex(color), alpha: alpha) }
            guard isBraced(first), curlyAlias(first) != nil else { return nil }
            return CSSColor(base: .alias(first), alpha: alpha)
        case 3, 4:
            var channels: [Double] = []
            for part in parts.prefix(3) {
                guard let value = cssNumber(part, percentOf: 255), (0...255).contains(value) else { return nil }
                channels.append(value)
            }
            return CSSColor(base: .channels(channels[0], channels[1], channels[2]), alpha: alpha)
        default:
            return nil
        }
    }

    /// `"0.5"`, `".5"`, `"-2"` or, as a share of `whole`, `"50%"`. Nil for anything else.
    static func cssNumber(_ text: Substring, percentOf whole: Double) -> Double? {
        let isPercent = text.hasSuffix("%")
        let digits = isPercent ? text.dropLast() : text
        let unsigned = digits.hasPrefix("-") || digits.hasPrefix("+") ? digits.dropFirst() : digits
        guard unsigned.contains(where: \.isWholeNumber),
            unsigned.allSatisfy({ $0 == "." || ($0.isASCII && $0.isWholeNumber) }),
            unsigned.filter({ $0 == "." }).count <= 1,
            let value = Double(String(digits)), value.isFinite
        else { return nil }
        return isPercent ? value / 100 * whole : value
    }

    /// `text` as a colour when reading leniently and it is a CSS `rgb()`/`rgba()` colour (see
    /// ``cssColor(_:)``), with a warning: `.some(nil)` when it names a colour token that cannot
    /// be read (reported); nil when it is not such a colour.
    mutating func cssColor(_ text: String, _ context: Context) -> Color?? {
        guard strictness == .lenient, let css = Self.cssColor(text) else { return nil }
        var color: Color
        switch css.base {
        case .channels(let red, let green, let blue):
            color = Color(red: UInt8(red.rounded()), green: UInt8(green.rounded()), blue: UInt8(blue.rounded()))
        case .hex(let hex):
            color = hex
        case .alias(let alias):
            guard let aliased = colorMember(.string(alias), context) else { return .some(nil) }
            color = aliased
        }
        color.alpha = UInt8((css.alpha * 255).rounded())
        let components = [color.red, color.green, color.blue].map { JSONWriter.number((Double($0) / 255 * 10000).rounded() / 10000) }
        let alpha = css.alpha == 1 ? "" : ", \"alpha\": \(JSONWriter.number((css.alpha * 10000).rounded() / 10000))"
        legacy(
            context,
            "the CSS colour \"\(text)\" read as \(color.hexString) (write {\"colorSpace\": \"srgb\", \"components\": [\(components.joined(separator: ", "))]\(alpha)})"
        )
        return .some(color)
    }
}

extension Substring {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
