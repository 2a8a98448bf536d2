import Components

/// Selects variants by id: a glob with `*` (`EBCounter/*dark*`) matches the whole id,
/// anything else matches as a substring (`limit-10`).
public struct VariantFilter: Sendable, CustomStringConvertible {
    public let pattern: String

    public init(_ pattern: String) {
        self.pattern = pattern
    }

    public var description: String { pattern }

    public func matches(_ id: String) -> Bool {
        guard pattern.contains("*") else { return id.contains(pattern) }
        return Self.glob(Array(pattern), Array(id))
    }

    /// The variants whose id matches; throws when none does.
    public func apply(to variants: [ComponentVariant]) throws -> [ComponentVariant] {
        let kept = variants.filter { matches($0.id) }
        guard !kept.isEmpty else {
            throw SnapshotError.noVariantsMatch(filter: pattern, suggestion: Self.nearest(to: pattern, in: variants.map(\.id)))
        }
        return kept
    }

    private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] != "*", pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// The id closest to `id` by edit distance, for "did you mean" messages.
    public static func nearest(to id: String, in ids: [String]) -> String? {
        ids.min { editDistance(id, $0) < editDistance(id, $1) }
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
