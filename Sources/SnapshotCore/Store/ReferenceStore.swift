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
        // Written here with open/write/close rather than Foundation's file writing, which goes
        // through a temporary file of its own (`.dat.nosync…`) that a killed run would leave behind
        // under a name `clean` cannot know.
        if let failure = writeNewFile(data, at: temporary.path) {
            try? FileManager.default.removeItem(at: temporary)
            throw SnapshotError.writeFailed(path: url.path, detail: "cannot write a temporary file in \(folder.path): \(failure)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SnapshotError.writeFailed(path: url.path, detail: reason)
        }
    }

    /// Creates `path` (which must not exist) holding `data`; returns the reason on failure.
    private static func writeNewFile(_ data: Data, at path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}
