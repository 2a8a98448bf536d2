import Foundation

/// Accepts actual images of the last verify run as references: only those, all or nothing.
public enum Approver {
    /// Copies the last run's actual files for `ids` (or every failed and missing one with `allFailed`)
    /// over their references. Every copy is staged as a temporary file beside its reference first;
    /// only when all are staged are they renamed into place. Returns the references written.
    public static func approve(ids: [String], allFailed: Bool, lastRun: LastRun, snapshots: URL) throws -> [String] {
        let approvable = lastRun.entries.filter { ($0.status == "failed" || $0.status == "missing") && $0.actual != nil }
        let chosen: [LastRun.Entry]
        if allFailed {
            chosen = approvable
        } else {
            chosen = try ids.map { id in
                guard let entry = approvable.first(where: { $0.id == id }) else {
                    throw SnapshotError.notApprovable(id: id, suggestion: VariantFilter.nearest(to: id, in: approvable.map(\.id)))
                }
                return entry
            }
        }
        var staged: [(temporary: URL, target: URL)] = []
        do {
            for entry in chosen {
                guard let actual = entry.actual, let data = FileManager.default.contents(atPath: actual) else {
                    throw SnapshotError.unreadableReference(
                        path: entry.actual ?? entry.id, detail: "the actual file of the last run is gone")
                }
                let target = snapshots.appendingPathComponent(entry.reference).standardizedFileURL
                guard !entry.reference.hasPrefix("/"), !entry.reference.split(separator: "/").contains(".."),
                    target.path.hasPrefix(snapshots.standardizedFileURL.path + "/")
                else {
                    throw SnapshotError.outsideFolder(path: entry.reference, folder: snapshots.path)
                }
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                let temporary = target.deletingLastPathComponent().appendingPathComponent(
                    ".\(target.lastPathComponent).\(UUID().uuidString).approve")
                guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
                    throw SnapshotError.writeFailed(path: target.path, detail: "cannot stage the approved file")
                }
                staged.append((temporary, target))
            }
        } catch {
            for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
            throw error
        }
        for file in staged where rename(file.temporary.path, file.target.path) != 0 {
            throw SnapshotError.writeFailed(path: file.target.path, detail: String(cString: strerror(errno)))
        }
        return chosen.map(\.reference)
    }
}
