/// Everything a load found: the table when no error stopped it, and every problem, sorted.
package struct TokenLoadResult: Sendable {
    /// The resolved table; nil when any error was found.
    package var table: TokenTable?
    /// Every error and warning, sorted by file, token and rule.
    package var diagnostics: [TokenDiagnostic]
    /// The number of tokens read (valid or not).
    package var tokenCount: Int

    package var errors: [TokenDiagnostic] { diagnostics.filter { $0.severity == .error } }
    package var warnings: [TokenDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
