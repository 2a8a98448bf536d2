/// Why a token table could not be loaded or could not answer a lookup.
///
/// Every case names the file and, where there is one, the token path, so the message
/// alone tells a designer what to fix. ``inSourceTerms(table:workingDirectory:)`` adds what only
/// the files can tell: the file a bundled copy came from, the line, and the nearest token path.
public struct TokenError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Reason: Hashable, Sendable {
        case unreadable(detail: String)
        case missingToken
        case typeMismatch(expected: String, actual: String)
        /// A validation rule failed (the first error of a load; ``TokenError/problems`` has all).
        case invalid(rule: TokenRule, detail: String)
    }

    /// The token file (path or name) the error is about.
    package var file: String
    /// The token path, when the error is about one.
    package var token: TokenPath?
    package var reason: Reason
    /// Every problem the load found (errors and warnings), when the error comes from a load.
    package var problems: [TokenDiagnostic] = []
    /// Where in ``file`` the problem is written (1-based line and column), when known: printed
    /// beside the file as `file:line:column`.
    package var line: Int? = nil
    package var column: Int? = nil
    /// For a missing token, the path the table has that is nearest the one asked for, and the
    /// line of ``file`` that writes it (when found there): "did you mean".
    package var suggestion: TokenPath? = nil
    package var suggestionLine: Int? = nil
    /// For a missing token, the component whose layout asked for it, and the variant (its name
    /// within the component) that asked first, when a design system knows them.
    package var component: String? = nil
    package var variant: String? = nil

    package init(file: String, token: TokenPath? = nil, reason: Reason) {
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
        let located = file + (line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? "")
        let place = token.map { "\(located): token '\($0)'" } ?? located
        switch reason {
        case .unreadable(let detail): return "\(place): cannot read token file (\(detail))"
        case .missingToken: return "\(place): a renderer asked for this token but the table lacks it\(askedBy)\(didYouMean)"
        case .typeMismatch(let expected, let actual): return "\(place): expected a \(expected) token, found \(actual)"
        case .invalid(let rule, let detail):
            let more = problems.filter { $0.severity == .error }.count - 1
            let location = token.map { "\(located): \($0.dotted)" } ?? located
            return "\(location): \(rule.rawValue): \(detail)"
                + (more > 0 ? " (and \(more) more; run `snapshot tokens validate \(file)`)" : "")
        }
    }

    /// ` (component Avatar, first in variant 'size-small')`, or nothing when no component is known.
    private var askedBy: String {
        guard let component else { return "" }
        return " (component \(component)" + (variant.map { ", first in variant '\($0)'" } ?? "") + ")"
    }

    /// `; did you mean `avatar.color.background` (line 17)?`, or nothing without a suggestion.
    private var didYouMean: String {
        guard let suggestion else { return "" }
        return "; did you mean `\(suggestion.dotted)`" + (suggestionLine.map { " (line \($0))" } ?? "") + "?"
    }
}
