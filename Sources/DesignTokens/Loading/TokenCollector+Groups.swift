/// Walking the merged document group by group: each group's `$`-properties (the type, text
/// metric and deprecation its members inherit), its members' names, and its members in turn,
/// tokens collected (``collectToken(_:path:file:groupType:textMetric:deprecated:)``) and groups
/// walked, with the group's `$extends` chain applied first (``extended(_:path:file:around:)``).
extension TokenCollector {
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
    mutating func store(_ token: RawToken) -> Int {
        if let index = tokenIndex.updateValue(tokenList.count, forKey: token.path) {
            tokenIndex[token.path] = index
            tokenList[index] = token
            return index
        }
        tokenList.append(token)
        longestTokenPath = max(longestTokenPath, token.path.segments.count)
        return tokenList.count - 1
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
}
