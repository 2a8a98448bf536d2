/// Everything a load found: the table when no error stopped it, and every problem, sorted.
public struct TokenLoadResult: Sendable {
    /// The resolved table; nil when any error was found.
    public var table: TokenTable?
    /// Every error and warning, sorted by file, token and rule.
    public var diagnostics: [TokenDiagnostic]
    /// The number of tokens read (valid or not).
    public var tokenCount: Int

    public var errors: [TokenDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [TokenDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
