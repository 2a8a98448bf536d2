/// One problem found while loading token files: where, which rule, and what was expected.
///
/// Printed as `file: token.path: rule: detail` (the token part omitted when the problem is about
/// the file), so one line tells a designer what to fix.
package struct TokenDiagnostic: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// Whether the problem makes the file invalid.
    package enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    package var severity: Severity
    /// The file the problem is in, as given to the loader.
    package var file: String
    /// The token (or group) path, when the problem is about one.
    package var token: TokenPath?
    package var rule: TokenRule
    package var detail: String
    /// Where in the file the problem is (1-based), when the loader knows: a JSON syntax error's
    /// line and column (the detail says them too; ``TokenError/inSourceTerms(table:workingDirectory:)``
    /// puts them beside the file).
    package var line: Int? = nil
    package var column: Int? = nil

    package init(_ severity: Severity, file: String, token: TokenPath? = nil, rule: TokenRule, detail: String) {
        self.severity = severity
        self.file = file
        self.token = token
        self.rule = rule
        self.detail = detail
    }

    package var description: String {
        let place = token.map { "\(file): \($0.dotted)" } ?? file
        let prefix = severity == .warning ? "warning: " : ""
        return "\(place): \(prefix)\(rule.rawValue): \(detail)"
    }

    package static func < (lhs: TokenDiagnostic, rhs: TokenDiagnostic) -> Bool {
        (lhs.file, lhs.token?.dotted ?? "", lhs.rule, lhs.detail) < (rhs.file, rhs.token?.dotted ?? "", rhs.rule, rhs.detail)
    }
}

extension Sequence<TokenDiagnostic> {
    /// The diagnostics in the order `<` gives, each one's dotted token path built once rather
    /// than at every comparison.
    func sortedDiagnostics() -> [TokenDiagnostic] {
        map { (diagnostic: $0, token: $0.token?.dotted ?? "") }
            .sorted {
                ($0.diagnostic.file, $0.token, $0.diagnostic.rule, $0.diagnostic.detail)
                    < ($1.diagnostic.file, $1.token, $1.diagnostic.rule, $1.diagnostic.detail)
            }
            .map(\.diagnostic)
    }
}
