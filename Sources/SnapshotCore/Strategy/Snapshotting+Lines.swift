import Foundation

extension Diffing where Format == String {
    /// How many unified-diff lines a failure message shows.
    static let shownDiffLines = 80

    /// UTF-8 text compared line by line; the message is a unified diff (two context lines).
    public static let lines = Diffing(
        toData: { Data($0.utf8) },
        fromData: { data, source in
            guard let text = String(data: data, encoding: .utf8) else {
                throw SnapshotError.unreadableReference(path: source, detail: "not UTF-8 text")
            }
            return text
        },
        diff: { reference, actual in
            guard reference != actual else { return nil }
            let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
            let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let diff = UnifiedDiff.lines(from: reference, to: actual)
            var lines = ["text differs: \(old.count) → \(new.count) lines (unified diff, reference → actual)"]
            lines += diff.prefix(Self.shownDiffLines)
            if diff.count > Self.shownDiffLines { lines.append("… \(diff.count - Self.shownDiffLines) more diff lines") }
            return SnapshotDifference(message: lines.joined(separator: "\n"))
        })
}

extension Snapshotting where Value == String, Format == String {
    /// Snapshots text as a `.txt` reference.
    public static let lines = Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
}
