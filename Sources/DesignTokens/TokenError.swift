/// Why a token table could not be loaded or could not answer a lookup.
///
/// Every case names the file and, where there is one, the token path, so the message
/// alone tells a designer what to fix.
public struct TokenError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case unreadable(detail: String)
        case missingToken
        case typeMismatch(expected: String, actual: String)
        /// A validation rule failed (the first error of a load; ``TokenError/problems`` has all).
        case invalid(rule: TokenRule, detail: String)
    }

    /// The token file (path or name) the error is about.
    public var file: String
    /// The token path, when the error is about one token.
    public var token: TokenPath?
    public var reason: Reason
    /// Every problem the load found (errors and warnings), when the error comes from a load.
    public var problems: [TokenDiagnostic] = []

    public init(file: String, token: TokenPath? = nil, reason: Reason) {
        self.file = file
        self.token = token
        self.reason = reason
    }

    /// The error for a failed load: its first error, carrying all the problems.
    init(failedLoad diagnostics: [TokenDiagnostic], fallbackFile: String) {
        let first = diagnostics.first { $0.severity == .error }
        self.init(
            file: first?.file ?? fallbackFile, token: first?.token,
            reason: .invalid(rule: first?.rule ?? .structure, detail: first?.detail ?? "the token files are invalid"))
        problems = diagnostics
    }

    public var description: String {
        let place = token.map { "\(file): token '\($0)'" } ?? file
        switch reason {
        case .unreadable(let detail): return "\(place): cannot read token file (\(detail))"
        case .missingToken: return "\(place): a renderer asked for this token but the table lacks it"
        case .typeMismatch(let expected, let actual): return "\(place): expected a \(expected) token, found \(actual)"
        case .invalid(let rule, let detail):
            let more = problems.filter { $0.severity == .error }.count - 1
            let location = token.map { "\(file): \($0.dotted)" } ?? file
            return "\(location): \(rule.rawValue): \(detail)"
                + (more > 0 ? " (and \(more) more; run `snapshot tokens validate \(file)`)" : "")
        }
    }
}
