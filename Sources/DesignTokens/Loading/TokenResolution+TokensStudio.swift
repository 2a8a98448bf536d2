/// Reading what Tokens Studio (the Figma plugin) writes where the format has its own forms: weight
/// names as Figma spells them ("SemiBold", "Bold Italic"), weights in strings ("700"), CSS
/// colours ("rgba(0, 0, 0, 0.15)"), typography's percentages of the font size ("150%", "-2%"),
/// `AUTO` line heights and members the format has not, `boxShadow` layers, `lineHeights` and
/// `letterSpacing` tokens (numbers or dimensions by their values), and numbers as it writes
/// opacities (`"30%"`, `"0.5"`). Its type names are mapped where a `$type` is read
/// (``TokenCollector/tokensStudioTypes``); its arithmetic is evaluated by ``computed(_:as:_:)``.
///
/// Each is read only with `--lenient`, with a warning naming the file and token (rule
/// `legacy-format`; `unknown-property` for typography members ignored); strict reading reports
/// them as it always did.
extension TokenResolution {
    /// The weight names of ``weightNames`` without separators ("semibold", "extrablack"): Figma
    /// and Tokens Studio write them in any case, with a space or nothing between the words.
    /// Each maps to the format's name ("semi-bold").
    static let compactWeightNames: [String: String] = Dictionary(
        weightNames.keys.map { (String($0.filter { $0 != "-" }), $0) }, uniquingKeysWith: { first, _ in first })

    /// What Tokens Studio writes as a font weight, read: a weight in a string (`"700"`), or a
    /// name in any case with spaces, hyphens or underscores between its words or none
    /// (`"SemiBold"`, `"Extra Light"`), maybe followed by a style (`"Bold Italic"`; `"Italic"`
    /// alone is the regular weight's). Nil for anything else.
    static func tokensStudioWeight(_ text: String) -> (weight: Int, name: String?, style: String?)? {
        var compact = String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
        var style: String? = nil
        for suffix in ["italic", "oblique"] where compact.hasSuffix(suffix) {
            compact.removeLast(suffix.count)
            style = suffix
        }
        if compact.isEmpty, style != nil { return (400, "regular", style) }
        if isPlainDecimal(compact), let weight = Double(compact), (1...1000).contains(weight) {
            return (Int(weight.rounded()), nil, style)
        }
        guard let name = compactWeightNames[compact], let weight = weightNames[name] else { return nil }
        return (weight, name, style)
    }

    /// `text` as a font weight when reading leniently and Tokens Studio wrote it (see
    /// ``tokensStudioWeight(_:)``), with a warning; nil otherwise.
    mutating func tokensStudioWeight(_ text: String, _ context: Context) -> Int? {
        guard strictness == .lenient, let (weight, name, style) = Self.tokensStudioWeight(text) else { return nil }
        let write = name.map { "write \(weight) or \"\($0)\"" } ?? "write \(weight)"
        if let style {
            legacy(
                context,
                "the font weight \"\(text)\" read as \(weight): the \(style) style is not part of a weight and is left out (\(write))")
        } else if name == nil {
            legacy(context, "the string \"\(text)\" as a font weight (\(write))")
        } else {
            legacy(context, "the weight name \"\(text)\" read as \(weight) (\(write))")
        }
        return weight
    }
}

// MARK: CSS colours

extension TokenResolution {
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
            guard TokenSyntax.isBraced(first), TokenSyntax.curlyAlias(first) != nil else { return nil }
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

// MARK: Typography

extension TokenResolution {
    /// The members Tokens Studio writes in a typography value that the format's has not.
    static let tokensStudioTypographyMembers: Set<String> = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    /// `object` without the members only Tokens Studio's typography has (see
    /// ``tokensStudioTypographyMembers``), with one warning naming them when there were any.
    mutating func withoutTokensStudioTypographyMembers(_ object: JSONObject, _ context: Context) -> JSONObject {
        guard object.members.contains(where: { Self.tokensStudioTypographyMembers.contains($0.key) }) else { return object }
        let extra = object.keys.filter { Self.tokensStudioTypographyMembers.contains($0) }
        lenientWarning(
            context, .unknownProperty,
            "Tokens Studio's \(extra.joined(separator: ", ")) \(extra.count == 1 ? "is not a member" : "are not members") of the format's typography: ignored"
        )
        return JSONObject(object.members.filter { !Self.tokensStudioTypographyMembers.contains($0.key) })
    }

    /// The multiple of the font size a line height of `auto` (or `normal`) is read as: about
    /// what browsers and Figma draw for common fonts.
    static let autoLineHeight = 1.2

    /// A line height as Tokens Studio writes it.
    enum TokensStudioLineHeight {
        /// A multiple of the font size: `"150%"` (1.5), `"AUTO"` (``autoLineHeight``).
        case multiple(Double)
        /// `"24"`.
        case pixels(Double)
    }

    /// `"-2%"` → -0.02: a plain decimal followed by `%`, as a share. Nil for anything else.
    static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        let digits = String(text.dropLast())
        guard isPlainDecimal(digits), let value = Double(digits), value.isFinite else { return nil }
        return value / 100
    }

    /// `text` as a line height when reading leniently and Tokens Studio wrote it (a percentage,
    /// `AUTO`, or a numeral in px), with a warning giving what it comes to (in px when the
    /// `fontSize` of a typography value is known); nil otherwise.
    mutating func tokensStudioLineHeight(_ text: String, fontSize: Double?, _ context: Context) -> TokensStudioLineHeight? {
        guard strictness == .lenient else { return nil }
        let multiple: Double
        let write: String
        if let share = Self.percentage(text) {
            multiple = share
            write = "write \(JSONWriter.number(share))"
        } else if text.lowercased() == "auto" || text.lowercased() == "normal" {
            multiple = Self.autoLineHeight
            write = "\(JSONWriter.number(Self.autoLineHeight)) is the multiple taken for \(text.lowercased()); write a number"
        } else if Self.isPlainDecimal(text), let points = Double(text), points.isFinite {
            legacy(context, "the string \"\(text)\" as a line height in px (write {\"value\": \(text), \"unit\": \"px\"})")
            return .pixels(points)
        } else {
            return nil
        }
        let number = JSONWriter.number(multiple)
        if let size = fontSize {
            legacy(
                context,
                "the line height \"\(text)\" read as \(number) × fontSize \(JSONWriter.number(size))px = \(JSONWriter.number(multiple * size))px (\(write))"
            )
        } else {
            legacy(context, "the line height \"\(text)\" read as the number \(number), a multiple of the font size (\(write))")
        }
        return .multiple(multiple)
    }
}

// MARK: lineHeights and letterSpacing tokens

extension TokenResolution {
    /// A `lineHeights` or `letterSpacing` token's own value (not an alias), read as a number or
    /// a dimension by what it is, with a warning for each of Tokens Studio's forms.
    mutating func textMetric(_ json: JSONValue, _ metric: TokensStudioTextMetric, _ context: Context) -> TokenValue? {
        if isArithmetic(json), let text = json.string {
            // A number is a multiple or a share of the font size, as the metric's own numbers are.
            guard let computed = computed(text, as: .numberOrLength, context) else { return nil }
            return computed.unit == .none ? .number(computed.amount) : .dimension(computed.amount)
        }
        switch metric {
        case .lineHeight:
            if case .string(let text) = json, let height = tokensStudioLineHeight(text, fontSize: nil, context) {
                switch height {
                case .multiple(let multiple): return .number(multiple)
                case .pixels(let points): return .dimension(points)
                }
            }
            // A number is a multiple of the font size, as in a typography value.
            if case .number = json { return number(json, context, "a line height").map(TokenValue.number) }
        case .letterSpacing:
            if case .string(let text) = json, let share = Self.percentage(text) {
                legacy(
                    context,
                    "the letter spacing \"\(text)\" read as the number \(JSONWriter.number(share)), a share of the font size (a typography value naming it multiplies it by its fontSize)"
                )
                return .number(share)
            }
        }
        return dimension(json, context).map(TokenValue.dimension)
    }
}

// MARK: boxShadow

extension TokenResolution {
    /// A Tokens Studio shadow layer's members, by position (required first).
    static let tokensStudioShadowMembers = ["x", "y", "blur", "color", "spread", "type"]

    /// A layer of Tokens Studio's `boxShadow`, `{x, y, blur, spread, color, type}`, read as the
    /// format's shadow layer with a warning: `x` and `y` are the offsets, lengths may be numerals
    /// in px (`"4"`), and `type` `innerShadow` is an inset shadow (`dropShadow`, or none, is not).
    mutating func tokensStudioShadowLayer(_ object: JSONObject, _ context: Context) -> Shadow? {
        guard
            let found = members(
                object, Self.tokensStudioShadowMembers, required: 4,
                listed: ["x", "y", "blur", "spread", "color", "type"], context, "a Tokens Studio shadow layer"),
            let offsetX = found[0].flatMap({ studioPixels($0, context) }),
            let offsetY = found[1].flatMap({ studioPixels($0, context) }),
            let blur = found[2].flatMap({ studioPixels($0, context) }),
            let color = found[3].flatMap({ colorMember($0, context) })
        else { return nil }
        let spread = found[4].map { studioPixels($0, context) } ?? 0
        guard let spread else { return nil }
        var kind = "dropShadow"
        if let written = found[5].flatMap({ raw($0, context) }) {
            guard let name = written.string, name == "dropShadow" || name == "innerShadow" else {
                fail(context, .value, "a Tokens Studio shadow's type is \"dropShadow\" or \"innerShadow\", found \(written.summary)")
                return nil
            }
            kind = name
        }
        let inset = kind == "innerShadow"
        legacy(
            context,
            "Tokens Studio's shadow {x, y, blur, spread, color, type: \(kind)} read as the format's {offsetX, offsetY, blur, spread, color, inset: \(inset)}, numerals in px"
        )
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    /// A length in a Tokens Studio shadow: a numeral in px (`"4"`, said in the layer's warning), or
    /// anything a dimension member may be (an alias included).
    private mutating func studioPixels(_ json: JSONValue, _ context: Context) -> Double? {
        if case .string(let text) = json, Self.isPlainDecimal(text), let points = Double(text), points.isFinite { return points }
        if case .number(let points) = json, points.isFinite { return points }
        return dimensionMember(json, context)
    }
}

// MARK: Numbers

extension TokenResolution {
    /// A `number` token's value or member: a JSON number; read leniently, also a percentage as
    /// Tokens Studio writes an opacity (`"30%"`: 0.3), a numeral in a string (`"0.5"`) or
    /// arithmetic (see ``computed(_:as:_:)``), each with a warning.
    mutating func numberValue(_ json: JSONValue, _ context: Context) -> Double? {
        guard strictness == .lenient, case .string(let text) = json else { return number(json, context, "a number") }
        if TokenExpression.isArithmetic(text) { return computed(text, as: .number, context)?.amount }
        if let share = Self.percentage(text) {
            legacy(
                context,
                "the percentage \"\(text)\" read as the number \(JSONWriter.number(share)), as Tokens Studio writes an opacity (write \(JSONWriter.number(share)))"
            )
            return share
        }
        if Self.isPlainDecimal(text), let value = Double(text), value.isFinite {
            legacy(context, "the string \"\(text)\" as a number (write \(text))")
            return value
        }
        return number(json, context, "a number")
    }
}
