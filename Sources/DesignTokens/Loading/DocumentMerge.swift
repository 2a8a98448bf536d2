/// Stage 1 of loading tokens: each source parsed and the sources merged, in order, into one document.
///
/// Takes the ``TokenSource``s one by one (``add(_:)``); gives the merged document (``root``),
/// the file that last defined each token or group path (``provenance``) and the problems found:
/// syntax errors by line and column (``JSONParser``), keys written twice, a top level that is not
/// an object. Later sources override earlier tokens; groups merge member by member.
struct DocumentMerge: TokenReporting {
    let strictness: TokenStrictness
    var diagnostics = Set<TokenDiagnostic>()
    /// The merged document.
    private(set) var root = JSONObject()
    /// The file that last defined each token or group path.
    private(set) var provenance: [TokenPath: String] = [:]
    /// Whether provenance is recorded per token and group (with one file, every token comes from
    /// it and only the root's is recorded).
    let tracksProvenance: Bool

    init(strictness: TokenStrictness, tracksProvenance: Bool = true) {
        self.strictness = strictness
        self.tracksProvenance = tracksProvenance
    }

    /// Parses `source` and merges it over what was added before.
    mutating func add(_ source: TokenSource) {
        guard let document = parse(source) else { return }
        guard let object = document.object else {
            report(
                .error, file: source.name, rule: .structure,
                "the top level must be an object of groups and tokens, found \(document.summary)")
            return
        }
        // Merged outside `self` (a member of it cannot be passed inout to its own method).
        var merged = root
        root = JSONObject()
        merge(object, into: &merged, path: TokenPath(segments: []), file: source.name)
        root = merged
    }

    private mutating func parse(_ source: TokenSource) -> JSONValue? {
        switch source.content {
        case .parsed(let value):
            return value
        case .bytes(let bytes):
            do {
                let document = try JSONParser.parse(bytes)
                for key in document.duplicateKeys {
                    report(.error, file: source.name, rule: .duplicateKey, "key \(key) occurs twice in one object (the last one is used)")
                }
                return document.value
            } catch {
                var diagnostic = TokenDiagnostic(.error, file: source.name, rule: .json, detail: "not valid JSON: \(error)")
                (diagnostic.line, diagnostic.column) = (error.line, error.column)
                diagnostics.insert(diagnostic)
                return nil
            }
        }
    }

    /// Merges `incoming` over `target`: groups merge member by member, a token replaces whatever
    /// was at its path (the whole token, not property by property). A member `target` already has
    /// keeps its place; new ones are added after the others, in `incoming`'s order. The top
    /// level's `$defs` merge definition by definition (a later file's replaces one of its name).
    mutating func merge(_ incoming: JSONObject, into target: inout JSONObject, path: TokenPath, file: String) {
        provenance[path] = file
        for (key, value) in incoming.members {
            if path.segments.isEmpty, key == "$defs", case .object(let definitions) = value, case .object(var existing)? = target[key] {
                for (name, definition) in definitions.members { existing[name] = definition }
                target[key] = .object(existing)
                continue
            }
            let childPath = key.hasPrefix("$") && key != "$root" ? path : path.appending(key)
            if case .object(let child) = value, !key.hasPrefix("$") || key == "$root", !TokenSyntax.isToken(child),
                case .object(var existing)? = target[key], !TokenSyntax.isToken(existing)
            {
                merge(child, into: &existing, path: childPath, file: file)
                target[key] = .object(existing)
            } else {
                if !key.hasPrefix("$") || key == "$root" { recordProvenance(value, path: childPath, file: file) }
                target[key] = value
            }
        }
    }

    private mutating func recordProvenance(_ value: JSONValue, path: TokenPath, file: String) {
        guard tracksProvenance else { return }
        provenance[path] = file
        guard case .object(let object) = value, !TokenSyntax.isToken(object) else { return }
        for (key, child) in object.members where !key.hasPrefix("$") || key == "$root" {
            recordProvenance(child, path: path.appending(key), file: file)
        }
    }
}
