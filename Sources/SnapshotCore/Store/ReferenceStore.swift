import Foundation

/// Reads and writes reference files under one folder (`Snapshots/`), never outside it.
///
/// Every path goes through the folder's containment rule (``ContainedFolder``): a link that
/// leads out of `Snapshots/` is refused for reading and for writing. A write goes through
/// ``FileWriter`` (a temporary file beside the target, renamed over it), so a reader or a killed
/// run sees the old file or the new one, never a truncated one; with a ``FileTransaction`` the
/// writes of a whole run are staged and land together, or not at all.
package struct ReferenceStore: Sendable {
    /// The largest reference read whole when its strategy states no limit of its own.
    package static let defaultByteLimit = 64 * 1024 * 1024

    package let directory: URL
    /// `directory` with its containment rule.
    package let folder: ContainedFolder
    /// When set, writes are staged here and land when the transaction commits.
    package let transaction: FileTransaction?

    /// - Parameters:
    ///   - project: the folder `directory` must itself lie inside once links are resolved.
    ///   - transaction: stages writes instead of writing at once.
    package init(directory: URL, within project: URL? = nil, transaction: FileTransaction? = nil) {
        self.directory = directory.standardizedFileURL
        self.folder = ContainedFolder(directory, role: "Snapshots/", within: project)
        self.transaction = transaction
    }

    /// The file for `relativePath` (`EBCounter/count-1_limit-none_theme-light@2x.png`), as named.
    package func url(for relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    /// The file's bytes, or nil when it does not exist.
    package func read(_ url: URL) throws(SnapshotError) -> Data? {
        try FileReader.readWhole(folder.resolve(file: url).path, expected: "a reference file", limit: Self.defaultByteLimit)
    }

    /// The file's bytes up to `limit` (its first bytes and size beyond), or nil when it does not exist.
    package func read(_ url: URL, limit: Int) throws(SnapshotError) -> FileReader.Contents? {
        try FileReader.read(folder.resolve(file: url).path, expected: "a reference file", limit: limit)
    }

    /// Writes `data` to `url` (or stages it in ``transaction``).
    package func write(_ data: Data, to url: URL) throws(SnapshotError) {
        if let transaction {
            try transaction.stage(data, to: url, in: folder)
        } else {
            try FileWriter.write(data, to: url, in: folder)
        }
    }
}
