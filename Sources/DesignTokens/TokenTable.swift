import Foundation

/// A design-token table loaded from one W3C Design Tokens (DTCG) JSON file.
///
/// The file is made of groups and tokens. A token is an object with `$value`; its `$type`
/// is its own or the nearest enclosing group's. A value may be an alias `{group.token}`.
/// Per-theme overrides live in `$extensions.modes` (`{"dark": "#1E2A3B"}`), so the token's
/// path stays the one the design audit gives.
///
/// Everything is resolved and validated when the table is loaded: an unknown alias, an
/// alias cycle, a bad hex or a value of the wrong shape is a ``TokenError`` naming the file
/// and the token. Lookups that name a token the table lacks throw the same error type.
///
/// ```swift
/// let table = try TokenTable(contentsOf: url)
/// let bg = try table.color("counter/color/empty/bg")               // #EEF2F9
/// let darkBg = try table.color("counter/color/empty/bg", mode: "dark")
/// ```
public struct TokenTable: Sendable {
    /// The file the table came from, as shown in error messages.
    public let source: String
    /// Every token, by path.
    public let tokens: [TokenPath: ResolvedToken]

    /// Loads and validates the table at `url`.
    public init(contentsOf url: URL) throws(TokenError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TokenError(file: url.path, reason: .unreadable(detail: error.localizedDescription))
        }
        try self.init(json: data, source: url.path)
    }

    /// Parses and validates a table from JSON bytes; `source` names it in errors.
    public init(json: Data, source: String) throws(TokenError) {
        self.source = source
        self.tokens = try TokenResolver(source: source, json: json).resolveAll()
    }

    /// Paths of every token, sorted.
    public var paths: [TokenPath] { tokens.keys.sorted() }

    /// The resolved token at `path`, or a `.missingToken` error naming this file.
    public func token(_ path: TokenPath) throws(TokenError) -> ResolvedToken {
        guard let token = tokens[path] else {
            throw TokenError(file: source, token: path, reason: .missingToken)
        }
        return token
    }

    /// The value at `path` for `mode` (nil: the base value).
    public func value(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> TokenValue {
        try token(path).value(for: mode)
    }

    public func color(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Color {
        let value = try value(path, mode: mode)
        guard case .color(let color) = value else { throw mismatch(path, "color", value) }
        return color
    }

    /// A colour or a gradient: what a background token may hold.
    public func fill(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Fill {
        switch try value(path, mode: mode) {
        case .color(let color): return .color(color)
        case .gradient(let gradient): return .gradient(gradient)
        case let other: throw mismatch(path, "color or gradient", other)
        }
    }

    /// A `dimension` (points) or a plain `number`.
    public func dimension(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Double {
        switch try value(path, mode: mode) {
        case .dimension(let points), .number(let points): return points
        case let other: throw mismatch(path, "dimension", other)
        }
    }

    public func typography(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Typography {
        let value = try value(path, mode: mode)
        guard case .typography(let typography) = value else { throw mismatch(path, "typography", value) }
        return typography
    }

    public func duration(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Double {
        let value = try value(path, mode: mode)
        guard case .duration(let seconds) = value else { throw mismatch(path, "duration", value) }
        return seconds
    }

    private func mismatch(_ path: TokenPath, _ expected: String, _ actual: TokenValue) -> TokenError {
        TokenError(file: source, token: path, reason: .typeMismatch(expected: expected, actual: actual.typeName))
    }
}

/// What a background-like token resolves to.
public enum Fill: Hashable, Sendable {
    case color(Color)
    case gradient(Gradient)
}
