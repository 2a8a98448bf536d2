import Foundation

/// Accepts actual images of the last verify run as references: only those, all or nothing.
public enum Approver {
    /// Copies the last run's actual files for `ids` (or every failed and missing one with `allFailed`)
    /// over their references. Every copy is staged as a temporary file beside its reference first;
    /// only when all are staged are they renamed into place. Returns the references written.
    ///
    /// - Parameters:
    ///   - ids: exact ids, or globs with `*` (`EBCounter/*`) as `verify --filter` takes them; each
    ///     must match at least one failed or missing entry.
    ///   - output: the folder `lastRun` was read from. When the manifest records another folder,
    ///     or the workspace's latest verify (`latestOutput`) wrote elsewhere, nothing is approved.
    ///   - latestOutput: the output folder of the workspace's latest verify, if noted.
    ///
    /// Before anything is written, every chosen actual file must still have the SHA-256 the run
    /// recorded: an image changed since (or a manifest without digests) approves nothing.
    public static func approve(
        ids: [String], allFailed: Bool, lastRun: LastRun, snapshots: URL, output: URL, latestOutput: URL? = nil
    ) throws -> [String] {
        let folder = output.standardizedFileURL.path
        if let recorded = lastRun.outputDirectory, recorded != folder {
            throw SnapshotError.staleManifest(manifestFolder: folder, latestFolder: recorded)
        }
        if let latest = latestOutput?.standardizedFileURL.path, latest != folder {
            throw SnapshotError.staleManifest(manifestFolder: folder, latestFolder: latest)
        }
        let approvable = lastRun.entries.filter { ($0.status == "failed" || $0.status == "missing") && $0.actual != nil }
        var chosen: [LastRun.Entry] = []
        if allFailed {
            chosen = approvable
        } else {
            for id in ids {
                let matches =
                    id.contains("*") ? approvable.filter { VariantFilter(id).matches($0.id) } : approvable.filter { $0.id == id }
                guard !matches.isEmpty else {
                    throw SnapshotError.notApprovable(id: id, suggestion: VariantFilter.nearest(to: id, in: approvable.map(\.id)))
                }
                chosen += matches.filter { entry in !chosen.contains { $0.id == entry.id } }
            }
        }
        for entry in chosen {
            guard let actual = entry.actual, let data = FileManager.default.contents(atPath: actual) else {
                throw SnapshotError.unreadableReference(path: entry.actual ?? entry.id, detail: "the actual file of the last run is gone")
            }
            guard let recorded = entry.actualSHA256, recorded == SHA256.hex(of: data) else {
                throw SnapshotError.actualChanged(path: actual)
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
