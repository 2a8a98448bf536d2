import SnapshotCore
import SnapshotTestSupport
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
}
