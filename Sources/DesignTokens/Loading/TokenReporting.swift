/// A stage of loading tokens that collects problems as it goes.
///
/// Each stage (``DocumentMerge``, ``TokenCollector``, ``TokenResolution``) keeps its own set of
/// diagnostics; ``TokenLoader`` joins them. A problem found twice is kept once.
protocol TokenReporting {
    /// How strictly the format is read: deviations are errors when strict, warnings when lenient.
    var strictness: TokenStrictness { get }
    /// Every problem found so far.
    var diagnostics: Set<TokenDiagnostic> { get set }
}

extension TokenReporting {
    mutating func report(_ severity: TokenDiagnostic.Severity, file: String, token: TokenPath? = nil, rule: TokenRule, _ detail: String) {
        diagnostics.insert(TokenDiagnostic(severity, file: file, token: token, rule: rule, detail: detail))
    }

    /// Reports a deviation that a lenient reading accepts: an error when strict, else a warning.
    mutating func deviation(file: String, token: TokenPath?, rule: TokenRule, _ detail: String) {
        report(strictness == .strict ? .error : .warning, file: file, token: token, rule: rule, detail)
    }
}
