/// Reading a typography value: its font family, size and weight, and its line height and
/// letter spacing, which may be relative to its font size.
///
/// Read leniently, members in `em` are read as CSS reads them: a font size against the 16 px
/// root (the size it inherits), a line height or a letter spacing against the value's own font
/// size; one warning for the value names each.
extension TokenResolution {
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
        // What was read in em, said in one warning.
        var emReadings: [String] = []
        guard
            let found = members(
                object, Self.typographyMembers, required: hasSpacing ? 5 : 4,
                listed: hasSpacing ? Self.typographyListing : Self.typographyListingWithoutSpacing, context, "a typography value"),
            let family = found[0].flatMap({
                member($0, .fontFamily, context, { if case .fontFamily(let f) = $0 { f } else { nil } })
            }),
            let size = found[1].flatMap({ fontSize($0, context, &emReadings) }),
            let weight = found[2].flatMap({
                member($0, .fontWeight, context, { if case .fontWeight(let w) = $0 { w } else { nil } })
            }),
            let lineField = found[3]
        else { return nil }
        let spacing = found[4].map {
            strictness == .lenient
                ? lenientLetterSpacing($0, fontSize: size, context.deeper(), &emReadings) : dimensionMember($0, context)
        }
        guard let spacing = spacing ?? 0 else { return nil }
        guard let lineHeight = lineHeight(lineField, fontSize: size, context.deeper(), &emReadings) else { return nil }
        if !emReadings.isEmpty { legacy(context, emReadings.joined(separator: ", ")) }
        return Typography(fontFamily: family, fontWeight: weight, fontSize: size, lineHeight: lineHeight, letterSpacing: spacing)
    }

    /// A typography value's font size in px: a dimension (or an alias of one); read leniently, a
    /// size written in `em` (`{"value": 1.25, "unit": "em"}` or `"1.25em"`) is relative to the
    /// size the text inherits, the 16 px root, and is noted in `emReadings`.
    private mutating func fontSize(_ json: JSONValue, _ context: Context, _ emReadings: inout [String]) -> Double? {
        guard strictness == .lenient, let factor = Self.emQuantity(json) else { return dimensionMember(json, context) }
        let points = factor * Self.rootFontSize
        emReadings.append(
            "fontSize in em (\(JSONWriter.number(factor))em × the \(JSONWriter.number(Self.rootFontSize))px root = \(JSONWriter.number(points))px)"
        )
        return points
    }

    /// A typography value's line height in px: a number (or an alias of a number token) is a
    /// multiple of the font size, a dimension (or an alias of a dimension token) the height
    /// itself. A string such as `"24px"` is a legacy form of the dimension. Read leniently, a
    /// height in `em` is a multiple of the font size, noted in `emReadings`.
    private mutating func lineHeight(
        _ written: JSONValue, fontSize: Double, _ outer: Context, _ emReadings: inout [String]
    ) -> Double? {
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
        if strictness == .lenient, let factor = Self.emQuantity(json) {
            emReadings.append(Self.emReading("lineHeight", factor, fontSize: fontSize))
            return factor * fontSize
        }
        if isArithmetic(json), let text = json.string {
            // A number is a multiple of the font size, a length the height.
            guard let height = computed(text, as: .numberOrLength, context) else { return nil }
            return height.unit == .none ? height.amount * fontSize : height.amount
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
    private mutating func lenientLetterSpacing(
        _ written: JSONValue, fontSize size: Double, _ outer: Context, _ emReadings: inout [String]
    ) -> Double? {
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
        if let factor = Self.emQuantity(json) {
            // Figma's variables export writes letter spacing in em: a share of the font size.
            emReadings.append(Self.emReading("letterSpacing", factor, fontSize: size))
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

    /// How a member in `em` was read against the font size, for the value's warning.
    private static func emReading(_ member: String, _ factor: Double, fontSize: Double) -> String {
        "\(member) in em (\(JSONWriter.number(factor))em × fontSize \(JSONWriter.number(fontSize))px = \(JSONWriter.number(factor * fontSize))px)"
    }
}
