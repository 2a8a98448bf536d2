/// Reading a written value as one of the 13 types; members may be aliases or `$ref`s anywhere.
extension TokenResolution {
    /// `json` read as `type`: a curly alias or `$ref` is followed (its type must be `type`),
    /// anything else is read as a literal of `type`.
    mutating func read(_ written: JSONValue, as type: TokenType, _ outer: Context) -> TokenValue? {
        let json: JSONValue
        let context: Context
        switch follow(written, outer) {
        case .failed:
            return nil
        case .token(let path, let resolved):
            let value = resolvedValues[resolved].value
            guard value.kind == type else {
                fail(outer, .referenceType, "{\(path.dotted)} is a \(value.typeName) token; expected \(type.rawValue)")
                return nil
            }
            return value
        case .literal(let literal, let at):
            (json, context) = (literal, at)
        }
        switch type {
        case .color: return color(json, context).map(TokenValue.color)
        case .dimension: return dimension(json, context).map(TokenValue.dimension)
        case .number: return number(json, context, "a number").map(TokenValue.number)
        case .fontFamily: return fontFamily(json, context).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(json, context).map(TokenValue.fontWeight)
        case .duration: return duration(json, context).map { .duration(seconds: $0) }
        case .cubicBezier: return cubicBezier(json, context).map(TokenValue.cubicBezier)
        case .strokeStyle: return strokeStyle(json, context).map(TokenValue.strokeStyle)
        case .border: return border(json, context).map(TokenValue.border)
        case .transition: return transition(json, context).map(TokenValue.transition)
        case .shadow: return shadow(json, context).map(TokenValue.shadow)
        case .typography: return typography(json, context).map(TokenValue.typography)
        case .gradient: return gradient(json, context).map(TokenValue.gradient)
        }
    }

    /// A member read through `read`, unwrapped to its payload.
    private mutating func member<T>(_ json: JSONValue, _ type: TokenType, _ context: Context, _ extract: (TokenValue) -> T?) -> T? {
        read(json, as: type, context.deeper()).flatMap(extract)
    }

    /// A raw JSON member with `{"$ref": …}` followed (for parts that are not token types:
    /// colour components, a dimension's `value` or `unit`).
    mutating func raw(_ json: JSONValue, _ context: Context) -> JSONValue? {
        switch follow(json, context, aliases: false) {
        case .failed: return nil
        case .token(_, let resolved): return resolvedValues[resolved].written
        case .literal(let literal, _): return literal
        }
    }

    /// A finite JSON number.
    mutating func number(_ json: JSONValue, _ context: Context, _ what: String) -> Double? {
        // A plain finite number is its own raw value (the common case, read without a copy).
        if case .number(let value) = json, value.isFinite { return value }
        guard let resolved = raw(json, context) else { return nil }
        guard case .number(let value) = resolved else {
            fail(context, .value, "expected \(what), found \(resolved.summary)")
            return nil
        }
        guard value.isFinite else {
            fail(context, .nonFinite, "\(what) overflows a 64-bit float")
            return nil
        }
        return value
    }

    /// `object`'s members read in one pass: those named in `names`, by position (the first
    /// `required` of them must be there); unknown members are reported as deviations and missing
    /// ones as errors. Nil when a required member is missing.
    ///
    /// Messages list the members as `listed` when given (else `names`). A name found twice keeps
    /// its first value, as a lookup by name would.
    mutating func members(
        _ object: JSONObject, _ names: [String], required: Int, listed: [String]? = nil, _ context: Context,
        _ what: @autoclosure () -> String
    ) -> MemberValues? {
        var found = MemberValues(object)
        for index in object.members.indices {
            let key = object.members[index].key
            guard let position = names.firstIndex(of: key) else {
                lenientWarning(
                    context, .unknownProperty, "\(what()) has no member '\(key)' (members: \((listed ?? names).joined(separator: ", ")))")
                continue
            }
            if !found.contains(position) { found.record(index, at: position) }
        }
        var complete = true
        for position in 0..<required where !found.contains(position) {
            fail(context, .missingProperty, "\(what()) needs '\(names[position])'")
            complete = false
        }
        return complete ? found : nil
    }

    // MARK: Member names, by position (required first)

    static let quantityMembers = ["value", "unit"]
    static let strokeStyleMembers = ["dashArray", "lineCap"]
    static let borderMembers = ["color", "width", "style"]
    static let transitionMembers = ["duration", "delay", "timingFunction"]
    static let shadowMembers = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]
    /// letterSpacing last: it is optional in the legacy form.
    static let typographyMembers = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]
    static let typographyListing = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    static let typographyListingWithoutSpacing = ["fontFamily", "fontSize", "fontWeight", "lineHeight"]
    static let gradientStopMembers = ["color", "position"]
    static let colorMembers = ["colorSpace", "components", "alpha", "hex"]

    // MARK: Simple types

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
        guard (token.declaredType ?? token.groupType) != .typography else { return nil }
        let amount: Double
        let written: String
        switch json {
        case .object(let object) where object.members.count == 2 && object["unit"]?.string == "em":
            guard case .number(let value)? = object["value"], value.isFinite else { return nil }
            (amount, written) = (value, "\(JSONWriter.number(value))em")
        case .string(let text):
            guard let (value, _) = Self.legacyQuantity(text, units: ["em"]) else { return nil }
            (amount, written) = (value, "the string \"\(text)\"")
        default:
            return nil
        }
        let points = amount * 16
        warn(
            context, .value,
            "a dimension in em outside typography: \(written) read against the 16px root as rem (\(JSONWriter.number(points))px) (--lenient)"
        )
        return points
    }

    /// Whether `text` is digits with at most one decimal point inside them, an optional leading
    /// minus and nothing else (`"16"`, `"0.5"`, `"-2"`).
    static func isPlainDecimal(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    mutating func duration(_ json: JSONValue, _ context: Context) -> Double? {
        quantity(json, context, Self.time)
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

    mutating func fontFamily(_ json: JSONValue, _ context: Context) -> [String]? {
        switch json {
        case .string(let name) where !name.isEmpty:
            return spend(1, of: 1, .fontFamily, context) ? [name] : nil
        case .array(let elements) where !elements.isEmpty:
            // Each name counts (a `$ref` may read the same long list for many tokens).
            guard spend(elements.count, of: 1, .fontFamily, context) else { return nil }
            var names: [String] = []
            names.reserveCapacity(elements.count)
            for element in elements {
                guard let name = raw(element, context)?.string, !name.isEmpty else {
                    fail(context, .value, "a font family list holds non-empty names, found \(element.summary)")
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            fail(context, .value, "expected a font name or a non-empty list of names, found \(json.summary)")
            return nil
        }
    }

    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeight(_ json: JSONValue, _ context: Context) -> Int? {
        switch json {
        case .number(let weight) where weight.isFinite:
            guard (1...1000).contains(weight) else {
                fail(context, .value, "a font weight is in [1, 1000], found \(JSONWriter.number(weight))")
                return nil
            }
            return Int(weight.rounded())
        case .string(let name):
            guard let weight = Self.weightNames[name] else {
                // Tokens Studio's and Figma's names ("SemiBold", "Bold Italic") and "700".
                if let weight = tokensStudioWeight(name, context) { return weight }
                fail(context, .value, "\"\(name)\" is not a weight name (names are lower-case: thin … ultra-black)")
                return nil
            }
            return weight
        default:
            fail(context, .value, "expected a number in [1, 1000] or a weight name, found \(json.summary)")
            return nil
        }
    }

    mutating func cubicBezier(_ json: JSONValue, _ context: Context) -> CubicBezier? {
        guard let elements = json.array, elements.count == 4 else {
            fail(context, .value, "a cubic Bézier is an array of four numbers [P1x, P1y, P2x, P2y], found \(json.summary)")
            return nil
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(elements.count)
        for element in elements {
            // A member may alias a number token (`"{ease.x1}"`) or point at a number (`$ref`).
            let coordinate =
                Self.looksLikeReference(element)
                ? member(element, .number, context, { if case .number(let n) = $0 { n } else { nil } })
                : number(element, context, "a Bézier coordinate")
            guard let coordinate else { return nil }
            numbers.append(coordinate)
        }
        for index in [0, 2] where !(0...1).contains(numbers[index]) {
            fail(context, .value, "a cubic Bézier's x coordinates are in [0, 1], found \(JSONWriter.number(numbers[index]))")
            return nil
        }
        return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    // MARK: Composites

    mutating func strokeStyle(_ json: JSONValue, _ context: Context) -> StrokeStyle? {
        if let keyword = json.string {
            guard let style = StrokeStyle.Keyword(rawValue: keyword) else {
                fail(
                    context, .value,
                    "\"\(keyword)\" is not a stroke style (\(StrokeStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")))")
                return nil
            }
            return .keyword(style)
        }
        guard let object = json.object else {
            fail(context, .value, "expected a stroke-style keyword or {dashArray, lineCap}, found \(json.summary)")
            return nil
        }
        guard let found = members(object, Self.strokeStyleMembers, required: 2, context, "a stroke style"),
            let dashes = found[0].flatMap({ raw($0, context) })
        else { return nil }
        guard let elements = dashes.array, !elements.isEmpty else {
            fail(context, .value, "dashArray is a non-empty array of dimensions, found \(dashes.summary)")
            return nil
        }
        guard spend(elements.count, of: 1, .strokeStyle, context) else { return nil }
        var lengths: [Double] = []
        lengths.reserveCapacity(elements.count)
        for element in elements {
            guard let length = member(element, .dimension, context, { if case .dimension(let d) = $0 { d } else { nil } }) else {
                return nil
            }
            lengths.append(length)
        }
        guard let capName = found[1].flatMap({ raw($0, context) })?.string, let cap = StrokeStyle.LineCap(rawValue: capName) else {
            fail(context, .value, "lineCap is \"round\", \"butt\" or \"square\"")
            return nil
        }
        return .dashes(lengths, lineCap: cap)
    }

    mutating func border(_ json: JSONValue, _ context: Context) -> Border? {
        guard let object = json.object else {
            fail(context, .value, "a border is an object {color, width, style}, found \(json.summary)")
            return nil
        }
        guard let found = members(object, Self.borderMembers, required: 3, context, "a border"),
            let color = found[0].flatMap({ colorMember($0, context) }),
            let width = found[1].flatMap({ dimensionMember($0, context) }),
            let style = found[2].flatMap({
                member($0, .strokeStyle, context, { if case .strokeStyle(let s) = $0 { s } else { nil } })
            })
        else { return nil }
        return Border(color: color, width: width, style: style)
    }

    mutating func transition(_ json: JSONValue, _ context: Context) -> Transition? {
        guard let object = json.object else {
            fail(context, .value, "a transition is an object {duration, delay, timingFunction}, found \(json.summary)")
            return nil
        }
        let seconds: (TokenValue) -> Double? = { if case .duration(let s) = $0 { s } else { nil } }
        guard let found = members(object, Self.transitionMembers, required: 3, context, "a transition"),
            let duration = found[0].flatMap({ member($0, .duration, context, seconds) }),
            let delay = found[1].flatMap({ member($0, .duration, context, seconds) }),
            let curve = found[2].flatMap({
                member($0, .cubicBezier, context, { if case .cubicBezier(let c) = $0 { c } else { nil } })
            })
        else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    mutating func shadow(_ json: JSONValue, _ context: Context) -> [Shadow]? {
        guard let elements = json.array else {
            guard json.object != nil else {
                fail(context, .value, "a shadow is an object or an array of shadow objects, found \(json.summary)")
                return nil
            }
            guard let layer = shadowLayer(json, context), spend(1, of: ExpansionBudget.shadowLayerNodes, .shadow, context) else {
                return nil
            }
            return [layer]
        }
        var layers = SplicedList<Shadow>(capacity: elements.count)
        for element in elements {
            // A reference in the array names a shadow token; its layers take this place.
            if Self.looksLikeReference(element) {
                guard let referenced = member(element, .shadow, context, { if case .shadow(let s) = $0 { s } else { nil } }) else {
                    return nil
                }
                layers.append(contentsOf: referenced)
            } else {
                guard let layer = shadowLayer(element, context) else { return nil }
                layers.append(layer)
            }
        }
        guard layers.count > 0 else {
            fail(context, .value, "a shadow array needs at least one layer")
            return nil
        }
        // Weighed before it is built: aliases of aliases can double the layers at every level.
        guard spend(layers.count, of: ExpansionBudget.shadowLayerNodes, .shadow, context) else { return nil }
        return layers.joined()
    }

    private mutating func shadowLayer(_ json: JSONValue, _ context: Context) -> Shadow? {
        guard let object = json.object else {
            fail(context, .value, "a shadow layer is an object {color, offsetX, offsetY, blur, spread, inset?}, found \(json.summary)")
            return nil
        }
        if strictness == .lenient, object["offsetX"] == nil, object["offsetY"] == nil, object["x"] != nil || object["y"] != nil {
            // Tokens Studio's {x, y, blur, spread, color, type}.
            return tokensStudioShadowLayer(object, context)
        }
        // Style Dictionary's examples leave `spread` out: read leniently as 0.
        let spreadLeftOut = strictness == .lenient && object["spread"] == nil
        guard let found = members(object, Self.shadowMembers, required: spreadLeftOut ? 4 : 5, context, "a shadow"),
            let color = found[0].flatMap({ colorMember($0, context) }),
            let offsetX = found[1].flatMap({ dimensionMember($0, context) }),
            let offsetY = found[2].flatMap({ dimensionMember($0, context) }),
            let blur = found[3].flatMap({ dimensionMember($0, context) }),
            let spread = found[4].map({ dimensionMember($0, context) }) ?? 0
        else { return nil }
        if spreadLeftOut {
            warn(context, .missingProperty, "a shadow without 'spread' (as Style Dictionary writes it) read with spread 0 (--lenient)")
        }
        var inset = false
        if let flag = found[5].flatMap({ raw($0, context) }) {
            guard case .bool(let value) = flag else {
                fail(context, .value, "a shadow's inset is true or false, found \(flag.summary)")
                return nil
            }
            inset = value
        }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    mutating func typography(_ json: JSONValue, _ context: Context) -> Typography? {
        guard var object = json.object else {
            fail(
                context, .value,
                "a typography value is an object {fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}, found \(json.summary)")
            return nil
        }
        if strictness == .lenient { object = withoutTokensStudioTypographyMembers(object, context) }
        // Without letterSpacing (a legacy form) the other four are required, and listed.
        let hasSpacing = object["letterSpacing"] != nil
        if !hasSpacing {
            legacy(context, "typography without letterSpacing (the format requires it; 0 is assumed)")
        }
        guard
            let found = members(
                object, Self.typographyMembers, required: hasSpacing ? 5 : 4,
                listed: hasSpacing ? Self.typographyListing : Self.typographyListingWithoutSpacing, context, "a typography value"),
            let family = found[0].flatMap({
                member($0, .fontFamily, context, { if case .fontFamily(let f) = $0 { f } else { nil } })
            }),
            let size = found[1].flatMap({ dimensionMember($0, context) }),
            let weight = found[2].flatMap({
                member($0, .fontWeight, context, { if case .fontWeight(let w) = $0 { w } else { nil } })
            }),
            let lineField = found[3]
        else { return nil }
        let spacing = found[4].map {
            strictness == .lenient ? lenientLetterSpacing($0, fontSize: size, context.deeper()) : dimensionMember($0, context)
        }
        guard let spacing = spacing ?? 0 else { return nil }
        guard let lineHeight = lineHeight(lineField, fontSize: size, context.deeper()) else { return nil }
        return Typography(fontFamily: family, fontWeight: weight, fontSize: size, lineHeight: lineHeight, letterSpacing: spacing)
    }

    /// A typography value's line height in px: a number (or an alias of a number token) is a
    /// multiple of the font size, a dimension (or an alias of a dimension token) the height
    /// itself. A string such as `"24px"` is a legacy form of the dimension.
    private mutating func lineHeight(_ written: JSONValue, fontSize: Double, _ outer: Context) -> Double? {
        let json: JSONValue
        let context: Context
        switch follow(written, outer) {
        case .failed:
            return nil
        case .token(let path, let resolved):
            switch resolvedValues[resolved].value {
            case .number(let ratio): return ratio * fontSize
            case .dimension(let points): return points
            case let value:
                fail(outer, .referenceType, "{\(path.dotted)} is a \(value.typeName) token; a line height is a number or a dimension")
                return nil
            }
        case .literal(let literal, let at):
            (json, context) = (literal, at)
        }
        if case .string(let text) = json, let height = tokensStudioLineHeight(text, fontSize: fontSize, context) {
            // Tokens Studio's "150%", "AUTO" and "24".
            switch height {
            case .multiple(let multiple): return multiple * fontSize
            case .pixels(let points): return points
            }
        }
        switch json {
        case .object:
            return dimension(json, context)
        case .string(let text) where Self.legacyQuantity(text, units: Self.length.names) != nil:
            return dimension(json, context)
        default:
            return number(json, context, "a line height (a number, a multiple of fontSize, or a dimension)").map { $0 * fontSize }
        }
    }

    /// A typography value's letter spacing in px, read leniently: a dimension (or an alias of a
    /// dimension token); or, with a warning, a share of the font size written as Figma's
    /// variables export does (`{"value": -0.02, "unit": "em"}`), as Tokens Studio does
    /// (`"-2%"`), or as an alias of a number token (a Tokens Studio `letterSpacing` token in %).
    private mutating func lenientLetterSpacing(_ written: JSONValue, fontSize size: Double, _ outer: Context) -> Double? {
        let json: JSONValue
        let context: Context
        switch follow(written, outer) {
        case .failed:
            return nil
        case .token(let path, let resolved):
            switch resolvedValues[resolved].value {
            case .dimension(let points): return points
            case .number(let share):
                legacy(
                    outer,
                    "letterSpacing {\(path.dotted)} is a number: read as a share of the font size (\(JSONWriter.number(share)) × fontSize \(JSONWriter.number(size))px = \(JSONWriter.number(share * size))px)"
                )
                return share * size
            case let value:
                fail(outer, .referenceType, "{\(path.dotted)} is a \(value.typeName) token; expected dimension")
                return nil
            }
        case .literal(let literal, let at):
            (json, context) = (literal, at)
        }
        if case .object(let em) = json, em["unit"]?.string == "em", let factor = em["value"]?.number {
            // Figma's variables export writes letter spacing in em: a share of the font size.
            legacy(context, "letterSpacing in em (\(factor)em × fontSize \(size)px = \(factor * size)px)")
            return factor * size
        }
        if case .string(let text) = json, let share = Self.percentage(text) {
            legacy(
                context,
                "letterSpacing \"\(text)\" as a share of the font size (\(JSONWriter.number(share)) × fontSize \(JSONWriter.number(size))px = \(JSONWriter.number(share * size))px)"
            )
            return share * size
        }
        return dimension(json, context)
    }

    mutating func gradient(_ json: JSONValue, _ context: Context) -> Gradient? {
        guard let elements = json.array, !elements.isEmpty else {
            fail(context, .value, "a gradient is a non-empty array of {color, position} stops, found \(json.summary)")
            return nil
        }
        var stops = SplicedList<Gradient.Stop>(capacity: elements.count)
        for element in elements {
            // A reference in the array names a gradient token; its stops take this place.
            if Self.looksLikeReference(element) {
                guard let referenced = member(element, .gradient, context, { if case .gradient(let g) = $0 { g } else { nil } }) else {
                    return nil
                }
                stops.append(contentsOf: referenced.stops)
                continue
            }
            guard let object = element.object else {
                fail(context, .value, "a gradient stop is an object {color, position}, found \(element.summary)")
                return nil
            }
            guard let found = members(object, Self.gradientStopMembers, required: 2, context, "a gradient stop"),
                let color = found[0].flatMap({ colorMember($0, context) }),
                let position = found[1].flatMap({
                    member($0, .number, context, { if case .number(let n) = $0 { n } else { nil } })
                })
            else { return nil }
            if !(0...1).contains(position) {
                warn(context, .gradientPosition, "stop position \(JSONWriter.number(position)) is outside [0, 1] and is clamped")
            }
            stops.append(Gradient.Stop(color: color, position: min(max(position, 0), 1)))
        }
        // Weighed before it is built: aliases of aliases can double the stops at every level.
        guard spend(stops.count, of: ExpansionBudget.gradientStopNodes, .gradient, context) else { return nil }
        return Gradient(stops: stops.joined())
    }

    /// A curly alias or a `{"$ref": …}` object (well-formed or not).
    static func looksLikeReference(_ json: JSONValue) -> Bool {
        if let text = json.string { return TokenSyntax.isBraced(text) }
        guard let object = json.object else { return false }
        return TokenSyntax.referenceMember(of: object) != nil
    }

    mutating func colorMember(_ json: JSONValue, _ context: Context) -> Color? {
        member(json, .color, context) { if case .color(let c) = $0 { c } else { nil } }
    }

    mutating func dimensionMember(_ json: JSONValue, _ context: Context) -> Double? {
        member(json, .dimension, context) { if case .dimension(let d) = $0 { d } else { nil } }
    }
}
