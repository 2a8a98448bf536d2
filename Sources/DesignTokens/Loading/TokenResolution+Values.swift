/// Reading a written value as one of the 13 types (``read(_:as:_:)``); members may be aliases
/// or `$ref`s anywhere. What every reader shares is here: following a member's reference,
/// reading a raw member or a number, and finding a composite's members by name.
///
/// The readers, one concern per file: lengths and durations (`+Quantities`), font families,
/// weights, curves and stroke styles (`+SimpleTypes`), borders, transitions, shadows and
/// gradients (`+Composites`), typography (`+Typography`), colours (`+Color`) and what Tokens
/// Studio writes (`+TokensStudio`).
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
        case .number: return numberValue(json, context).map(TokenValue.number)
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
    mutating func member<T>(_ json: JSONValue, _ type: TokenType, _ context: Context, _ extract: (TokenValue) -> T?) -> T? {
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
    ) -> CompositeMembers? {
        var found = CompositeMembers(object)
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
