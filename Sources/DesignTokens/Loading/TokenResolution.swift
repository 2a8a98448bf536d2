/// Stages 3 and 4 of loading tokens: every token's references resolved and its value read as
/// its type, in the base mode and in each mode its overrides reach.
///
/// Takes the token definitions of a ``TokenCollector`` (and the merged document `$ref` pointers
/// navigate), the expansion budget left and the file the table is named after. ``resolveAll()``
/// resolves each token once (memoized): curly aliases and `$ref` pointers are followed by one
/// function (``follow(_:_:aliases:steps:)``) with cycle detection and a bound on chain length,
/// values are read by type (``read(_:as:_:)``; a member may be a reference anywhere), and values
/// that lists of aliases multiply are weighed against the budget before they are built. Then the
/// modes (``resolveModes()``). Gives the ``TokenTable`` and the problems found.
///
/// Resolving and reading are one type because they call each other: a shadow's layer may name a
/// colour token, which is resolved, and read, while the shadow is read.
///
/// A struct driven through `mutating` methods: its state is accessed without the run-time
/// exclusivity checks a class's stored properties need.
struct TokenResolution: TokenReporting {
    let strictness: TokenStrictness
    var diagnostics = Set<TokenDiagnostic>()
    /// The merged document (what `$ref` pointers navigate).
    let root: JSONObject
    /// Every token in document order; ``tokenIndex`` finds one by path.
    let tokenList: [RawToken]
    let tokenIndex: [TokenPath: Int]
    /// The most segments any token's path has: no longer path can name a token.
    let longestTokenPath: Int
    /// The file the table is named after.
    let fallbackFile: String
    /// What the load may still expand to (see ``ExpansionBudget``).
    var budget: ExpansionBudget
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
    /// The arithmetic evaluated while the tokens being resolved were read (see
    /// ``TokenResolution/computed(_:as:_:)``), innermost token's last, each with its result in its
    /// unit: a token's resolution keeps those made while it was read, and drops them.
    var computing: [(computation: TokenComputation, quantity: TokenMathQuantity)] = []

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
        /// Resolved to the value at this index of ``TokenResolution/resolvedValues``.
        case done(Int)
    }

    /// Resolution of the tokens `collector` collected, with the budget it left.
    init(_ collector: TokenCollector) {
        strictness = collector.strictness
        root = collector.root
        tokenList = collector.tokenList
        tokenIndex = collector.tokenIndex
        longestTokenPath = collector.longestTokenPath
        fallbackFile = collector.fallbackFile
        budget = collector.budget
    }
}
