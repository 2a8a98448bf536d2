/// Bounding what `$extends` copies: weighed once per group before the walk, spent during it.
///
/// A group that extends another gets its members, and every group among them extends what it
/// extends in turn: two groups that each extend the level below make 2ⁿ tokens from n levels of
/// a few bytes. Each copy is a token of its own (its path differs), so no sharing makes the
/// table smaller; instead, what each group of the document would hold is estimated once
/// (memoised by path, so n levels cost n steps), and a load whose copies would pass the
/// expansion budget is refused before any is made.
extension TokenCollector {
    /// The most groups copies may nest under a group that extends another.
    static let maximumCopyDepth = 512

    /// Weighs what `$extends` would copy in the whole document. Returns true when it fits in
    /// the budget; otherwise reports it at the group that would copy the most (or nest copies
    /// too deep), with the chain of `$extends` that multiplies, and returns false.
    mutating func budgetCopies() -> Bool {
        var extending: [(path: TokenPath, estimate: CopyEstimate)] = []
        var segments: [String] = []
        findExtendingGroups(root, at: &segments, into: &extending)
        let total = extending.reduce(0) { CopyEstimate.sum($0, $1.estimate.nodes) }
        let tooDeep = extending.first { $0.estimate.height > Self.maximumCopyDepth }
        guard tooDeep != nil || total > budget.remaining,
            let culprit = tooDeep ?? extending.max(by: { $0.estimate.nodes < $1.estimate.nodes })
        else { return true }
        let chain = copyChain(from: culprit.path)
        let refusal: ExpansionRefusal =
            tooDeep != nil
            ? .depth(limit: Self.maximumCopyDepth, chain: chain)
            : .copies(nodes: culprit.estimate.nodes, total: total, remaining: budget.remaining, chain: chain)
        report(.error, file: file(of: culprit.path), token: culprit.path, rule: .expansion, refusal.detail)
        return false
    }

    /// Spends a node for a member walked into the group at `path` as a copy; when the budget is
    /// spent, reports it once (`around` is what was being copied) and returns false.
    mutating func spendCopy(into path: TokenPath, file: String, around: Int) -> Bool {
        if budget.spend(1) { return true }
        if !extendsRefused {
            extendsRefused = true
            report(.error, file: file, token: path, rule: .expansion, ExpansionRefusal.copying(chain: copies(around: around)).detail)
        }
        return false
    }

    /// Whether `target` is among the groups being copied around a group (``copyLinks`` from
    /// `innermost` outwards).
    func isCopied(_ target: TokenPath, around innermost: Int) -> Bool {
        var index = innermost
        while index >= 0 {
            if copyLinks[index].link.target == target { return true }
            index = copyLinks[index].outer
        }
        return false
    }

    /// What is being copied around a group, outermost first: ``copyLinks`` from `innermost`
    /// (-1: nothing) outwards, reversed.
    func copies(around innermost: Int) -> [ExpansionRefusal.CopyLink] {
        var links: [ExpansionRefusal.CopyLink] = []
        var index = innermost
        while index >= 0 {
            links.append(copyLinks[index].link)
            index = copyLinks[index].outer
        }
        return links.reversed()
    }

    /// The groups at and under `group` (at the path `segments`) that extend another, outermost
    /// only (what they hold is in their estimates), each with its estimate. Paths are built only
    /// for those: most groups extend nothing.
    private mutating func findExtendingGroups(
        _ group: JSONObject, at segments: inout [String], into found: inout [(path: TokenPath, estimate: CopyEstimate)]
    ) {
        if Self.link(of: group) != nil {
            let path = TokenPath(segments: segments)
            found.append((path, copyEstimate(group, at: path, depth: 0)))
            return
        }
        for (key, value) in group.members where !key.hasPrefix("$") {
            guard case .object(let child) = value, isGroup(child) else { continue }
            segments.append(key)
            findExtendingGroups(child, at: &segments, into: &found)
            segments.removeLast()
        }
    }

    /// Whether a member object is walked as a group (not read as a token).
    private func isGroup(_ object: JSONObject) -> Bool {
        !TokenSyntax.isToken(object) && !(strictness == .lenient && Self.unprefixedToken(object) != nil)
    }

    /// What walking the document's `group` at `path` may produce at most: the members of the
    /// groups its `$extends` chain reaches (followed as ``walkGroup`` follows it) and of itself,
    /// each group among them estimated in turn. Memoised by path; a group met again while its
    /// own estimate is worked out is a loop (the walk refuses it) and adds nothing. Below
    /// ``maximumCopyDepth`` groups the estimate stops, unbounded.
    mutating func copyEstimate(_ group: JSONObject, at path: TokenPath, depth: Int) -> CopyEstimate {
        if let known = copyEstimates[path] { return known }
        guard depth <= Self.maximumCopyDepth else { return CopyEstimate(nodes: 0, height: ExpansionRefusal.unbounded) }
        guard estimating.insert(path).inserted else { return .zero }
        var estimate = CopyEstimate.zero
        for layer in copyLayers(group, at: path) {
            for (key, value) in layer.group.members where !key.hasPrefix("$") || key == "$root" {
                guard case .object(let child) = value else { continue }
                if !isGroup(child) {
                    estimate.addToken()
                } else if key != "$root" {
                    estimate.addGroup(copyEstimate(child, at: layer.path.appending(key), depth: depth + 1))
                }
            }
        }
        estimating.remove(path)
        copyEstimates[path] = estimate
        return estimate
    }

    /// `group` and the groups its `$extends` chain reaches, with their paths, as
    /// ``extended(_:path:file:around:)`` follows the chain (nothing is reported here).
    private func copyLayers(_ group: JSONObject, at path: TokenPath) -> [(path: TokenPath, group: JSONObject)] {
        var layers = [(path: path, group: group)]
        var visited: Set<TokenPath> = [path]
        var link = Self.link(of: group)
        while let target = link.flatMap(Self.linkTarget), !visited.contains(target), !path.segments.starts(with: target.segments),
            case .object(let base)? = TokenSyntax.node(at: target, in: root), !TokenSyntax.isToken(base)
        {
            visited.insert(target)
            layers.append((target, base))
            link = Self.link(of: base)
        }
        return layers
    }

    /// The group a `$extends` (or group-level `$ref`) value names, if it names one.
    static func linkTarget(_ reference: JSONValue) -> TokenPath? {
        (reference.string ?? reference.object?["$ref"]?.string).flatMap(groupPath)
    }

    // MARK: Saying what multiplied

    /// From the document group at `start`, each `$extends` that multiplies the copies: the group
    /// and its target, then the group under the target (or the target itself) whose `$extends`
    /// would copy the most, and so on while there is one.
    private func copyChain(from start: TokenPath) -> [ExpansionRefusal.CopyLink] {
        var chain: [ExpansionRefusal.CopyLink] = []
        var seen: Set<TokenPath> = []
        var current: TokenPath? = start
        while let path = current, chain.count < TokenSyntax.maximumChainLength, seen.insert(path).inserted,
            case .object(let group)? = TokenSyntax.node(at: path, in: root), let target = Self.link(of: group).flatMap(Self.linkTarget)
        {
            chain.append(ExpansionRefusal.CopyLink(group: path, target: target, nodes: copyEstimates[path]?.nodes))
            current = nil
            if case .object(let base)? = TokenSyntax.node(at: target, in: root) {
                var heaviest: (path: TokenPath, nodes: Int)? = nil
                heaviestExtendingGroup(base, at: target, &heaviest)
                current = heaviest?.path
            }
        }
        return chain
    }

    /// The group at or under `group` (at `path`) that extends another and would copy the most
    /// (the first of those that tie), into `heaviest`.
    private func heaviestExtendingGroup(_ group: JSONObject, at path: TokenPath, _ heaviest: inout (path: TokenPath, nodes: Int)?) {
        if Self.link(of: group) != nil {
            let nodes = copyEstimates[path]?.nodes ?? 0
            if nodes > heaviest?.nodes ?? -1 { heaviest = (path, nodes) }
        }
        for (key, value) in group.members where !key.hasPrefix("$") {
            if case .object(let child) = value, isGroup(child) { heaviestExtendingGroup(child, at: path.appending(key), &heaviest) }
        }
    }

    /// The file that defined the group at `path`, or the one around it that did.
    private func file(of path: TokenPath) -> String {
        for length in stride(from: path.segments.count, through: 0, by: -1) {
            if let file = recordedFile(TokenPath(segments: Array(path.segments.prefix(length)))) { return file }
        }
        return fallbackFile
    }
}
