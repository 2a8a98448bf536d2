/// Reading lengths and durations: `{"value": n, "unit": u}` converted by its unit (a length in
/// points, a duration in seconds), and, as legacy forms, `"<n><u>"` strings, bare numbers and
/// numerals in strings; read leniently, a length in `em` outside typography against the 16 px root.
extension TokenResolution {
    /// A quantity type's units (a dimension's in points, a duration's in seconds, in the
    /// format's order) and the words its messages use, built once.
    final class QuantityKind: Sendable {
        let type: String
        let units: [(name: String, convert: @Sendable (Double) -> Double)]
        let names: [String]
        /// "a dimension", and "a dimension's value".
        let article: String
        let valueWhat: String

        init(_ type: String, units: [(name: String, convert: @Sendable (Double) -> Double)]) {
            self.type = type
            self.units = units
            names = units.map(\.name)
            article = "a \(type)"
            valueWhat = "a \(type)'s value"
        }

        func convert(_ amount: Double, unit: String?) -> Double? {
            guard let index = names.firstIndex(where: { $0 == unit }) else { return nil }
            return units[index].convert(amount)
        }
    }

    static let length = QuantityKind("dimension", units: [("px", { $0 }), ("rem", { $0 * 16 })])
    static let time = QuantityKind("duration", units: [("ms", { $0 / 1000 }), ("s", { $0 })])

    mutating func dimension(_ json: JSONValue, _ context: Context) -> Double? {
        if isArithmetic(json), let text = json.string { return computed(text, as: .length, context)?.amount }
        if case .number(let amount) = json {
            guard amount.isFinite else {
                fail(context, .nonFinite, "a dimension overflows a 64-bit float")
                return nil
            }
            legacy(
                context,
                "a bare number \(JSONWriter.number(amount)) as a dimension (write {\"value\": \(JSONWriter.number(amount)), \"unit\": \"px\"})"
            )
            return amount
        }
        if case .string(let text) = json, Self.isPlainDecimal(text), let amount = Double(text), amount.isFinite {
            // Tokens Studio writes a size as a numeral in a string: "16".
            legacy(context, "the string \"\(text)\" as a dimension (write {\"value\": \(text), \"unit\": \"px\"})")
            return amount
        }
        if strictness == .lenient, let points = emDimension(json, context) { return points }
        return quantity(json, context, Self.length)
    }

    /// A dimension in `em` outside typography (Primer's `text.codeInline.size`), read leniently:
    /// resolved against the 16 px root as `rem` is, with a warning. Nil (for the strict reading
    /// to refuse) when the value is not in `em` or the token is a typography, whose `em` is
    /// relative to its own font size.
    private mutating func emDimension(_ json: JSONValue, _ context: Context) -> Double? {
        let token = tokenList[context.token]
        guard (token.declaredType ?? token.groupType) != .typography, let amount = Self.emQuantity(json) else { return nil }
        let written = json.string.map { "the string \"\($0)\"" } ?? "\(JSONWriter.number(amount))em"
        let points = amount * Self.rootFontSize
        warn(
            context, .value,
            "a dimension in em outside typography: \(written) read against the 16px root as rem (\(JSONWriter.number(points))px) (--lenient)"
        )
        return points
    }

    /// The font size of the root, in px: what `rem` is, and what an `em` is read against where no
    /// font size of its own is known.
    static let rootFontSize = 16.0

    /// The amount of a length written in `em`: `{"value": 1.5, "unit": "em"}` (only those two
    /// members) or `"1.5em"`. Nil for anything else.
    static func emQuantity(_ json: JSONValue) -> Double? {
        switch json {
        case .object(let object) where object.members.count == 2 && object["unit"]?.string == "em":
            guard case .number(let value)? = object["value"], value.isFinite else { return nil }
            return value
        case .string(let text):
            return legacyQuantity(text, units: ["em"])?.0
        default:
            return nil
        }
    }

    /// Whether `text` is digits with at most one decimal point inside them, an optional leading
    /// minus and nothing else (`"16"`, `"0.5"`, `"-2"`).
    static func isPlainDecimal(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    mutating func duration(_ json: JSONValue, _ context: Context) -> Double? {
        if isArithmetic(json), let text = json.string { return computed(text, as: .duration, context)?.amount }
        return quantity(json, context, Self.time)
    }

    /// A `{"value": n, "unit": u}` object (or, as a legacy form, `"<n><u>"`) converted by its unit.
    private mutating func quantity(_ json: JSONValue, _ context: Context, _ kind: QuantityKind) -> Double? {
        let type = kind.type
        let names = kind.names
        func expected() -> String {
            "expected {\"value\": n, \"unit\": \(names.map { "\"\($0)\"" }.joined(separator: "|"))}, found \(json.summary)"
        }
        switch json {
        case .object(let object):
            guard let found = members(object, Self.quantityMembers, required: 2, context, kind.article),
                let amount = found[0].flatMap({ number($0, context, kind.valueWhat) }),
                let unit = found[1].flatMap({ raw($0, context) })
            else { return nil }
            guard let converted = kind.convert(amount, unit: unit.string) else {
                fail(context, .value, "a \(type)'s unit is \(names.map { "\"\($0)\"" }.joined(separator: " or ")), found \(unit.summary)")
                return nil
            }
            return converted
        case .string(let text):
            guard let (amount, unit) = Self.legacyQuantity(text, units: names),
                let converted = kind.convert(amount, unit: unit)
            else {
                fail(context, .value, expected())
                return nil
            }
            legacy(context, "the string \"\(text)\" as a \(type) (write {\"value\": \(JSONWriter.number(amount)), \"unit\": \"\(unit)\"})")
            return converted
        default:
            fail(context, .value, expected())
            return nil
        }
    }

    /// `"12.5px"` → (12.5, "px"): a plain decimal (optional sign, fraction, exponent) and one of
    /// `units`. Rejects what `Double(_:)` would also take: "nan", "inf", "0x10", and overflow.
    static func legacyQuantity(_ text: String, units: [String]) -> (Double, String)? {
        for unit in units.sorted(by: { $0.count > $1.count }) where text.hasSuffix(unit) {
            let digits = text.dropLast(unit.count)
            // The JSON number grammar: no "nan", "inf", "0x10", "+1" or "1.".
            guard let amount = (try? JSONParser.parse(Array(digits.utf8)))?.value.number, amount.isFinite else { return nil }
            return (amount, unit)
        }
        return nil
    }
}
