import Foundation

extension Diffing where Format == String {
    /// UTF-8 text compared line by line; the message shows the first differing lines.
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
            let removed = old.filter { !new.contains($0) }
            let added = new.filter { !old.contains($0) }
            var lines = ["text differs: \(old.count) → \(new.count) lines"]
            lines += removed.prefix(10).map { "- \($0)" }
            lines += added.prefix(10).map { "+ \($0)" }
            if removed.isEmpty && added.isEmpty { lines.append("(same lines, different order)") }
            return SnapshotDifference(message: lines.joined(separator: "\n"))
        })
}

extension Snapshotting where Value == String, Format == String {
    /// Snapshots text as a `.txt` reference.
    public static let lines = Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
}
