/// Resolving tokens: curly aliases, `$ref` JSON pointers and cycles, once per token and mode.
extension TokenLoader {
    /// Where a value is being read: the token (for messages), its file and the mode ("" = base).
    struct Context {
        var path: TokenPath
        var file: String
        var mode: String
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
        case token(TokenPath)
        case json(JSONValue)
    }

    func fail(_ context: Context, _ rule: TokenRule, _ detail: String) {
        let suffix = context.isOverride ? " (in mode \(context.mode))" : ""
        report(.error, file: context.file, token: context.path, rule: rule, detail + suffix)
    }

    func warn(_ context: Context, _ rule: TokenRule, _ detail: String) {
        let suffix = context.isOverride ? " (in mode \(context.mode))" : ""
        report(.warning, file: context.file, token: context.path, rule: rule, detail + suffix)
    }

    func legacy(_ context: Context, _ detail: String) {
        let suffix = context.isOverride ? " (in mode \(context.mode))" : ""
        deviation(file: context.file, token: context.path, rule: .legacyFormat, detail + suffix)
    }

    // MARK: The table

    func resolveAll() -> TokenTable {
        var modeNames = Set<String>()
        for token in tokens.values { modeNames.formUnion(token.modes.map(\.name)) }
        let modes = modeNames.sorted()
        var result: [TokenPath: ResolvedToken] = [:]
        result.reserveCapacity(tokens.count)
        for path in order {
            guard let token = tokens[path], case .done(let base, let written, let note) = resolve(path, mode: "") else { continue }
            var overrides: [String: TokenValue] = [:]
            for mode in modes {
                guard case .done(let value, _, _) = resolve(path, mode: mode), value != base else { continue }
                overrides[mode] = value
            }
            var resolvedToken = ResolvedToken(
                path: path, value: base, description: token.description, modes: overrides, decorative: token.decorative)
            resolvedToken.file = token.file
            resolvedToken.written = written
            resolvedToken.deprecated = token.deprecated
            resolvedToken.conversionNote = note
            result[path] = resolvedToken
        }
        return TokenTable(source: fallbackFile, tokens: result, modes: modes)
    }

    /// The token at `path` resolved in `mode`, memoized; a loop back to a token still being
    /// resolved is a cycle, reported once with its chain.
    @discardableResult
    func resolve(_ path: TokenPath, mode: String) -> Resolution {
        switch resolved[mode]?[path] {
        case .done(let value, let written, let note)?: return .done(value: value, written: written, note: note)
        case .failed?: return .failed
        case .inProgress?:
            let start = resolving.lastIndex(of: path) ?? 0
            let chain = Array(resolving[start...]) + [path]
            report(
                .error, file: file(of: chain[0]), token: chain[0], rule: .cycle,
                "reference chain loops: \(chain.map(\.dotted).joined(separator: " → "))")
            for member in chain { resolved[mode, default: [:]][member] = .failed }
            return .failed
        case nil: break
        }
        guard let token = tokens[path] else { return .failed }
        resolved[mode, default: [:]][path] = .inProgress
        resolving.append(path)
        let override = mode.isEmpty ? nil : token.modes.first { $0.name == mode }?.value
        let context = Context(path: path, file: token.file, mode: mode, isOverride: override != nil)
        let outcome = evaluate(token, written: override, context)
        resolving.removeLast()
        // A cycle found below may already have marked this token failed.
        if case .failed? = resolved[mode]?[path] { return .failed }
        resolved[mode, default: [:]][path] = outcome
        return outcome
    }

    private func evaluate(_ token: RawToken, written override: JSONValue?, _ context: Context) -> Resolution {
        let written: JSONValue
        if let override {
            written = override
        } else {
            switch token.definition {
            case .value(let value): written = value
            case .pointer(let text): written = .object(JSONObject([("$ref", .string(text))]))
            }
        }
        if case .null = written { return .failed }
        // A whole-token reference: the token takes the target's type (and must match its own $type).
        if let target = reference(in: written, context) {
            switch target {
            case .token(let targetPath):
                guard case .done(let value, let targetWritten, let note) = resolveReference(targetPath, context) else { return .failed }
                if let declared = token.declaredType, declared != value.kind {
                    fail(context, .referenceType, "$type is \(declared.rawValue) but {\(targetPath.dotted)} is a \(value.typeName)")
                    return .failed
                }
                return .done(value: value, written: targetWritten, note: note)
            case .json(let json):
                guard let type = token.declaredType ?? token.groupType else {
                    fail(context, .missingType, "no $type on the token or an enclosing group, and its $ref does not name a token")
                    return .failed
                }
                guard let value = read(json, as: type, context.deeper()) else { return .failed }
                return .done(value: value, written: json, note: noteFor(value, json))
            }
        }
        if referenceFailed(in: written) { return .failed }
        guard let type = token.declaredType ?? token.groupType else {
            fail(context, .missingType, "no $type on the token or any enclosing group (types are never guessed from values)")
            return .failed
        }
        guard let value = read(written, as: type, context) else { return .failed }
        return .done(value: value, written: written, note: noteFor(value, written))
    }

    /// Resolves the token an alias names, reporting a dangling one and warning about a deprecated one.
    func resolveReference(_ target: TokenPath, _ context: Context) -> Resolution {
        guard let token = tokens[target] else {
            if let node = node(at: target), case .object(let object) = node, !Self.isToken(object) {
                fail(context, .referenceTarget, "{\(target.dotted)} names a group, not a token")
            } else {
                fail(context, .unknownReference, "{\(target.dotted)} names no token\(suggestion(for: target))")
            }
            return .failed
        }
        if let reason = token.deprecated {
            warn(context, .deprecated, "aliases deprecated token \(target.dotted)\(reason.isEmpty ? "" : " (\(reason))")")
        }
        return resolve(target, mode: context.mode)
    }

    private func suggestion(for target: TokenPath) -> String {
        // The nearest existing ancestor tells a designer which part of the path is wrong.
        var segments = target.segments
        while !segments.isEmpty {
            segments.removeLast()
            if !segments.isEmpty, node(at: TokenPath(segments: segments)) != nil {
                return " (\(segments.joined(separator: ".")) exists; nothing below it is called \(target.segments[segments.count])"
                    + ")"
            }
        }
        return ""
    }

    // MARK: Reference syntax

    /// The token path of `"{a.b.c}"`, or nil when `text` is not a curly alias.
    static func curlyAlias(_ text: String) -> TokenPath? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let body = text.dropFirst().dropLast()
        guard !body.contains("{"), !body.contains("}") else { return nil }
        let path = TokenPath(dotted: String(body))
        guard !path.segments.contains(where: \.isEmpty) else { return nil }
        return path
    }

    /// True when `value` looks like a reference but is malformed (already reported by ``reference(in:_:)``).
    private func referenceFailed(in value: JSONValue) -> Bool {
        if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") { return true }
        if let object = value.object, object["$ref"] != nil { return true }
        return false
    }

    /// What `value` refers to when it is a curly alias or a `{"$ref": …}` object; nil for a literal
    /// (or a malformed reference, which is reported).
    func reference(in value: JSONValue, _ context: Context) -> PointerTarget? {
        if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            guard let path = Self.curlyAlias(text) else {
                fail(context, .referenceSyntax, "malformed alias \"\(text)\" (expected {group.token})")
                return nil
            }
            return .token(path)
        }
        guard let object = value.object, let ref = object["$ref"] else { return nil }
        guard let text = ref.string else {
            fail(context, .referenceSyntax, "$ref must be a string JSON pointer, found \(ref.summary)")
            return nil
        }
        if object.members.count > 1 {
            deviation(
                file: context.file, token: context.path, rule: .unknownProperty,
                "a $ref object has only $ref (found \(object.keys.filter { $0 != "$ref" }.joined(separator: ", ")))")
        }
        return pointerTarget(text, context)
    }

    /// Follows `#/json/pointer`: to a token (the whole token), into a token's `$value` (the
    /// resolved value's JSON, navigated), or to any other location of the document.
    func pointerTarget(_ text: String, _ context: Context) -> PointerTarget? {
        guard text.hasPrefix("#"), let pointer = JSONPointer(text) else {
            fail(context, .referenceSyntax, "$ref \"\(text)\" is not a same-document JSON pointer (#/group/token/$value/…)")
            return nil
        }
        let segments = pointer.segments
        for length in stride(from: segments.count, through: 1, by: -1) {
            let candidate = TokenPath(segments: Array(segments[..<length]))
            guard tokens[candidate] != nil else { continue }
            let rest = segments[length...]
            if rest.isEmpty { return .token(candidate) }
            guard rest.first == "$value" else {
                fail(context, .referenceTarget, "$ref \(text) points into \(candidate.dotted) outside its $value")
                return nil
            }
            if rest.count == 1 { return .token(candidate) }
            guard case .done(_, let written, _) = resolveReference(candidate, context) else { return nil }
            guard let found = Self.navigate(written, Array(rest.dropFirst())) else {
                fail(context, .unknownReference, "$ref \(text): \(candidate.dotted)'s value has nothing at /\(rest.dropFirst().joined(separator: "/"))")
                return nil
            }
            return .json(found)
        }
        guard let found = Self.navigate(.object(root), segments) else {
            fail(context, .unknownReference, "$ref \(text) points at nothing in the document")
            return nil
        }
        if case .object(let object) = found, !Self.isToken(object), object["$value"] == nil, !segments.contains("$extensions") {
            fail(context, .referenceTarget, "$ref \(text) points at a group, not a token or a value")
            return nil
        }
        return .json(found)
    }

    /// RFC 6901 navigation: object members by name, array elements by decimal index.
    static func navigate(_ value: JSONValue, _ segments: [String]) -> JSONValue? {
        var current = value
        for segment in segments {
            switch current {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(segment), segment == String(index), array.indices.contains(index) else { return nil }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }
}
