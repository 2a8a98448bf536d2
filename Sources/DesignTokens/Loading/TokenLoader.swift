/// Reads DTCG 2025.10 token documents into a ``TokenTable``, collecting every problem.
///
/// The stages, each linear in the number of tokens:
/// 1. parse each source (``JSONParser``), reporting syntax errors by line and column;
/// 2. merge the sources in order (later ones override earlier tokens; groups merge);
/// 3. weigh what `$extends` would copy, once per group (``budgetCopies()``), then walk the
///    merged tree: validate names and `$`-properties, apply `$extends` (deep merge, cycles
///    reported with their chain), collect tokens (including `$root`) with their group type;
/// 4. resolve every token, once (memoized), and in each mode the tokens its overrides reach
///    (``resolveModes()``): aliases, `$ref` pointers and member references are followed with
///    cycle detection, and values are read by type.
///
/// Problems never stop the walk: a load reports everything it finds. The one exception is
/// expansion past the ``ExpansionBudget``: copies `$extends` would make past it are not made
/// (and nothing is resolved), and a value past it is not built.
///
/// A struct driven through `mutating` methods: its state is accessed without the run-time
/// exclusivity checks a class's stored properties need.
struct TokenLoader {
    let strictness: TokenStrictness
    var diagnostics = Set<TokenDiagnostic>()
    /// The merged document.
    var root = JSONObject()
    /// The file that last defined each token or group path.
    var provenance: [TokenPath: String] = [:]
    /// Every token in document order; ``tokenIndex`` finds one by path.
    var tokenList: [RawToken] = []
    var tokenIndex: [TokenPath: Int] = [:]
    /// The most segments any token's path has: no longer path can name a token.
    var longestTokenPath = 0
    /// What each `$ref` written as a `$type` or `$description` came to, by pointer (see
    /// ``dereferenced(_:property:file:token:)``): each pointer is followed once.
    var propertyPointers: [String: PropertyPointer] = [:]
    var fallbackFile = ""
    var tracksProvenance = true
    /// The modes resolved: "" (the base values) first, then every mode a token overrides.
    var modeNames: [String] = [""]
    /// Base-mode resolution state by token.
    var results: [Resolution] = []
    /// Every value resolved, once: a ``Resolution/done(_:)`` names one by index, so an alias and
    /// every mode that keeps the base value share it without copying or reference counting.
    var resolvedValues: [ResolvedValue] = []
    /// The tokens being resolved, innermost last (a repeat is a cycle).
    var resolving: [Int] = []
    /// The tokens each token's base-mode resolution resolved (aliases, `$ref` targets), as
    /// linked lists in one array: ``firstDependency`` by token index starts each list.
    var dependencyEdges: [DependencyEdge] = []
    /// By token index, the head of its list in ``dependencyEdges`` (the edge recorded last; -1: none).
    var firstDependency: [Int32] = []
    /// By token index, whether the token was found in a reference cycle (in any mode).
    var inCycle: [Bool] = []
    /// What the load may still expand to (see ``ExpansionBudget``).
    var budget = ExpansionBudget()

    // MARK: Copies (see ``budgetCopies()``)

    /// By document group, what walking it may produce at most, worked out once.
    var copyEstimates: [TokenPath: CopyEstimate] = [:]
    /// The groups whose estimate is being worked out (one met again is a loop).
    var estimating: Set<TokenPath> = []
    /// Whether `$extends` was refused for the whole load (it would expand past the budget).
    var extendsRefused = false
    /// The `$extends` being followed by the groups being walked, each with the index of the one
    /// copying around it (-1: none): a stack whose entries are linked, so a group's chain of
    /// copies is shared by everything under it and going one group deeper copies nothing.
    var copyLinks: [(link: ExpansionRefusal.CopyLink, outer: Int)] = []

    // MARK: Modes (see ``resolveModes()``)

    /// Every token's overrides as mode indices, sorted, each with the position of the override in
    /// the token's ``RawToken/modes`` (the first of that name): token `t`'s are
    /// `overrideEntries[overrideStart[t]..<overrideStart[t + 1]]`.
    var overrideEntries: [(mode: Int32, position: Int32)] = []
    var overrideStart: [Int32] = []
    /// By token index, whether a token its base resolution followed (transitively), or the token
    /// itself, was in a reference cycle when the base values were resolved.
    var dependsOnCycle: [Bool] = []
    /// By token index, the last mode whose overrides reach the token: it or a token its base
    /// resolution followed (transitively) overrides that mode (0: none yet).
    var reachedInMode: [Int32] = []
    /// By token, its resolution state in the mode at hand (the modes are resolved one at a time).
    var modeState: [Resolution] = []
    /// The tokens whose ``modeState`` is set in the mode at hand (reset before the next one).
    var settledInMode: [Int32] = []
    /// Every token and mode whose value differs from the token's base value, with the value's
    /// index in ``resolvedValues``.
    var changedByModes: [(token: Int, mode: Int, value: Int)] = []

    /// The outcome of resolving one token in one mode.
    enum Resolution {
        case pending
        case inProgress
        case failed
        /// Resolved to the value at this index of ``TokenLoader/resolvedValues``.
        case done(Int)
    }

    init(strictness: TokenStrictness) {
        self.strictness = strictness
    }

    /// Loads `sources` in order into one table.
    static func load(_ sources: [TokenSource], strictness: TokenStrictness) -> TokenLoadResult {
        var loader = TokenLoader(strictness: strictness)
        return loader.run(sources)
    }

    /// Loads `sources` in order into one table (``load(_:strictness:)`` with a fresh loader; tests
    /// keep the loader to read what the load spent).
    mutating func run(_ sources: [TokenSource]) -> TokenLoadResult {
        fallbackFile = sources.last?.name ?? "tokens"
        // One file: every token comes from it, so provenance need not be recorded per token.
        tracksProvenance = sources.count > 1
        for source in sources {
            guard let document = parse(source) else { continue }
            guard let object = document.object else {
                report(
                    .error, file: source.name, rule: .structure,
                    "the top level must be an object of groups and tokens, found \(document.summary)")
                continue
            }
            // Merged outside `self` (a member of it cannot be passed inout to its own method).
            var merged = root
            root = JSONObject()
            merge(object, into: &merged, path: TokenPath(segments: []), file: source.name)
            root = merged
        }
        extendsRefused = !budgetCopies()
        walkGroup(root, path: TokenPath(segments: []), groupType: nil, deprecated: nil, file: fallbackFile, isRoot: true)
        // Refused copies leave groups without their members: their aliases would only add noise.
        let table = extendsRefused ? nil : resolveAll()
        let sorted = diagnostics.sortedDiagnostics()
        let hasErrors = sorted.contains { $0.severity == .error }
        return TokenLoadResult(table: hasErrors ? nil : table, diagnostics: sorted, tokenCount: tokenList.count)
    }

    // MARK: Reporting

    mutating func report(_ severity: TokenDiagnostic.Severity, file: String, token: TokenPath? = nil, rule: TokenRule, _ detail: String) {
        diagnostics.insert(TokenDiagnostic(severity, file: file, token: token, rule: rule, detail: detail))
    }

    /// Reports a deviation that a lenient reading accepts: an error when strict, else a warning.
    mutating func deviation(file: String, token: TokenPath?, rule: TokenRule, _ detail: String) {
        report(strictness == .strict ? .error : .warning, file: file, token: token, rule: rule, detail)
    }

    // MARK: Parsing and merging

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

    /// Whether `object` is a token rather than a group.
    static func isToken(_ object: JSONObject) -> Bool {
        if object["$value"] != nil { return true }
        // A token that is only a JSON-pointer alias: {"$ref": "#/other/token"}.
        return object["$ref"] != nil && !object.keys.contains { !$0.hasPrefix("$") }
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
            if case .object(let child) = value, !key.hasPrefix("$") || key == "$root", !Self.isToken(child),
                case .object(var existing)? = target[key], !Self.isToken(existing)
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
        guard case .object(let object) = value, !Self.isToken(object) else { return }
        for (key, child) in object.members where !key.hasPrefix("$") || key == "$root" {
            recordProvenance(child, path: path.appending(key), file: file)
        }
    }
}
