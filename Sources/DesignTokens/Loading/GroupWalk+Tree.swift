/// Walking the merged document: names, `$`-properties, `$extends`, `$root` and group types.
extension GroupWalk {
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root", "$ref"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]

    /// Walks the group `written` at `path`: its `$`-properties, then its members (tokens are
    /// collected, groups walked in turn), with its `$extends` chain applied first.
    ///
    /// The members of a group that `$extends` another, and everything under them, are `copying`:
    /// each one walked spends a node of the expansion budget (see ``budgetCopies()``). `around`
    /// is what the groups around this one copy into it: the innermost of ``copyLinks`` (-1:
    /// none). A member that takes something from the groups this one extends is inside their
    /// copies too.
    mutating func walkGroup(
        _ written: JSONObject, path: TokenPath, groupType inherited: TokenType?, textMetric inheritedMetric: TokensStudioTextMetric? = nil,
        deprecated deprecatedByParent: String?, file parentFile: String, isRoot: Bool = false, copying: Bool = false, around: Int = -1
    ) {
        let file = recordedFile(path) ?? parentFile
        let (group, bases) = extendsRefused ? (written, []) : extended(written, path: path, file: file, around: around)
        let copies = copying || !bases.isEmpty
        var inside = around
        for base in bases {
            copyLinks.append((ExpansionRefusal.CopyLink(group: path, target: base.path), outer: inside))
            inside = copyLinks.count - 1
        }
        defer { copyLinks.removeLast(bases.count) }
        // The names the groups this one extends hold, gathered once a long chain needs them.
        var copiedNames: Set<String>? = nil
        let (groupType, textMetric, deprecated, leftOut) = readGroupProperties(
            group, path: path, file: file, isRoot: isRoot, inheriting: (inherited, inheritedMetric, deprecatedByParent))
        if leftOut {
            leaveOut(group, path: path, file: file)
            return
        }
        // Room for every member being a token, so a large group grows the index once (a
        // dictionary's capacity is a power of two, so small groups rarely resize it).
        tokenIndex.reserveCapacity(tokenIndex.count + group.members.count)
        for (key, value) in group.members where !key.hasPrefix("$") || key == "$root" {
            let childPath = path.appending(key)
            let childFile = recordedFile(childPath) ?? file
            if copies, !spendCopy(into: path, file: file, around: inside) { break }
            if key != "$root", let problem = Self.nameProblem(key) {
                report(.error, file: childFile, token: childPath, rule: .name, problem)
            }
            guard case .object(let child) = value else {
                report(
                    .error, file: childFile, token: childPath, rule: .structure,
                    "expected a group or a token object, found \(value.summary)")
                continue
            }
            if TokenSyntax.isToken(child) {
                collectToken(
                    child, path: childPath, file: childFile, groupType: groupType, textMetric: textMetric, deprecated: deprecated)
            } else if strictness == .lenient, let token = Self.unprefixedToken(child) {
                // Style Dictionary 3 and Tokens Studio write `value` and `type` without the `$`.
                report(
                    .warning, file: childFile, token: childPath, rule: .legacyFormat,
                    "value and type without $ (Style Dictionary 3, Tokens Studio): read as $value and $type")
                collectToken(
                    token, path: childPath, file: childFile, groupType: groupType, textMetric: textMetric, deprecated: deprecated)
            } else if key == "$root" {
                report(.error, file: childFile, token: childPath, rule: .structure, "$root must be a token (an object with $value)")
            } else {
                // A member that took (some of) a copy of the groups this one extends is inside it.
                walkGroup(
                    child, path: childPath, groupType: groupType, textMetric: textMetric, deprecated: deprecated, file: childFile,
                    copying: copies, around: copied(key, from: bases, names: &copiedNames) ? inside : around)
            }
        }
    }

    /// Whether one of `bases` (the groups a group extends) has a member `key`: looked up in
    /// each, or, for a long chain, in the set of their names (`names`, gathered on first use).
    private func copied(_ key: String, from bases: [(path: TokenPath, group: JSONObject)], names: inout Set<String>?) -> Bool {
        guard bases.count > 4 else { return bases.contains { $0.group.index(forKey: key) != nil } }
        if names == nil { names = Set(bases.flatMap { $0.group.members.map { $0.key } }) }
        return names?.contains(key) == true
    }

    /// Reads a group's `$`-properties, reporting problems: the type, Tokens Studio text metric and
    /// deprecation its members inherit (the enclosing group's, `inheriting`, where it has none),
    /// and whether the group is left out (read leniently, its `$type` is a tool's own).
    private mutating func readGroupProperties(
        _ group: JSONObject, path: TokenPath, file: String, isRoot: Bool,
        inheriting: (TokenType?, TokensStudioTextMetric?, String?)
    ) -> (TokenType?, TokensStudioTextMetric?, String?, leftOut: Bool) {
        var (groupType, textMetric, deprecated) = inheriting
        var leftOut = false
        for (key, value) in group.members where key.hasPrefix("$") {
            switch key {
            case "$type":
                let token = isRoot ? nil : path
                guard let written = dereferenced(value, property: key, file: file, token: token) else { continue }
                if let type = declaredType(written, file: file, token: token) {
                    groupType = type
                    textMetric = tokensStudioTextMetric(written)
                } else {
                    // A string that names no type, read leniently below the top: declaredType warned once for the group.
                    leftOut = strictness == .lenient && token != nil && written.string != nil
                }
            case "$description":
                if let written = dereferenced(value, property: key, file: file, token: path), written.string == nil {
                    report(.error, file: file, token: path, rule: .value, "$description must be a string, found \(written.summary)")
                }
            case "$deprecated":
                deprecated = deprecation(value, file: file, token: path) ?? nil
                if case .bool(false) = value { deprecated = nil }
            case "$extensions":
                if value.object == nil {
                    report(.error, file: file, token: path, rule: .value, "$extensions must be an object, found \(value.summary)")
                }
            case "$extends", "$ref", "$root":
                break
            case "$schema" where isRoot:
                break
            case "$defs" where isRoot:
                // JSON Schema's definitions: no tokens, and read only where a `$ref` reaches.
                if value.object == nil {
                    report(.error, file: file, rule: .structure, "$defs must be an object of definitions, found \(value.summary)")
                }
            default:
                deviation(
                    file: file, token: isRoot ? nil : path, rule: .unknownProperty,
                    "unknown group property \(key) (a group may have $type, $description, $deprecated, $extensions, $extends, $root)")
            }
        }
        return (groupType, textMetric, deprecated, leftOut)
    }

    /// Leaves out the members of a group whose `$type` is a tool's own, read leniently (one
    /// warning, the group's, says so): each token under it, however deep, is kept in the index
    /// as a token whose `$type` was refused, so it is left out as such a token is, and an alias
    /// to it fails as an alias to one does. Nothing under the group is read or reported.
    private mutating func leaveOut(_ group: JSONObject, path: TokenPath, file: String) {
        for (key, value) in group.members where !key.hasPrefix("$") || key == "$root" {
            guard case .object(let child) = value else { continue }
            let childPath = path.appending(key)
            let childFile = recordedFile(childPath) ?? file
            if TokenSyntax.isToken(child) || Self.unprefixedToken(child) != nil {
                _ = store(
                    RawToken(
                        path: childPath, file: childFile, definition: .value(.null), declaredType: nil, typeRefused: true, groupType: nil,
                        description: nil, deprecated: nil, modes: [], decorative: nil))
            } else {
                leaveOut(child, path: childPath, file: childFile)
            }
        }
    }

    /// Stores `token` in ``tokenList`` (replacing an earlier definition of its path), returning its slot.
    private mutating func store(_ token: RawToken) -> Int {
        if let index = tokenIndex.updateValue(tokenList.count, forKey: token.path) {
            tokenIndex[token.path] = index
            tokenList[index] = token
            return index
        }
        tokenList.append(token)
        longestTokenPath = max(longestTokenPath, token.path.segments.count)
        return tokenList.count - 1
    }

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

    /// The file recorded for `path`, if any. With one file usually only the root is recorded,
    /// so a path is then compared with it rather than hashed.
    func recordedFile(_ path: TokenPath) -> String? {
        if provenance.count == 1, let only = provenance.first { return only.key == path ? only.value : nil }
        return provenance[path]
    }

    /// Why `name` cannot name a token or group, or nil.
    static func nameProblem(_ name: String) -> String? {
        // ASCII names (nearly all) byte by byte: there characters and bytes coincide.
        var isASCII = true
        var bad: UInt8? = nil
        for byte in name.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            if bad == nil, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ".") { bad = byte }
        }
        if isASCII {
            if name.utf8.first == UInt8(ascii: "$") { return "names may not start with '$' ('\(name)')" }
            if let bad { return "names may not contain '\(Character(Unicode.Scalar(bad)))' ('\(name)')" }
            if name.isEmpty { return "names may not be empty" }
            return nil
        }
        if name.hasPrefix("$") { return "names may not start with '$' ('\(name)')" }
        if let bad = name.first(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            return "names may not contain '\(bad)' ('\(name)')"
        }
        if name.isEmpty { return "names may not be empty" }
        return nil
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

    // MARK: $ref in $type and $description

    /// What a `{"$ref": …}` written as a `$type` or `$description` comes to: the string its
    /// pointer chain lands on, or why it lands on none (a rule and a detail that names the pointer).
    enum PropertyPointer {
        case text(String)
        case problem(TokenRule, String)
    }

    /// `value` as a `$type` or `$description` (`property`) reads it: a `{"$ref": "#/…"}` is followed
    /// through the document (RFC 6901; pointer after pointer) to the string it lands on; any other
    /// value is returned as it is, for the caller to judge. A pointer that is malformed, reaches
    /// nothing or something other than a string, or loops is reported, and nil returned.
    mutating func dereferenced(_ value: JSONValue, property: String, file: String, token: TokenPath?) -> JSONValue? {
        guard let object = value.object, let ref = TokenSyntax.referenceMember(of: object) else { return value }
        guard let text = ref.string else {
            report(
                .error, file: file, token: token, rule: .referenceSyntax,
                "\(property)'s $ref must be a string JSON pointer, found \(ref.summary)")
            return nil
        }
        if object.members.count > 1 {
            deviation(
                file: file, token: token, rule: .unknownProperty,
                "a $ref object has only $ref (found \(object.keys.filter { $0 != "$ref" }.joined(separator: ", ")))")
        }
        let outcome: PropertyPointer
        if let known = propertyPointers[text] {
            outcome = known
        } else {
            let followed = followPropertyPointer(text)
            for pointer in followed.chain { propertyPointers[pointer] = followed.outcome }
            outcome = followed.outcome
        }
        switch outcome {
        case .text(let string):
            return .string(string)
        case .problem(let rule, let detail):
            report(.error, file: file, token: token, rule: rule, "\(property)'s \(detail)")
            return nil
        }
    }

    /// Follows the pointer `start`, and each `{"$ref": …}` it lands on, through the merged document;
    /// with every pointer followed (each one's outcome is the chain's).
    func followPropertyPointer(_ start: String) -> (outcome: PropertyPointer, chain: [String]) {
        var chain: [String] = []
        var seen: Set<String> = []
        var text = start
        while true {
            if let known = propertyPointers[text] { return (known, chain) }
            guard seen.insert(text).inserted else {
                return (.problem(.cycle, "$ref chain loops: \((chain + [text]).joined(separator: " → "))"), chain)
            }
            chain.append(text)
            guard chain.count <= TokenSyntax.maximumChainLength else {
                return (.problem(.cycle, "$ref chain from \(start) is longer than \(TokenSyntax.maximumChainLength) pointers"), chain)
            }
            guard text.hasPrefix("#"), let pointer = JSONPointer(text) else {
                return (.problem(.referenceSyntax, "$ref \"\(text)\" is not a same-document JSON pointer (#/group/token/$type)"), chain)
            }
            guard let found = TokenSyntax.navigate(.object(root), pointer.segments) else {
                return (.problem(.unknownReference, "$ref \(text) points at nothing in the document"), chain)
            }
            if let string = found.string { return (.text(string), chain) }
            guard let next = found.object.flatMap(TokenSyntax.referenceMember(of:))?.string else {
                return (.problem(.referenceTarget, "$ref \(text) reaches \(found.summary), not a string"), chain)
            }
            text = next
        }
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

    // MARK: $extends

    /// `group` with its `$extends` (or group-level `$ref`) chain applied: the target group's members
    /// deep-merged under the local ones, repeatedly while the target itself extends something.
    ///
    /// The chain is followed first and its groups merged once, at the end (``merged(_:droppingReferences:)``),
    /// so a chain costs what its groups hold, not a merge of a growing group at every link. Should
    /// a group repeat a name (which no parsed group does), the merging goes step by step from
    /// there, as it always did: the repeat may itself be followed.
    ///
    /// A target already being copied `around` this group is a loop too: following it would copy
    /// the target into itself without end.
    ///
    /// Returns the group, and the groups whose members it took (with their paths), in the order
    /// followed.
    private mutating func extended(
        _ group: JSONObject, path: TokenPath, file: String, around: Int
    ) -> (JSONObject, bases: [(path: TokenPath, group: JSONObject)]) {
        var link = Self.link(of: group)
        guard link != nil else { return (group, []) }
        // The groups to merge, the innermost (this one) first; or, once one repeats a name, the
        // result so far, merged step by step from then on.
        var layers = [group]
        var stepByStep: JSONObject? = group.hasRepeatedKeys ? group : nil
        var typed = group["$type"] != nil
        var chain = [path]
        var bases: [(path: TokenPath, group: JSONObject)] = []
        var visited: Set<TokenPath> = [path]
        while let reference = link {
            link = nil
            if var current = stepByStep {
                current["$extends"] = nil
                current["$ref"] = nil
                stepByStep = current
            }
            guard let target = groupReference(reference, file: file, path: path) else { break }
            if visited.contains(target) || path.segments.starts(with: target.segments) {
                report(
                    .error, file: file, token: path, rule: .cycle,
                    "$extends chain loops: \((chain + [target]).map { $0.dotted.isEmpty ? "(root)" : $0.dotted }.joined(separator: " → "))")
                break
            }
            if isCopied(target, around: around) {
                let copied = copies(around: around)
                let first = copied.firstIndex { $0.target == target } ?? 0
                let steps = copied[first...].map { "\($0.group.dotted) extends \($0.target.dotted)" }.joined(separator: ", ")
                report(
                    .error, file: file, token: path, rule: .cycle,
                    "$extends chain loops through copies: \(steps), then \(path.dotted) extends \(target.dotted) again")
                break
            }
            guard let base = TokenSyntax.node(at: target, in: root) else {
                report(.error, file: file, token: path, rule: .unknownReference, "$extends names \(target.dotted), which does not exist")
                break
            }
            guard case .object(var baseGroup) = base, !TokenSyntax.isToken(baseGroup) else {
                report(.error, file: file, token: path, rule: .referenceTarget, "$extends must name a group; \(target.dotted) is a token")
                break
            }
            chain.append(target)
            bases.append((target, baseGroup))
            visited.insert(target)
            if baseGroup["$type"] == nil, !(stepByStep.map { $0["$type"] != nil } ?? typed), let type = inheritedType(of: target) {
                baseGroup["$type"] = .string(type.rawValue)
            }
            typed = typed || baseGroup["$type"] != nil
            for (key, value) in baseGroup.members where !key.hasPrefix("$") || key == "$root" {
                copyProvenance(from: target.appending(key), to: path.appending(key), value)
            }
            if stepByStep == nil, baseGroup.hasRepeatedKeys {
                stepByStep = Self.merged(layers.reversed(), droppingReferences: true)
            }
            if let current = stepByStep {
                let next = Self.deepMerge(base: baseGroup, over: current)
                stepByStep = next
                link = Self.link(of: next)
            } else {
                layers.append(baseGroup)
                link = Self.link(of: baseGroup)
            }
        }
        return (stepByStep ?? Self.merged(layers.reversed(), droppingReferences: true), bases)
    }

    private mutating func copyProvenance(from source: TokenPath, to destination: TokenPath, _ value: JSONValue) {
        if provenance[destination] == nil { provenance[destination] = provenance[source] }
        guard case .object(let object) = value, !TokenSyntax.isToken(object) else { return }
        for (key, child) in object.members where !key.hasPrefix("$") || key == "$root" {
            copyProvenance(from: source.appending(key), to: destination.appending(key), child)
        }
    }

    /// The group path a `$extends` value names: `"{group.path}"` or a `#/json/pointer`.
    private mutating func groupReference(_ value: JSONValue, file: String, path: TokenPath) -> TokenPath? {
        let text = value.string ?? value.object?["$ref"]?.string
        guard let text else {
            report(.error, file: file, token: path, rule: .referenceSyntax, "$extends must be \"{group.path}\", found \(value.summary)")
            return nil
        }
        if let target = Self.groupPath(text) { return target }
        report(
            .error, file: file, token: path, rule: .referenceSyntax,
            "$extends must be \"{group.path}\" or \"#/json/pointer\", found \"\(text)\"")
        return nil
    }

    /// The group path `text`, a `$extends` value, names: `{group.path}` or `#/json/pointer`.
    static func groupPath(_ text: String) -> TokenPath? {
        if let alias = TokenSyntax.curlyAlias(text) { return alias }
        return JSONPointer(text).map { TokenPath(segments: $0.segments) }
    }

    /// What a group's `$extends` (or group-level `$ref`) says, if it has one.
    static func link(of group: JSONObject) -> JSONValue? {
        group["$extends"] ?? group["$ref"]
    }

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

    /// The `$type` the group at `path` inherits or declares.
    private func inheritedType(of path: TokenPath) -> TokenType? {
        var current = root
        var type: TokenType? = typeName(current["$type"]).flatMap(TokenType.init(rawValue:))
        for segment in path.segments {
            guard let next = current[segment]?.object else { break }
            current = next
            if let own = typeName(current["$type"]).flatMap(TokenType.init(rawValue:)) { type = own }
        }
        return type
    }

    /// The name a group's `$type` gives, its `$ref` followed (problems are reported where the
    /// group is walked, not here).
    private func typeName(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        guard let text = value.object.flatMap(TokenSyntax.referenceMember(of:))?.string else { return value.string }
        guard case .text(let name) = propertyPointers[text] ?? followPropertyPointer(text).outcome else { return nil }
        return name
    }

    // MARK: Tokens

    private mutating func collectToken(
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
