import Foundation

/// A design-token table: W3C Design Tokens (DTCG 2025.10) files, resolved and validated.
///
/// A table is one token file, several files merged in order (later files override earlier
/// tokens), or a 2025.10 resolver document (sets and modifiers; its modifier contexts become the
/// table's modes). Tokens are objects with `$value`; `$type` is the token's own, its alias
/// target's or the nearest group's; values may alias whole tokens (`{group.token}`) or reach
/// into them with `$ref` JSON pointers; groups may `$extend` other groups and hold a `$root`
/// token (an alias of the group names it); a top-level `$defs` holds definitions for `$ref`.
/// Per-theme overrides may also live in `$extensions.modes` (`{"dark": {…}}`).
///
/// Everything is resolved and validated when the table is loaded, strictly by default: any
/// problem is a ``TokenError`` naming the file, the token and the rule (``TokenError/problems``
/// lists them all). Lookups that name a token the table lacks throw the same error type.
///
/// ```swift
/// let table = try TokenTable(contentsOf: url)
/// let bg = try table.color("counter/color/empty/bg")               // #EEF2F9
/// let darkBg = try table.color("counter/color/empty/bg", mode: "dark")
/// ```
public struct TokenTable: Sendable {
    /// The file the table came from (the last of several), as shown in error messages.
    package let source: String
    /// Every token, by path.
    package let tokens: [TokenPath: ResolvedToken]
    /// The modes the table declares (`$extensions.modes` names, or resolver contexts), sorted.
    public let modes: [String]
    /// The modes whose values are the base values: a resolver document's default contexts, in
    /// resolution order (`["day"]` for a `theme` modifier whose default is `day`); empty for token
    /// files, whose base values belong to no named mode.
    package let baseModes: [String]

    init(source: String, tokens: [TokenPath: ResolvedToken], modes: [String], baseModes: [String] = []) {
        self.source = source
        self.tokens = tokens
        self.modes = modes
        self.baseModes = baseModes
    }

    /// Whether `other` was read from the same file and holds the same tokens and modes: a layout
    /// made with one is the layout made with the other.
    package func hasSameContent(as other: TokenTable) -> Bool {
        source == other.source && modes == other.modes && baseModes == other.baseModes && tokens == other.tokens
    }

    /// Loads and validates the table at `url` (a token file or a resolver document).
    public init(contentsOf url: URL, strictness: TokenStrictness = .strict) throws(TokenError) {
        try self.init(contentsOf: [url], strictness: strictness)
    }

    /// Loads `urls` as one table, later files overriding earlier ones.
    public init(contentsOf urls: [URL], strictness: TokenStrictness = .strict) throws(TokenError) {
        let result = Self.load(files: urls, strictness: strictness)
        guard let table = result.table else {
            throw TokenError(failedLoad: result.diagnostics, fallbackFile: urls.last?.path ?? "tokens")
        }
        self = table
    }

    /// Parses and validates a table from JSON bytes; `source` names it in errors.
    public init(json: Data, source: String, strictness: TokenStrictness = .strict) throws(TokenError) {
        let result = Self.load([TokenSource(name: source, bytes: Array(json))], strictness: strictness)
        guard let table = result.table else { throw TokenError(failedLoad: result.diagnostics, fallbackFile: source) }
        self = table
    }

    /// Loads `sources` in order without throwing: the table (nil on any error) and every problem.
    package static func load(_ sources: [TokenSource], strictness: TokenStrictness = .strict) -> TokenLoadResult {
        TokenLoader.load(sources, strictness: strictness)
    }

    /// The most bytes a token file (a table or a resolver's source) is read: about 280 times the
    /// largest the EB catalog ships (59 KB). A larger file is refused before a byte is read.
    package static let fileByteLimit = 16 * 1024 * 1024

    /// The bytes of the token file at `url`, read no further than ``fileByteLimit``.
    ///
    /// - Throws: ``BoundedFile/Failure`` naming the limit, before a byte is read, for a larger file.
    package static func bytes(ofFile url: URL) throws(BoundedFile.Failure) -> Data {
        try BoundedFile.read(url.path, limit: fileByteLimit, kind: "a token file")
    }

    /// Loads files in order; a resolver document (one with `resolutionOrder`) is read as one.
    /// Each file is read no further than ``fileByteLimit`` (``BoundedFile``).
    package static func load(files urls: [URL], strictness: TokenStrictness = .strict) -> TokenLoadResult {
        var sources: [TokenSource] = []
        var unreadable: [TokenDiagnostic] = []
        for url in urls {
            do throws(BoundedFile.Failure) {
                let data = try bytes(ofFile: url)
                sources.append(TokenSource(name: url.path, bytes: Array(data)))
            } catch {
                unreadable.append(TokenDiagnostic(.error, file: url.path, rule: .json, detail: "cannot read the file (\(error))"))
            }
        }
        guard unreadable.isEmpty else { return TokenLoadResult(table: nil, diagnostics: unreadable, tokenCount: 0) }
        if sources.count == 1, let url = urls.first, let resolver = ResolverDocument.detect(sources[0], url: url) {
            return resolver.load(strictness: strictness)
        }
        return load(sources, strictness: strictness)
    }

    /// Paths of every token, sorted.
    public var paths: [TokenPath] { tokens.keys.sorted() }

    /// The resolved token at `path`, or a `.missingToken` error naming this file.
    package func token(_ path: TokenPath) throws(TokenError) -> ResolvedToken {
        guard let token = tokens[path] else {
            throw TokenError(file: source, token: path, reason: .missingToken)
        }
        return token
    }

    /// The value at `path` for `mode` (nil: the base value), noted in ``TokenReadLog/current`` when one is set.
    package func value(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> TokenValue {
        let token = try token(path)
        var value = token.value(for: mode)
        if let overrides = TokenOverrides.current {
            value = try overrides.apply(to: value, path: path, mode: mode, source: token.file.isEmpty ? source : token.file)
        }
        if let log = TokenReadLog.current {
            log.note(path: path, mode: mode, file: token.file.isEmpty ? source : token.file, value: value) {
                reachedThrough(path, mode: mode)
            }
        }
        return value
    }

    /// The colour at `path` in `mode` (the table's base mode when nil); throws when it is missing or not a colour.
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

    /// The type style at `path` in `mode`; throws when it is missing or not a typography token.
    public func typography(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Typography {
        let value = try value(path, mode: mode)
        guard case .typography(let typography) = value else { throw mismatch(path, "typography", value) }
        return typography
    }

    /// The duration at `path` in `mode`, in seconds.
    public func duration(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Double {
        let value = try value(path, mode: mode)
        guard case .duration(let seconds) = value else { throw mismatch(path, "duration", value) }
        return seconds
    }

    /// The easing curve at `path` in `mode`.
    public func cubicBezier(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> CubicBezier {
        let value = try value(path, mode: mode)
        guard case .cubicBezier(let curve) = value else { throw mismatch(path, "cubicBezier", value) }
        return curve
    }

    /// The transition (duration, delay, easing) at `path` in `mode`.
    public func transition(_ path: TokenPath, mode: String? = nil) throws(TokenError) -> Transition {
        let value = try value(path, mode: mode)
        guard case .transition(let transition) = value else { throw mismatch(path, "transition", value) }
        return transition
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
