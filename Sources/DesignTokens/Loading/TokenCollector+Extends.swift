/// `$extends` (and a group-level `$ref`): the groups a group extends, followed to the end of
/// their chain with loops reported, merged under the group's own members (``GroupMerge``), their
/// files recorded for the members copied, and their inherited `$type` carried along.
extension TokenCollector {
    /// `group` with its `$extends` (or group-level `$ref`) chain applied: the target group's members
    /// deep-merged under the local ones, repeatedly while the target itself extends something.
    ///
    /// The chain is followed first and its groups merged once, at the end (``GroupMerge/merged(_:droppingReferences:)``),
    /// so a chain costs what its groups hold, not a merge of a growing group at every link. Should
    /// a group repeat a name (which no parsed group does), the merging goes step by step from
    /// there, as it always did: the repeat may itself be followed.
    ///
    /// A target already being copied `around` this group is a loop too: following it would copy
    /// the target into itself without end.
    ///
    /// Returns the group, and the groups whose members it took (with their paths), in the order
    /// followed.
    mutating func extended(
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
                stepByStep = GroupMerge.merged(layers.reversed(), droppingReferences: true)
            }
            if let current = stepByStep {
                let next = GroupMerge.deepMerge(base: baseGroup, over: current)
                stepByStep = next
                link = Self.link(of: next)
            } else {
                layers.append(baseGroup)
                link = Self.link(of: baseGroup)
            }
        }
        return (stepByStep ?? GroupMerge.merged(layers.reversed(), droppingReferences: true), bases)
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
}
