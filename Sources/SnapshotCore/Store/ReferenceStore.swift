import Foundation

/// Reads and atomically writes reference files under one folder (`Snapshots/`).
///
/// A write goes to a temporary file beside the target and is renamed over it, so a reader
/// (or a killed run) sees the old file or the new one, never a truncated one.
public struct ReferenceStore: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    /// The file for `relativePath` (`EBCounter/count-1_limit-none_theme-light@2x.png`).
    public func url(for relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    /// The file's bytes, or nil when it does not exist.
    public func read(_ url: URL) throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SnapshotError.unreadableReference(path: url.path, detail: error.localizedDescription)
        }
    }

    /// Writes `data` to `url` through a temporary file and a rename.
    public func write(_ data: Data, to url: URL) throws {
        try Self.atomicWrite(data, to: url)
    }

    /// Writes `data` to `url` atomically (temp file in the same folder, then `rename`).
    public static func atomicWrite(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.writeFailed(path: folder.path, detail: error.localizedDescription)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw SnapshotError.writeFailed(path: url.path, detail: "cannot create a temporary file in \(folder.path)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SnapshotError.writeFailed(path: url.path, detail: reason)
        }
    }
}
