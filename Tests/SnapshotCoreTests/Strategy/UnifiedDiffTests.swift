import SnapshotCore
import Testing

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.lines(from: "a\nb", to: "a\nb").isEmpty)
    }

    @Test func aChangedLineComesWithTwoLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            UnifiedDiff.lines(from: old, to: new) == [
                "@@ -3,5 +3,5 @@", " line 3", " line 4", "-line 5", "+line five", " line 6", " line 7",
            ])
    }

    @Test func distantChangesMakeSeparateHunksAndInsertionsCount() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "\($0)" }
        lines[1] = "two"
        lines.insert("new", at: 15)
        let diff = UnifiedDiff.lines(from: old, to: lines.joined(separator: "\n"))
        #expect(diff.filter { $0.hasPrefix("@@") } == ["@@ -1,4 +1,4 @@", "@@ -14,4 +14,5 @@"])
        #expect(diff.contains("-2") && diff.contains("+two") && diff.contains("+new"))
        #expect(diff.filter { $0.hasPrefix(" ") }.count == 3 + 4)
    }

    /// A long listing with changes scattered through it (one token edit in a provenance listing)
    /// shows each change with its context, not the whole span between the first and the last.
    @Test func scatteredChangesInALongTextStaySmall() {
        let old = (0..<4000).map { "fact \($0)" }
        var new = old
        for index in stride(from: 10, to: 4000, by: 400) { new[index] = "fact \(index) changed" }
        let diff = UnifiedDiff.lines(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"))
        #expect(diff.filter { $0.hasPrefix("@@") }.count == 10)
        #expect(diff.filter { $0.hasPrefix("-") }.count == 10 && diff.filter { $0.hasPrefix("+") }.count == 10)
        #expect(diff.count == 10 * (1 + 2 + 4), "each hunk: a header, the change, two lines of context either side")
    }

    /// Lines moved and duplicated still give a script that turns the old text into the new one.
    @Test func theScriptRebuildsTheNewText() {
        let old = ["a", "b", "c", "a", "b", "b", "a", "d", "e", "c"]
        let new = ["c", "b", "a", "b", "a", "c", "e", "a", "d"]
        let script = UnifiedDiff.lines(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"), context: 100)
        let rebuilt = script.dropFirst().filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let original = script.dropFirst().filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }
        #expect(rebuilt == new && original == old, "\(script)")
        // The shortest script keeps a longest common subsequence, found here by the textbook table.
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        let shortest = old.count + new.count - 2 * table[0][0]
        #expect(script.filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == shortest)
    }

    /// Texts with nothing in common beyond the search budget show as all removed, then all added.
    @Test func unrelatedLongTextsFallBackToRemovedThenAdded() {
        let old = (0..<20000).map { "old \($0)" }, new = (0..<20000).map { "new \($0)" }
        let diff = UnifiedDiff.lines(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"))
        #expect(diff.first == "@@ -1,20000 +1,20000 @@")
        #expect(diff.dropFirst().prefix(20000).allSatisfy { $0.hasPrefix("-") })
        #expect(diff.dropFirst(20001).allSatisfy { $0.hasPrefix("+") })
    }

    /// Lines are cut by bytes where that cuts as `String.split` does: around combining marks,
    /// empty lines and a last LF; a text with a CR is cut by characters (a CRLF is one there).
    @Test(arguments: ["", "\n", "a\n\nb\n", "e\u{301}\n\u{301}x\n", "é\nß  ←\n", "a\r\nb\nc\r", "\u{1F1EB}\u{1F1F7}\n"])
    func linesAreCutWhereSplitCutsThem(text: String) {
        let split = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(UnifiedDiff.splitLines(text) == split)
        #expect(UnifiedDiff.splitLines(text).map(\.startIndex) == split.map(\.startIndex))
    }
}
