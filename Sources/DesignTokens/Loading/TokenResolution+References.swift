/// Resolving tokens: curly aliases, `$ref` JSON pointers and cycles, once per token and mode.
extension TokenResolution {
    /// Where a value is being read: the token (for messages), its file and the mode ("" = base).
    struct Context {
        /// The token's index in ``TokenResolution/tokenList``.
        var token: Int
        /// The mode's index in ``TokenResolution/modeNames``.
        var mode: Int
        /// Whether the value read is the token's own override for `mode` (messages then say so).
        var isOverride: Bool
        var depth = 0

        func deeper() -> Context {
            var next = self
            next.depth += 1
            return next
        }
    }

    /// What a `$ref` pointer reaches.
    enum PointerTarget {
        /// The token's path and its index (nil when no token has that path).
        case token(TokenPath, index: Int?)
        case json(JSONValue)
    }

    private func suffix(_ context: Context) -> String {
        context.isOverride ? " (in mode \(modeNames[context.mode]))" : ""
    }

    mutating func fail(_ context: Context, _ rule: TokenRule, _ detail: String) {
        report(
            .error, file: tokenList[context.token].file, token: tokenList[context.token].path, rule: rule, detail + suffix(context))
    }

    mutating func warn(_ context: Context, _ rule: TokenRule, _ detail: String) {
        report(
            .warning, file: tokenList[context.token].file, token: tokenList[context.token].path, rule: rule, detail + suffix(context))
    }

    /// An error when strict, a warning when lenient.
    mutating func lenientWarning(_ context: Context, _ rule: TokenRule, _ detail: String) {
        deviation(file: tokenList[context.token].file, token: tokenList[context.token].path, rule: rule, detail + suffix(context))
    }

    mutating func legacy(_ context: Context, _ detail: String) {
        lenientWarning(context, .legacyFormat, detail)
    }

    /// The token at `index` resolved in mode `mode`, memoized; a loop back to a token still being
    /// resolved is a cycle, reported once with its chain.
    @discardableResult
    mutating func resolve(_ index: Int, mode: Int) -> Resolution {
        let current = resolution(index, mode: mode)
        switch current {
        case .done, .failed: return current
        case .inProgress:
            let start = resolving.lastIndex(of: index) ?? 0
            let chain = Array(resolving[start...]) + [index]
            for member in chain { inCycle[member] = true }
            let first = tokenList[chain[0]]
            report(
                .error, file: first.file, token: first.path, rule: .cycle,
                "reference chain loops: \(chain.map { tokenList[$0].path.dotted }.joined(separator: " → "))")
            for member in chain { record(.failed, member, mode: mode) }
            return .failed
        case .pending: break
        }
        if mode > 0, isSameAsBase(index, mode: mode) {
            record(results[index], index, mode: mode)
            return results[index]
        }
        // Resolution follows a chain by recursion: a bound on its length keeps a hostile file from
        // exhausting the stack (real chains are a handful of tokens long).
        guard resolving.count < TokenSyntax.maximumChainLength else {
            let first = tokenList[resolving[0]]
            report(
                .error, file: first.file, token: first.path, rule: .cycle,
                "reference chain is longer than \(TokenSyntax.maximumChainLength) tokens (\(first.path.dotted) → … → "
                    + "\(tokenList[index].path.dotted)): shorten it")
            for member in resolving + [index] { record(.failed, member, mode: mode) }
            return .failed
        }
        record(.inProgress, index, mode: mode)
        resolving.append(index)
        let override = mode == 0 ? nil : self.override(index, mode: mode)
        let context = Context(token: index, mode: mode, isOverride: override != nil)
        let mark = computing.count
        let outcome = evaluate(index, written: override, context, computedFrom: mark)
        computing.removeSubrange(mark...)
        resolving.removeLast()
        // A cycle found below may already have marked this token failed.
        if case .failed = resolution(index, mode: mode) { return .failed }
        record(outcome, index, mode: mode)
        return outcome
    }

    /// The token at `index` read in `context`: its own override for the mode, or its definition.
    /// The arithmetic evaluated while it is read is ``computing`` from `mark` on.
    private mutating func evaluate(_ index: Int, written override: JSONValue?, _ context: Context, computedFrom mark: Int) -> Resolution {
        let written: JSONValue
        if let override {
            written = override
        } else {
            switch tokenList[index].definition {
            case .value(let value): written = value
            case .pointer(let text): written = .object(JSONObject([("$ref", .string(text))]))
            }
        }
        if case .null = written { return .failed }
        // One step: a `$ref` to JSON is read as this token's own value, whatever it holds.
        switch follow(written, context, steps: 1) {
        case .failed:
            // A malformed or dangling reference: already reported.
            return .failed
        case .token(let targetPath, let resolved):
            // A whole-token reference: the token takes the target's type (and must match its own $type).
            let kind = resolvedValues[resolved].value.kind
            // Tokens Studio's lineHeights and letterSpacing are numbers or dimensions.
            let metricKind = tokenList[index].textMetric != nil && (kind == .number || kind == .dimension)
            if let declared = tokenList[index].declaredType, declared != kind, !metricKind {
                fail(
                    context, .referenceType,
                    "$type is \(declared.rawValue) but {\(targetPath.dotted)} is a \(resolvedValues[resolved].value.typeName)")
                return .failed
            }
            return .done(resolved)
        case .literal(let json, let at) where at.depth > context.depth:
            guard let type = tokenList[index].declaredType ?? tokenList[index].groupType else {
                fail(context, .missingType, "no $type on the token or an enclosing group, and its $ref does not name a token")
                return .failed
            }
            guard let (value, note) = literal(json, as: type, at) else { return .failed }
            return store(resolvedValue(value, written: json, note: note, computedFrom: mark, owner: index))
        case .literal:
            // A refused $type: already reported.
            if tokenList[index].typeRefused { return .failed }
            guard let type = tokenList[index].declaredType ?? tokenList[index].groupType else {
                fail(context, .missingType, "no $type on the token or any enclosing group (types are never guessed from values)")
                return .failed
            }
            guard let (value, note) = literal(written, as: type, context) else { return .failed }
            return store(resolvedValue(value, written: written, note: note, computedFrom: mark, owner: index))
        }
    }

    /// What following the references at the head of a value came to (see ``follow(_:_:aliases:steps:)``).
    enum Followed {
        /// A token, named by an alias or a `$ref`: its path and its resolved value's index in
        /// ``resolvedValues``.
        case token(TokenPath, Int)
        /// No reference (any more): the value to read as written, and the context it is read in
        /// (deeper by each `$ref` followed to reach it).
        case literal(JSONValue, Context)
        /// A malformed, dangling or looping reference, or a token that failed: already reported.
        case failed
    }

    /// The one place references are followed: `json`, a curly alias or a `{"$ref": …}` object,
    /// followed through `$ref` pointers into the document until it names a token (resolved, in the
    /// context's mode) or is no reference. With `aliases` false only `$ref` objects are followed (a
    /// string in braces is then a literal, as in a colour's components); `steps` bounds the
    /// pointers followed to JSON (a token's own `$ref` reads what it reaches as its value).
    ///
    /// References nest at most 32 deep: a deeper one is reported as a cycle.
    mutating func follow(_ json: JSONValue, _ context: Context, aliases: Bool = true, steps: Int = .max) -> Followed {
        var json = json
        var context = context
        var taken = 0
        while true {
            if !aliases, json.object.flatMap(TokenSyntax.referenceMember(of:)) == nil { return .literal(json, context) }
            guard context.depth < 32 else {
                fail(context, .cycle, "references nest more than 32 deep")
                return .failed
            }
            // Arithmetic naming aliases is read as a value (and its aliases resolved) where it is evaluated.
            if isArithmetic(json) { return .literal(json, context) }
            guard let target = reference(in: json, context) else {
                return Self.looksLikeReference(json) ? .failed : .literal(json, context)
            }
            switch target {
            case .token(let path, let index):
                guard case .done(let resolved) = resolveReference(path, index: index, context) else { return .failed }
                return .token(path, resolved)
            case .json(let pointed):
                json = pointed
                context = context.deeper()
                taken += 1
                if taken == steps { return .literal(json, context) }
            }
        }
    }

    /// A token's own value, with the arithmetic evaluated while it was read (``computing`` from
    /// `mark` on); when the whole value was one expression, its result in its unit.
    private func resolvedValue(
        _ value: TokenValue, written: JSONValue, note: String?, computedFrom mark: Int, owner: Int
    ) -> ResolvedValue {
        guard mark < computing.count else { return ResolvedValue(value: value, written: written, note: note) }
        let made = computing[mark...]
        let whole = made.count == 1 && made.first?.computation.expression == written.string ? made.first?.quantity : nil
        return ResolvedValue(
            value: value, written: written, note: note, computations: made.map(\.computation), quantity: whole, owner: owner)
    }

    /// Keeps `resolved` in ``resolvedValues``: the resolution naming it.
    private mutating func store(_ resolved: ResolvedValue) -> Resolution {
        resolvedValues.append(resolved)
        return .done(resolvedValues.count - 1)
    }

    /// A token's own value read as `type`, with how a colour outside sRGB was mapped into it.
    private mutating func literal(_ json: JSONValue, as type: TokenType, _ context: Context) -> (TokenValue, String?)? {
        if let metric = tokenList[context.token].textMetric, !Self.looksLikeReference(json) || isArithmetic(json) {
            return textMetric(json, metric, context).map { ($0, nil) }
        }
        guard type == .color, !Self.looksLikeReference(json) else { return read(json, as: type, context).map { ($0, nil) } }
        guard let conversion = colorConversion(json, context) else { return nil }
        return (.color(conversion.color), conversion.gamutMapping?.description)
    }

    /// Resolves the token an alias names, reporting a dangling one and warning about a deprecated one.
    mutating func resolveReference(_ target: TokenPath, index: Int?, _ context: Context) -> Resolution {
        guard let targetIndex = index else {
            if let node = TokenSyntax.node(at: target, in: root), case .object(let object) = node, !TokenSyntax.isToken(object) {
                fail(context, .referenceTarget, "{\(target.dotted)} names a group without a $root token, not a token")
            } else {
                fail(context, .unknownReference, "{\(target.dotted)} names no token\(suggestion(for: target))")
            }
            return .failed
        }
        if context.mode == 0 {
            dependencyEdges.append(DependencyEdge(target: Int32(targetIndex), next: firstDependency[context.token]))
            firstDependency[context.token] = Int32(dependencyEdges.count - 1)
        }
        if let reason = tokenList[targetIndex].deprecated {
            warn(context, .deprecated, "aliases deprecated token \(target.dotted)\(reason.isEmpty ? "" : " (\(reason))")")
        }
        return resolve(targetIndex, mode: context.mode)
    }

    /// Where a dangling alias goes wrong: its nearest existing ancestor (not the root), found by
    /// walking the document from the root along the alias's path once.
    private func suggestion(for target: TokenPath) -> String {
        let segments = target.segments
        var current = JSONValue.object(root)
        var depth = 0
        while depth < segments.count - 1, let next = current.object?[segments[depth]] {
            current = next
            depth += 1
        }
        guard depth > 0 else { return "" }
        return " (\(segments[..<depth].joined(separator: ".")) exists; nothing below it is called \(segments[depth]))"
    }

    // MARK: Reference syntax

    /// What `value` refers to when it is a curly alias or a `{"$ref": …}` object; nil for a literal
    /// (or a malformed reference, which is reported).
    mutating func reference(in value: JSONValue, _ context: Context) -> PointerTarget? {
        if let text = value.string, TokenSyntax.isBraced(text) {
            guard let path = TokenSyntax.curlyAlias(text) else {
                fail(context, .referenceSyntax, "malformed alias \"\(text)\" (expected {group.token})")
                return nil
            }
            return .token(path, index: aliasedToken(path))
        }
        guard let object = value.object, let ref = TokenSyntax.referenceMember(of: object) else { return nil }
        guard let text = ref.string else {
            fail(context, .referenceSyntax, "$ref must be a string JSON pointer, found \(ref.summary)")
            return nil
        }
        if object.members.count > 1 {
            lenientWarning(
                context, .unknownProperty,
                "a $ref object has only $ref (found \(object.keys.filter { $0 != "$ref" }.joined(separator: ", ")))")
        }
        return pointerTarget(text, context)
    }

    /// The index of the token a curly alias of `path` names: the token at `path`, or, when `path` is
    /// a group with a `$root` token, that token (`{g}` reads as `{g.$root}`). Nil when neither is a
    /// token. A hashed lookup or two, never a scan.
    func aliasedToken(_ path: TokenPath) -> Int? {
        if let index = tokenIndex[path] { return index }
        // A token's path never ends in a group's name, so only a miss can be a group.
        return tokenIndex[path.appending("$root")]
    }

    /// Follows `#/json/pointer`: to a token (the whole token), into a token's `$value` (the
    /// resolved value's JSON, navigated), or to any other location of the document.
    mutating func pointerTarget(_ text: String, _ context: Context) -> PointerTarget? {
        guard text.hasPrefix("#"), let pointer = JSONPointer(text) else {
            fail(context, .referenceSyntax, "$ref \"\(text)\" is not a same-document JSON pointer (#/group/token/$value/…)")
            return nil
        }
        let segments = pointer.segments
        // A token's path never holds a `$` name other than `$root` (those are properties), so
        // only the prefixes before the first such name can name a token, and none longer than
        // every token's path (each prefix tried is hashed, so a long pointer costs no more).
        let beforeProperty = segments.firstIndex { $0.hasPrefix("$") && $0 != "$root" } ?? segments.count
        let longest = min(beforeProperty, longestTokenPath)
        for length in stride(from: longest, through: 1, by: -1) {
            let candidate = TokenPath(segments: Array(segments[..<length]))
            guard let candidateIndex = tokenIndex[candidate] else { continue }
            let rest = segments[length...]
            if rest.isEmpty { return .token(candidate, index: candidateIndex) }
            guard rest.first == "$value" else {
                fail(context, .referenceTarget, "$ref \(text) points into \(candidate.dotted) outside its $value")
                return nil
            }
            if rest.count == 1 { return .token(candidate, index: candidateIndex) }
            guard case .done(let resolved) = resolveReference(candidate, index: candidateIndex, context) else { return nil }
            guard let found = TokenSyntax.navigate(resolvedValues[resolved].written, Array(rest.dropFirst())) else {
                fail(
                    context, .unknownReference,
                    "$ref \(text): \(candidate.dotted)'s value has nothing at /\(rest.dropFirst().joined(separator: "/"))")
                return nil
            }
            return .json(found)
        }
        guard let found = TokenSyntax.navigate(.object(root), segments) else {
            fail(context, .unknownReference, "$ref \(text) points at nothing in the document")
            return nil
        }
        if segments.first == "$defs" {
            // A definition is any JSON; one written as a token stands for its `$value`.
            if case .object(let object) = found, let value = object["$value"] { return .json(value) }
            return .json(found)
        }
        if case .object(let object) = found, !TokenSyntax.isToken(object), object["$value"] == nil, !segments.contains("$extensions") {
            fail(context, .referenceTarget, "$ref \(text) points at a group, not a token or a value")
            return nil
        }
        return .json(found)
    }

}
