/// Stage 2 of loading tokens: the merged document walked group by group into a flat list of
/// token definitions, each with the `$type` its groups give it.
///
/// Takes the merged document and its provenance (``DocumentMerge``), the file to blame where
/// none is recorded and the expansion budget. ``run()`` first weighs what `$extends` would copy
/// (``budgetCopies()``), then walks the tree: validates names and `$`-properties, applies
/// `$extends` (deep merge, cycles reported with their chain), and collects every token
/// (including `$root`) as a ``RawToken``: its path, file, definition, own and inherited type,
/// deprecation and mode overrides. Gives the tokens in document order (``tokenList``, found by
/// path through ``tokenIndex``), whether `$extends` was refused, the budget left and the
/// problems found (lenient readings as warnings).
///
/// One concern per file: weighing copies (`+Copies`), walking groups (`+Groups`), following
/// `$extends` (`+Extends`, merging with ``GroupMerge``), `$ref` in `$type` and `$description`
/// (`+PropertyPointers`), reading `$type` (`+Types`) and collecting a token (`+Tokens`).
struct TokenCollector: TokenReporting {
    let strictness: TokenStrictness
    var diagnostics = Set<TokenDiagnostic>()
    /// The merged document.
    let root: JSONObject
    /// The file that last defined each token or group path (groups `$extends` copies get their
    /// source's).
    var provenance: [TokenPath: String]
    /// The file problems name where no file is recorded for a path.
    let fallbackFile: String
    /// What the load may still expand to (see ``ExpansionBudget``): copies spend it.
    var budget: ExpansionBudget
    /// Every token in document order; ``tokenIndex`` finds one by path.
    var tokenList: [RawToken] = []
    var tokenIndex: [TokenPath: Int] = [:]
    /// The most segments any token's path has: no longer path can name a token.
    var longestTokenPath = 0
    /// What each `$ref` written as a `$type` or `$description` came to, by pointer (see
    /// ``dereferenced(_:property:file:token:)``): each pointer is followed once.
    var propertyPointers: [String: PropertyPointer] = [:]

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

    init(
        strictness: TokenStrictness, root: JSONObject, provenance: [TokenPath: String], fallbackFile: String,
        budget: ExpansionBudget = ExpansionBudget()
    ) {
        self.strictness = strictness
        self.root = root
        self.provenance = provenance
        self.fallbackFile = fallbackFile
        self.budget = budget
    }

    /// Weighs the copies `$extends` would make, then walks the whole document.
    mutating func run() {
        extendsRefused = !budgetCopies()
        walkGroup(root, path: TokenPath(segments: []), groupType: nil, deprecated: nil, file: fallbackFile, isRoot: true)
    }
}
