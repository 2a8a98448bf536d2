import ComponentKit
import SnapshotCore

/// Selects variants by id: a glob with `*` (`EBCounter/*dark*`) matches the whole id,
/// anything else matches as a substring (`limit-10`).
package struct VariantFilter: Sendable, CustomStringConvertible {
    package let pattern: String

    package init(_ pattern: String) {
        self.pattern = pattern
    }

    package var description: String { pattern }

    package func matches(_ id: String) -> Bool {
        guard pattern.contains("*") else { return id.contains(pattern) }
        return Self.glob(Array(pattern), Array(id))
    }

    /// The variants whose id matches; throws when none does.
    ///
    /// A pattern that needs more characters than the longest id has is refused before any
    /// matching (``SnapshotError/idTooLong(length:longest:)``), so no input makes this slower
    /// than one pass over the ids.
    package func apply(to variants: [ComponentVariant]) throws -> [ComponentVariant] {
        let ids = variants.map(\.id)
        try Self.requireMatchable(pattern, among: ids)
        let kept = variants.filter { matches($0.id) }
        guard !kept.isEmpty else {
            throw SnapshotError.noVariantsMatch(filter: pattern, suggestion: Self.nearest(to: pattern, in: ids))
        }
        return kept
    }

    /// Throws ``SnapshotError/idTooLong(length:longest:)`` when `pattern` needs more characters
    /// (its characters other than `*`) than the longest of `ids` has: it cannot match any.
    package static func requireMatchable(_ pattern: String, among ids: [String]) throws {
        let longest = ids.lazy.map(\.count).max() ?? 0
        var needed = 0
        for character in pattern where character != "*" {
            needed += 1
            if needed > longest { throw SnapshotError.idTooLong(length: pattern.count, longest: longest) }
        }
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

    /// The id closest to `id` by edit distance, for "did you mean" messages; nil when none is
    /// close (within half of `id`'s length) or `id` is longer than any id.
    ///
    /// Bounded: an id whose length differs from `id`'s by the best distance so far is skipped
    /// without a comparison, and each comparison stops once it cannot beat that distance, so a
    /// suggestion costs about the ids' total length times the distance found.
    package static func nearest(to id: String, in ids: [String]) -> String? {
        let target = Array(id.unicodeScalars)
        let longest = ids.lazy.map(\.unicodeScalars.count).max() ?? 0
        guard !target.isEmpty, target.count <= longest else { return nil }
        var best: (id: String, distance: Int)?
        var limit = max(1, target.count / 2)
        for candidate in ids {
            let other = Array(candidate.unicodeScalars)
            guard abs(other.count - target.count) <= limit else { continue }
            if let distance = boundedDistance(target, other, limit: limit), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
                if distance == 0 { break }
                limit = distance - 1
            }
        }
        return best?.id
    }

    /// The edit distance of `a` and `b`, or nil when it exceeds `limit`; only the diagonal band
    /// of width `limit` is computed.
    static func boundedDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        let outside = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = i <= limit ? i : outside
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    current[j] = min(value, outside)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < b.count { current[high + 1] = outside }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        return boundedDistance(a, b, limit: max(a.count, b.count)) ?? max(a.count, b.count)
    }
}
