/// "Did you mean": the token path nearest one the table lacks.
extension TokenTable {
    /// The most edits a suggestion may be away from the path asked for.
    static let maximumSuggestionDistance = 8
    /// The most cells of edit-distance matrices one suggestion computes (some tens of
    /// milliseconds); past it the nearest path found so far is the answer.
    static let suggestionCellBudget = 4_000_000

    /// The table's path nearest `path`, for "did you mean" (`avatar.colour.background` →
    /// `avatar.color.background`), or nil when none is near.
    ///
    /// Paths are compared as dotted spellings, ignoring ASCII case, by edit distance (insertions,
    /// deletions, substitutions and swaps of neighbours count one each). A path is near when the
    /// distance is within a third of `path`'s length (at most ``maximumSuggestionDistance``) and
    /// within half of where the two differ (what is left once their common start and end are
    /// taken away; at least one edit): `avatar.size.large` is not near `avatar.size.small`. Ties
    /// go to the path that sorts first.
    ///
    /// Bounded: a path whose length differs from `path`'s by more than the best distance so far
    /// is skipped without a comparison; a comparison computes only the band of the matrix within
    /// that distance and stops at the first row past it; and the whole search stops after
    /// ``suggestionCellBudget`` cells.
    package func nearestPath(to path: TokenPath) -> TokenPath? {
        let target = Self.folded(path.dotted)
        guard !target.isEmpty else { return nil }
        var limit = min(Self.maximumSuggestionDistance, max(1, target.count / 3))
        var best: (path: TokenPath, distance: Int)? = nil
        var budget = Self.suggestionCellBudget
        for candidate in tokens.keys where candidate != path {
            let length = candidate.segments.reduce(candidate.segments.count - 1) { $0 + $1.utf8.count }
            guard abs(length - target.count) <= limit else { continue }
            guard budget > 0 else { break }
            let other = Self.folded(candidate.dotted)
            guard let distance = Self.editDistance(target, other, within: limit, budget: &budget),
                distance <= max(1, Self.differingLength(target, other) / 2)
            else { continue }
            if let best, distance > best.distance || (distance == best.distance && best.path < candidate) { continue }
            best = (candidate, distance)
            limit = distance
        }
        return best?.path
    }

    /// `text`'s UTF-8 bytes with ASCII capitals made small.
    private static func folded(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }

    /// The length of the longer of `a` and `b` once the start and the end they share are taken away.
    static func differingLength(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var end = 0
        while end < a.count - start, end < b.count - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        return max(a.count, b.count) - start - end
    }

    /// The edit distance of `a` and `b` (optimal string alignment: a swap of neighbours is one
    /// edit) when it is at most `limit`, else nil. Only the diagonal band `limit` wide is computed,
    /// row by row, stopping at a row whose every cell is past `limit`; each cell computed is taken
    /// from `budget`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], within limit: Int, budget: inout Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let past = limit + 1
        // Row i holds the distances of a's first i bytes to each prefix of b, capped at `past`;
        // outside its band a row holds `past` next to the band, and nothing read beyond.
        var twoAbove = [Int](repeating: past, count: b.count + 1)
        var above = (0...b.count).map { min($0, past) }
        var row = [Int](repeating: past, count: b.count + 1)
        for i in 1...a.count {
            let first = max(1, i - limit), last = min(b.count, i + limit)
            row[0] = min(i, past)
            row[first - 1] = first == 1 ? row[0] : past
            var smallest = row[first - 1]
            for j in first...last {
                var cell = min(above[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), above[j] + 1, row[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cell = min(cell, twoAbove[j - 2] + 1) }
                row[j] = min(cell, past)
                smallest = min(smallest, row[j])
            }
            if last < b.count { row[last + 1] = past }
            budget -= last - first + 1
            guard smallest <= limit else { return nil }
            (twoAbove, above, row) = (above, row, twoAbove)
        }
        return above[b.count] <= limit ? above[b.count] : nil
    }
}
