/// Reads DTCG 2025.10 token documents into a ``TokenTable``, collecting every problem: the
/// coordinator of the stages, each a type of its own, each linear in the number of tokens.
///
/// 1. ``DocumentMerge``: parses each source (``JSONParser``), reporting syntax errors by line
///    and column, and merges them in order (later ones override earlier tokens; groups merge);
/// 2. ``TokenCollector``: weighs what `$extends` would copy, once per group, then walks the merged
///    tree: validates names and `$`-properties, applies `$extends` (deep merge, cycles reported
///    with their chain), collects tokens (including `$root`) with their group type;
/// 3. and 4. ``TokenResolution``: resolves every token, once (memoized), and in each mode the
///    tokens its overrides reach: aliases, `$ref` pointers and member references are followed
///    with cycle detection, and values are read by type.
///
/// Problems never stop the load: it reports everything it finds. The one exception is
/// expansion past the ``ExpansionBudget``: copies `$extends` would make past it are not made
/// (and nothing is resolved), and a value past it is not built.
struct TokenLoader {
    let strictness: TokenStrictness
    /// The token collection of the last run (tests read what it estimated and spent).
    private(set) var collector: TokenCollector? = nil
    /// The resolution of the last run, unless `$extends` was refused.
    private(set) var resolution: TokenResolution? = nil

    init(strictness: TokenStrictness) {
        self.strictness = strictness
    }

    /// What the last run spent of its expansion budget.
    var budget: ExpansionBudget { resolution?.budget ?? collector?.budget ?? ExpansionBudget() }
    /// What the last run's collection estimated `$extends` would copy, by group.
    var copyEstimates: [TokenPath: CopyEstimate] { collector?.copyEstimates ?? [:] }
    /// Every value the last run resolved.
    var resolvedValues: [ResolvedValue] { resolution?.resolvedValues ?? [] }

    /// Loads `sources` in order into one table.
    static func load(_ sources: [TokenSource], strictness: TokenStrictness) -> TokenLoadResult {
        var loader = TokenLoader(strictness: strictness)
        return loader.run(sources)
    }

    /// Loads `sources` in order into one table (``load(_:strictness:)`` with a fresh loader; tests
    /// keep the loader to read what the load spent).
    mutating func run(_ sources: [TokenSource]) -> TokenLoadResult {
        // One file: every token comes from it, so provenance need not be recorded per token.
        var merge = DocumentMerge(strictness: strictness, tracksProvenance: sources.count > 1)
        for source in sources { merge.add(source) }
        var collector = TokenCollector(
            strictness: strictness, root: merge.root, provenance: merge.provenance, fallbackFile: sources.last?.name ?? "tokens")
        collector.run()
        var diagnostics = merge.diagnostics.union(collector.diagnostics)
        var table: TokenTable? = nil
        // Refused copies leave groups without their members: their aliases would only add noise.
        if !collector.extendsRefused {
            var resolution = TokenResolution(collector)
            table = resolution.resolveAll()
            diagnostics.formUnion(resolution.diagnostics)
            self.resolution = resolution
        }
        self.collector = collector
        let sorted = diagnostics.sortedDiagnostics()
        let hasErrors = sorted.contains { $0.severity == .error }
        return TokenLoadResult(table: hasErrors ? nil : table, diagnostics: sorted, tokenCount: collector.tokenList.count)
    }
}
