import Foundation

extension Diffing where Format == String {
    /// How many unified-diff lines a failure message shows.
    static let shownDiffLines = 80

    /// How many characters of one diff line a failure message shows: a line of megabytes would
    /// otherwise be copied into every output that shows the message.
    static let shownLineCharacters = 1_000

    /// `line` cut to ``shownLineCharacters``, saying how much was left out.
    static func shown(_ line: String) -> String {
        guard line.utf8.count > shownLineCharacters, line.count > shownLineCharacters else { return line }
        return String(line.prefix(shownLineCharacters)) + "… (\(line.count - shownLineCharacters) more characters)"
    }

    /// UTF-8 text compared line by line; the message is a unified diff (two context lines). The
    /// reference is read as its bytes are: a byte-order mark stays part of the text (Foundation's
    /// decoding would drop it, and a file written back would lose it).
    public static let lines = Diffing(
        toData: { Data($0.utf8) },
        fromData: { data, source in
            guard let text = String(validating: data, as: UTF8.self) else {
                throw SnapshotError.unreadableReference(path: source, detail: "not UTF-8 text")
            }
            return text
        },
        diff: { reference, actual in
            guard reference != actual else { return nil }
            let old = UnifiedDiff.splitLines(reference)
            let new = UnifiedDiff.splitLines(actual)
            let diff = UnifiedDiff.lines(from: reference, to: actual)
            var lines = ["text differs: \(old.count) → \(new.count) lines (unified diff, reference → actual)"]
            lines += diff.prefix(Self.shownDiffLines).map(Self.shown)
            if diff.count > Self.shownDiffLines { lines.append("… \(diff.count - Self.shownDiffLines) more diff lines") }
            return SnapshotDifference(message: lines.joined(separator: "\n"))
        })
}

extension Snapshotting where Value == String, Format == String {
    /// Snapshots text as a `.txt` reference.
    public static let lines = Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
}
