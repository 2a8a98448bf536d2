/// A unified diff of two texts, line by line, with context: what a reviewer reads for a changed
/// text reference (`variants.txt`, `accessibility.txt`).
///
/// ```swift
/// UnifiedDiff.lines(from: "a\nb\nc", to: "a\nB\nc")
/// // ["@@ -1,3 +1,3 @@", " a", "-b", "+B", " c"]
/// ```
public enum UnifiedDiff {
    /// The hunks of changed lines with `context` unchanged lines around each, `@@ -a,b +c,d @@`
    /// headers first; empty when the texts are equal.
    public static func lines(from old: String, to new: String, context: Int = 2) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

    struct Edit {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// The line's index in the old text (for added lines: where it goes).
        var oldIndex: Int
        /// The line's index in the new text (for removed lines: where it was).
        var newIndex: Int
    }

    /// The most cells the longest-common-subsequence table may have (4M: 16 MiB); beyond it the
    /// changed middle is shown as removed, then added, so no text makes a diff quadratic.
    static let tableBudget = 4 * 1024 * 1024

    /// The shortest edit script by longest common subsequence, after the lines both texts start
    /// and end with are set aside (a changed reference usually differs in a few lines).
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

    /// The edit script of the lines between the common prefix and suffix.
    private static func middleEdits(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        guard n.multipliedReportingOverflow(by: m).partialValue <= tableBudget, !n.multipliedReportingOverflow(by: m).overflow else {
            return (0..<n).map { Edit(kind: .removed, oldIndex: $0, newIndex: 0) }
                + (0..<m).map { Edit(kind: .added, oldIndex: n, newIndex: $0) }
        }
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var script: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                script.append(Edit(kind: .same, oldIndex: i, newIndex: j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals before additions, as `diff -u` shows a changed line.
                script.append(Edit(kind: .removed, oldIndex: i, newIndex: j))
                i += 1
            } else {
                script.append(Edit(kind: .added, oldIndex: i, newIndex: j))
                j += 1
            }
        }
        return script
    }
}
