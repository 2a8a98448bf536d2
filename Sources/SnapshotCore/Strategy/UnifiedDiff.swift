/// A unified diff of two texts, line by line, with context: what a reviewer reads for a changed
/// text reference (`variants.txt`, `accessibility.txt`).
///
/// ```swift
/// UnifiedDiff.lines(from: "a\nb\nc", to: "a\nB\nc")
/// // ["@@ -1,3 +1,3 @@", " a", "-b", "+B", " c"]
/// ```
package enum UnifiedDiff {
    /// The hunks of changed lines with `context` unchanged lines around each, `@@ -a,b +c,d @@`
    /// headers first; empty when the texts are equal.
    package static func lines(from old: String, to new: String, context: Int = 2) -> [String] {
        let a = splitLines(old).map(String.init)
        let b = splitLines(new).map(String.init)
        let script = edits(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return [] }
        // Group edits into hunks: changed lines plus `context` same lines around them.
        var hunks: [Range<Int>] = []
        for (index, edit) in script.enumerated() where edit.kind != .same {
            let range = max(0, index - context)..<min(script.count, index + context + 1)
            if let last = hunks.last, last.upperBound >= range.lowerBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var output: [String] = []
        for hunk in hunks {
            let slice = script[hunk]
            let oldStart = (slice.first?.oldIndex ?? 0) + 1, newStart = (slice.first?.newIndex ?? 0) + 1
            let oldCount = slice.filter { $0.kind != .added }.count, newCount = slice.filter { $0.kind != .removed }.count
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in slice {
                switch edit.kind {
                case .same: output.append(" " + a[edit.oldIndex])
                case .removed: output.append("-" + a[edit.oldIndex])
                case .added: output.append("+" + b[edit.newIndex])
                }
            }
        }
        return output
    }

    /// `text` cut at each `"\n"` as `text.split(separator: "\n", omittingEmptySubsequences: false)`
    /// cuts it, by its bytes when it holds no CR: a LF is then a character of its own wherever
    /// it is, so both cut at the same places, and the bytes are read without forming characters.
    /// (Swift takes a CRLF for one character, which that split does not cut.)
    package static func splitLines(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        guard !utf8.contains(UInt8(ascii: "\r")) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        var start = text.startIndex
        while let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(text[start..<newline])
            start = utf8.index(after: newline)
        }
        lines.append(text[start...])
        return lines
    }

    struct Edit {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// The line's index in the old text (for added lines: where it goes).
        var oldIndex: Int
        /// The line's index in the new text (for removed lines: where it was).
        var newIndex: Int
    }

    /// The most work the edit search may do, in line comparisons along diagonals ((N + M) · D for
    /// N and M changed lines and D edits); beyond it the changed middle is shown as removed, then
    /// added, so no text makes a diff quadratic.
    static let searchBudget = 32 * 1024 * 1024

    /// The most edits kept for the walk back (their frontiers take D² / 2 integers: 16 MiB).
    static let editBudget = 2048

    /// The shortest edit script (Myers' greedy search), after the lines both texts start and end
    /// with are set aside: a changed reference usually differs in a few lines, wherever they are.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var script = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
        let middle = middleEdits(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
        script += middle.map { Edit(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        script += (0..<suffix).map { Edit(kind: .same, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
        return script
    }

    /// The edit script of the lines between the common prefix and suffix: Myers' search over
    /// lines numbered by content, then a walk back through each step's frontier.
    private static func middleEdits(_ oldLines: [String], _ newLines: [String]) -> [Edit] {
        let n = oldLines.count, m = newLines.count
        var numbers: [String: Int] = [:]
        func number(_ line: String) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let a = oldLines.map(number), b = newLines.map(number)
        let limit = min(n + m, editBudget, searchBudget / max(1, n + m))
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var frontiers: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    frontiers.append(Array(furthest[(offset - d)...(offset + d)]))
                    found = true
                    break search
                }
            }
            frontiers.append(Array(furthest[(offset - d)...(offset + d)]))
        }
        guard found else {
            return (0..<n).map { Edit(kind: .removed, oldIndex: $0, newIndex: 0) }
                + (0..<m).map { Edit(kind: .added, oldIndex: n, newIndex: $0) }
        }
        // Walk back from the end: each step's frontier says which diagonal it came from.
        var reversed: [Edit] = []
        var x = n, y = m
        for d in stride(from: frontiers.count - 1, to: 0, by: -1) {
            let previous = frontiers[d - 1], k = x - y
            func reach(_ diagonal: Int) -> Int { previous[diagonal + d - 1] }
            let from = k == -d || (k != d && reach(k - 1) < reach(k + 1)) ? k + 1 : k - 1
            let fromX = reach(from), fromY = fromX - from
            let stepX = from == k + 1 ? fromX : fromX + 1, stepY = stepX - k
            while x > stepX, y > stepY {
                x -= 1
                y -= 1
                reversed.append(Edit(kind: .same, oldIndex: x, newIndex: y))
            }
            if from == k + 1 {
                reversed.append(Edit(kind: .added, oldIndex: fromX, newIndex: fromY))
            } else {
                reversed.append(Edit(kind: .removed, oldIndex: fromX, newIndex: fromY))
            }
            x = fromX
            y = fromY
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            reversed.append(Edit(kind: .same, oldIndex: x, newIndex: y))
        }
        return reversed.reversed()
    }
}
