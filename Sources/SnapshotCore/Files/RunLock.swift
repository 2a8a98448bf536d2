import Foundation

/// An advisory lock on a folder, so two runs never write the same files at once.
///
/// Runs that write references (`record`, `approve`, `clean`) hold the workspace's lock
/// exclusively; a `verify` holds it shared (several may read the references at once) and holds
/// its output folder's lock exclusively, since it replaces the artifacts, the report and
/// `last-run.json` there. A run that cannot take a lock at once fails with
/// ``SnapshotError/runInProgress(folder:holder:)``, naming the process that holds it.
///
/// The lock is `flock(2)` on a lock file in the folder: the kernel releases it when
/// the holder exits, however it exits (Ctrl-C or `kill -9` included), so a stale lock file
/// never blocks the next run.
///
/// ```swift
/// let lock = try workspace.lock(.exclusive, purpose: "snapshot record")
/// defer { lock.release() }
/// ```
package final class RunLock: @unchecked Sendable {
    package enum Mode: Sendable {
        /// Several holders at once (runs that only read what the lock guards).
        case shared
        /// One holder, and no shared holders.
        case exclusive
    }

    /// The workspace's lock (in `snapshot-output/`), held by every run that reads or writes `Snapshots/`.
    package static let workspaceFileName = ".snapshot-workspace.lock"
    /// An output folder's lock, held by the run that writes its artifacts, report and manifest.
    package static let outputFileName = ".snapshot-run.lock"

    private var descriptor: Int32
    private let lock = NSLock()

    /// Takes the lock `name` in `folder` (created if missing), or throws at once when another run holds it.
    ///
    /// - Parameters:
    ///   - guarded: what the lock guards, for the message another run shows (`Snapshots/`).
    ///   - purpose: what this run is, written into the lock file for that message.
    package init(_ name: String, in folder: ContainedFolder, guarding guarded: String, mode: Mode, purpose: String) throws(SnapshotError) {
        let file = try FileWriter.prepare(folder.resolve(name), in: folder)
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: file.path, problem: .current) }
        guard flock(descriptor, (mode == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
            let code = errno
            // A holder notes itself just after it takes the lock: give it a moment to do so.
            var holder = Self.holder(descriptor)
            for _ in 0..<5 where holder == nil && code == EWOULDBLOCK {
                usleep(10_000)
                holder = Self.holder(descriptor)
            }
            close(descriptor)
            guard code == EWOULDBLOCK else { throw .cannotWrite(path: file.path, problem: FileProblem(errno: code)) }
            throw .runInProgress(folder: guarded, holder: holder)
        }
        if mode == .exclusive {
            let note = "pid \(getpid()): \(purpose), since \(ISO8601DateFormatter().string(from: Date()))\n"
            ftruncate(descriptor, 0)
            _ = note.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        }
        self.descriptor = descriptor
    }

    /// What the lock file says about its holder (an exclusive holder writes its pid and purpose).
    private static func holder(_ descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // The note outlives its writer: trust it only while that process is alive (shared holders write none).
        guard text.hasPrefix("pid "), let pid = Int32(text.dropFirst(4).prefix { $0.isNumber }), kill(pid, 0) == 0 || errno == EPERM
        else { return nil }
        return text
    }

    /// Releases the lock (also done when the lock is dropped, or the process ends).
    package func release() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
        }
    }

    deinit { release() }
}
