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

    public var description: String { segments.joined(separator: "/") }

    public func appending(_ segment: String) -> TokenPath {
        TokenPath(segments: segments + [segment])
    }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.description < rhs.description
    }
}
