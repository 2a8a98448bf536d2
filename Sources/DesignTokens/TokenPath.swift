/// The slash-separated path of a token inside its table, as designers write it: `counter/color/empty/bg`.
///
/// DTCG aliases spell the same path with dots (`{counter.color.empty.bg}`); both spellings
/// name the same token.
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringInterpolation {
    package let segments: [String]
    /// The segments' hash, worked out once: a path is looked up several times per read (its
    /// table, its aliases, a read log), and hashing every segment each time showed in profiles.
    private let segmentsHash: Int

    package init(segments: [String]) {
        self.segments = segments
        segmentsHash = segments.hashValue
    }

    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.segmentsHash == rhs.segmentsHash && lhs.segments == rhs.segments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segmentsHash)
    }

    /// Accepts `a/b/c` or `a.b.c`.
    package init(_ string: String) {
        // Split as bytes: `/` and `.` are ASCII, so no byte of a longer character matches them.
        // A loop over the view, not `split(whereSeparator:)`: every token read parses its path,
        // and an unoptimised build ran that generic algorithm slowly (empty segments are dropped
        // as it drops them).
        let bytes = string.utf8
        var segments: [String] = []
        var start = bytes.startIndex, index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") {
                if start != index { segments.append(String(Substring(bytes[start..<index]))) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { segments.append(String(Substring(bytes[start..<bytes.endIndex]))) }
        self.init(segments: segments)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Parses an alias body as DTCG writes it: segments separated by `.` only (a `/` is part of
    /// a name there: `{my/group.token}`).
    package init(dotted: String) {
        self.init(segments: dotted.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(Substring($0)) })
    }

    public var description: String { segments.joined(separator: "/") }

    /// The path as DTCG aliases spell it: `counter.color.empty.bg`.
    package var dotted: String { segments.joined(separator: ".") }

    package func appending(_ segment: String) -> TokenPath {
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
