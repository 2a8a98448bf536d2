/// Merging groups as `$extends` does: a group's members over the members of the groups it
/// extends, groups under the same name merged member by member, tokens replaced whole.
///
/// Pure functions of JSON (``TokenCollector/extended(_:path:file:around:)`` follows the chain
/// and reports its problems).
enum GroupMerge {
    /// `local` merged over `base`: `base`'s members first, then `local`'s new ones; a member of
    /// both takes `local`'s value, except that two groups (not tokens) under a name that is not a
    /// `$`-property merge in the same way.
    static func deepMerge(base: JSONObject, over local: JSONObject) -> JSONObject {
        var result = base
        for (key, value) in local.members {
            if case .object(let localChild) = value, !TokenSyntax.isToken(localChild), !key.hasPrefix("$"),
                case .object(let baseChild)? = result[key], !TokenSyntax.isToken(baseChild)
            {
                result[key] = .object(deepMerge(base: baseChild, over: localChild))
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// `layers` (the outermost first) merged as ``deepMerge(base:over:)`` applied from the
    /// innermost outwards gives, in one pass: each name in the order it first appears, with its
    /// innermost value, except that a group (not a token) under a name that is not a `$`-property
    /// merges in the same way with the groups outer layers hold under that name (a token in
    /// between does not stop it). With `droppingReferences`, the `$extends` and `$ref` members of
    /// the top level (followed already) are left out.
    ///
    /// Layers that repeat a name (no parsed object does) are merged step by step instead.
    static func merged(_ layers: some Collection<JSONObject>, droppingReferences: Bool = false) -> JSONObject {
        guard var result = layers.first else { return JSONObject() }
        guard !layers.contains(where: \.hasRepeatedKeys) else {
            result = layers.reversed().first ?? result
            for base in layers.reversed().dropFirst() { result = deepMerge(base: base, over: result) }
            return result
        }
        // The outermost layer as it is (a copy shares its storage), the others applied over it.
        if droppingReferences {
            result.removeValue(forKey: "$extends")
            result.removeValue(forKey: "$ref")
        }
        // By position in `result`: the groups outer layers held under its name, outermost first.
        var outerGroups: [Int: [JSONObject]] = [:]
        for layer in layers.dropFirst() {
            for (key, value) in layer.members {
                if droppingReferences, key == "$extends" || key == "$ref" { continue }
                guard let position = result.index(forKey: key) else {
                    result.updateValue(value, forKey: key)
                    continue
                }
                if let group = group(key, result.members[position].value) { outerGroups[position, default: []].append(group) }
                result.setValue(value, at: position)
            }
        }
        for (position, outer) in outerGroups {
            // Only when the innermost value is a group too.
            guard let inner = group(result.members[position].key, result.members[position].value) else { continue }
            result.setValue(.object(merged(outer + [inner])), at: position)
        }
        return result
    }

    /// `value` when it is a group (an object that is not a token) under `key`, a name that is
    /// not a `$`-property: what merges with a group under the same name.
    private static func group(_ key: String, _ value: JSONValue) -> JSONObject? {
        guard !key.hasPrefix("$"), case .object(let object) = value, !TokenSyntax.isToken(object) else { return nil }
        return object
    }
}
