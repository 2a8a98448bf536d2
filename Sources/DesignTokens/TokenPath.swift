/// The slash-separated path of a token inside its table, as designers write it: `counter/color/empty/bg`.
///
/// DTCG aliases spell the same path with dots (`{counter.color.empty.bg}`); both spellings
/// name the same token.
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringInterpolation {
    public let segments: [String]

    public init(segments: [String]) {
        self.segments = segments
    }

    /// Accepts `a/b/c` or `a.b.c`.
    public init(_ string: String) {
        segments = string.split(whereSeparator: { $0 == "/" || $0 == "." }).map(String.init)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Parses an alias body as DTCG writes it: segments separated by `.` only (a `/` is part of
    /// a name there: `{my/group.token}`).
    public init(dotted: String) {
        segments = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public var description: String { segments.joined(separator: "/") }

    /// The path as DTCG aliases spell it: `counter.color.empty.bg`.
    public var dotted: String { segments.joined(separator: ".") }

    public func appending(_ segment: String) -> TokenPath {
        var longer: [String] = []
        longer.reserveCapacity(segments.count + 1)
        longer.append(contentsOf: segments)
        longer.append(segment)
        return TokenPath(segments: longer)
    }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.description < rhs.description
    }
}
