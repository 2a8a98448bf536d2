/// Collecting a token: its `$value` (or `$ref`), `$type`, `$description`, `$deprecated` and
/// `$extensions` (mode overrides, a decorative reason) read into a ``RawToken``, problems
/// reported; and, read leniently, a token written without `$` (Style Dictionary 3, Tokens Studio).
extension TokenCollector {
    /// The keys of a token written without `$` (Style Dictionary 3, Tokens Studio), and the
    /// format's names for them; anything else there makes the object a group. Tokens Studio
    /// writes `$extensions` (its colour modifiers) beside `value` and `type`.
    static let unprefixedKeys = [
        "value": "$value", "type": "$type", "description": "$description", "comment": "$description", "$extensions": "$extensions",
    ]

    /// `object` as a token when it is one written without `$`: a `value` that is not itself a
    /// group or token, and only the keys such tools write. Nil otherwise.
    static func unprefixedToken(_ object: JSONObject) -> JSONObject? {
        guard let value = object["value"], object.keys.allSatisfy({ unprefixedKeys[$0] != nil }) else { return nil }
        if case .object(let inner) = value, TokenSyntax.isToken(inner) || inner["value"] != nil { return nil }
        var renamed: [(key: String, value: JSONValue)] = []
        for (key, member) in object.members {
            guard let name = unprefixedKeys[key], !renamed.contains(where: { $0.key == name }) else { continue }
            renamed.append((name, member))
        }
        return JSONObject(renamed)
    }

    /// `$deprecated` as a reason ("" for `true`), nil for `false`; reports other values.
    mutating func deprecation(_ value: JSONValue, file: String, token: TokenPath) -> String?? {
        switch value {
        case .bool(let flag): return flag ? "" : .some(nil)
        case .string(let reason): return reason
        default:
            report(.error, file: file, token: token, rule: .value, "$deprecated must be true, false or a string, found \(value.summary)")
            return nil
        }
    }
    /// Collects the token `object` at `path` into ``tokenList`` (a later definition of the same
    /// path replaces an earlier one), reading its `$`-properties; `groupType`, `textMetric` and
    /// the `deprecated` reason are what its groups give it.
    mutating func collectToken(
        _ object: JSONObject, path: TokenPath, file: String, groupType: TokenType?, textMetric: TokensStudioTextMetric?,
        deprecated inherited: String?
    ) {
        // The token is filled in where it is stored (a later definition of the same path replaces it).
        let fresh = RawToken(
            path: path, file: file, definition: .value(.null), declaredType: nil, groupType: groupType, textMetric: textMetric,
            description: nil, deprecated: inherited, modes: [], decorative: nil)
        let slot = store(fresh)
        for (key, value) in object.members {
            switch key {
            case "$value":
                tokenList[slot].definition = .value(value)
            case "$ref" where object["$value"] == nil:
                guard let text = value.string else {
                    report(
                        .error, file: file, token: path, rule: .referenceSyntax,
                        "$ref must be a string JSON pointer, found \(value.summary)")
                    continue
                }
                tokenList[slot].definition = .pointer(text)
            case "$type":
                let written = dereferenced(value, property: key, file: file, token: path)
                tokenList[slot].declaredType = written.flatMap { declaredType($0, file: file, token: path) }
                tokenList[slot].textMetric = written.flatMap(tokensStudioTextMetric)
                tokenList[slot].typeRefused = tokenList[slot].declaredType == nil
            case "$description":
                guard let written = dereferenced(value, property: key, file: file, token: path) else { continue }
                if let text = written.string {
                    tokenList[slot].description = text
                } else {
                    report(.error, file: file, token: path, rule: .value, "$description must be a string, found \(written.summary)")
                }
            case "$deprecated":
                if let reason = deprecation(value, file: file, token: path) { tokenList[slot].deprecated = reason }
            case "$extensions":
                let extensions = readExtensions(value, file: file, token: path)
                if let modes = extensions.modes { tokenList[slot].modes = modes }
                if let decorative = extensions.decorative { tokenList[slot].decorative = decorative }
            default:
                if key.hasPrefix("$") {
                    deviation(
                        file: file, token: path, rule: .unknownProperty,
                        "unknown token property \(key) (a token may have $value, $type, $description, $deprecated, $extensions)")
                } else {
                    report(
                        .error, file: file, token: path, rule: .structure,
                        "a token cannot contain '\(key)': an object with $value is a token, not a group")
                }
            }
        }
        if case .value(.null) = tokenList[slot].definition {
            report(.error, file: file, token: path, rule: .value, "$value is null")
        }
        if let reason = tokenList[slot].deprecated {
            report(
                .warning, file: file, token: path, rule: .deprecated,
                reason.isEmpty ? "this token is deprecated" : "this token is deprecated: \(reason)")
        }
    }

    /// The mode overrides and decorative reason `$extensions` gives a token (nil where it gives
    /// none or an invalid one, which is reported).
    private mutating func readExtensions(
        _ value: JSONValue, file: String, token path: TokenPath
    ) -> (modes: [(name: String, value: JSONValue)]?, decorative: String?) {
        guard let extensions = value.object else {
            report(.error, file: file, token: path, rule: .value, "$extensions must be an object, found \(value.summary)")
            return (nil, nil)
        }
        var modes: [(name: String, value: JSONValue)]? = nil
        var decorative: String? = nil
        if let written = extensions["modes"] {
            if let object = written.object {
                modes = object.members.map { (name: $0.key, value: $0.value) }
            } else {
                report(
                    .error, file: file, token: path, rule: .modes,
                    "$extensions.modes must be an object of mode names to values, found \(written.summary)")
            }
        }
        if let written = extensions["decorative"] {
            if let reason = written.string {
                decorative = reason
            } else {
                report(
                    .error, file: file, token: path, rule: .value,
                    "$extensions.decorative must be a string (why the colour is decorative)")
            }
        }
        if strictness == .lenient, let modifier = extensions["studio.tokens"]?.object?["modify"] {
            // Tokens Studio's colour modifiers (lighten, darken, mix, alpha) are its own computation.
            let kind = modifier.object?["type"]?.string.map { " (\($0))" } ?? ""
            report(
                .warning, file: file, token: path, rule: .legacyFormat,
                "Tokens Studio's colour modifier $extensions.studio.tokens.modify\(kind) is not applied: the token has its value unmodified"
            )
        }
        return (modes, decorative)
    }
}
