/// "Did you mean": the token path nearest one the table lacks.
extension TokenTable {
    /// The most edits a suggestion may be away from the path asked for.
    static let maximumSuggestionDistance = 8
    /// The most cells of edit-distance matrices one suggestion computes (some tens of
    /// milliseconds); past it the nearest path found so far is the answer.
    static let suggestionCellBudget = 4_000_000

    /// The table's path nearest `path`, for "did you mean" (`avatar.colour.background` →
    /// `avatar.color.background`, `button.color.backgrnd` → `button.color.background`), or nil
    /// when none is near.
    ///
    /// Names are compared ignoring ASCII case, by edit distance (insertions, deletions,
    /// substitutions and swaps of neighbours count one each), in one of two ways:
    /// - a path that shares every segment with `path` but one is near when that one segment is
    ///   within a third of its length (the longer of the two spellings; at least one edit, at most
    ///   ``maximumSuggestionDistance``): `backgrnd` is two edits from `background`'s ten letters,
    ///   but `large` is four from `small`'s five;
    /// - any other path is compared as a dotted spelling: it is near when the distance is within a
    ///   third of `path`'s length (at most ``maximumSuggestionDistance``) and within half of where
    ///   the two differ (what is left once their common start and end are taken away; at least
    ///   one edit), so a typo across a dot (`button.colorbg`) is found but a path that only ends
    ///   alike is not.
    ///
    /// The fewest edits win; ties go to the path that sorts first.
    ///
    /// Bounded, linear in the table: the paths that differ in one segment are compared first (a
    /// name or two of a few letters each), so the best distance so far limits the rest; a path
    /// whose length differs by more than that limit is skipped without a comparison; a comparison
    /// computes only the band of the matrix within it and stops at the first row past it; and the
    /// whole search stops after ``suggestionCellBudget`` cells.
    package func nearestPath(to path: TokenPath) -> TokenPath? {
        let dotted = Self.folded(path.dotted)
        guard !dotted.isEmpty else { return nil }
        let segments = path.segments.map(Self.folded)
        var best: (path: TokenPath, distance: Int)? = nil
        var budget = Self.suggestionCellBudget
        func consider(_ candidate: TokenPath, _ distance: Int?) {
            guard let distance else { return }
            if let best, distance > best.distance || (distance == best.distance && best.path < candidate) { return }
            best = (candidate, distance)
        }
        // First the paths that differ in one segment (a misspelt name: short comparisons), so the
        // dotted comparisons after them have the best distance so far as their limit.
        for candidate in tokens.keys where candidate != path && budget > 0 {
            guard let differing = Self.onlyDifferingSegment(segments, candidate.segments) else { continue }
            consider(
                candidate, Self.segmentDistance(segments[differing], candidate.segments[differing], within: best?.distance, budget: &budget)
            )
        }
        let wholeLimit = min(Self.maximumSuggestionDistance, max(1, dotted.count / 3))
        for candidate in tokens.keys where candidate != path && budget > 0 {
            guard Self.onlyDifferingSegment(segments, candidate.segments) == nil else { continue }
            consider(candidate, Self.dottedDistance(dotted, candidate, within: min(wholeLimit, best?.distance ?? .max), budget: &budget))
        }
        return best?.path
    }

    /// The index of the one segment in which `candidate` differs from `target` (its segments
    /// folded), when they have as many segments and every other one is the same ignoring ASCII
    /// case; nil otherwise. Compared byte by byte, without copying.
    static func onlyDifferingSegment(_ target: [[UInt8]], _ candidate: [String]) -> Int? {
        guard target.count == candidate.count else { return nil }
        var differing: Int? = nil
        for index in target.indices where !equalFolded(target[index], candidate[index]) {
            guard differing == nil else { return nil }
            differing = index
        }
        return differing
    }

    /// Whether `name` folded is `folded`.
    private static func equalFolded(_ folded: [UInt8], _ name: String) -> Bool {
        guard name.utf8.count == folded.count else { return false }
        return zip(folded, name.utf8).allSatisfy { $0 == fold($1) }
    }

    /// The distance of the misspelt segment `target` (folded) to `name`, when it is within a third
    /// of the longer one's length (and within `best`, the best distance so far); else nil.
    private static func segmentDistance(_ target: [UInt8], _ name: String, within best: Int?, budget: inout Int) -> Int? {
        let length = name.utf8.count
        let relative = min(maximumSuggestionDistance, max(1, max(length, target.count) / 3))
        let limit = min(relative, best ?? .max)
        guard abs(length - target.count) <= limit else { return nil }
        return editDistance(target, folded(name), within: limit, budget: &budget)
    }

    /// The distance of the dotted spelling `target` (folded) to `candidate`'s, when it is within
    /// `limit` and within half of where the two differ; else nil.
    private static func dottedDistance(_ target: [UInt8], _ candidate: TokenPath, within limit: Int, budget: inout Int) -> Int? {
        let length = candidate.segments.reduce(candidate.segments.count - 1) { $0 + $1.utf8.count }
        guard abs(length - target.count) <= limit else { return nil }
        let other = folded(candidate.dotted)
        guard let distance = editDistance(target, other, within: limit, budget: &budget),
            distance <= max(1, differingLength(target, other) / 2)
        else { return nil }
        return distance
    }

    /// `byte` with an ASCII capital made small.
    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// `text`'s UTF-8 bytes with ASCII capitals made small.
    private static func folded(_ text: String) -> [UInt8] {
        text.utf8.map(fold)
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
