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
/// The lock file is never written. It is created fresh (`O_EXCL`), or an existing one is opened
/// read-only without following a link and used only when it is a regular file with one name
/// (`st_nlink` 1): a hard link to a file elsewhere, a symbolic link, a FIFO or a device in its
/// place is refused in words. An exclusive holder notes its pid and purpose in a file of its
/// own beside it (`<lock>.holder`), replaced atomically by ``FileWriter``, so no file is ever
/// truncated or written in place through the lock's name.
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
        // Checked like any file of the folder, then opened by its own name, never followed: a
        // link there (even one that stays inside) is refused when opened.
        _ = try FileWriter.prepare(folder.resolve(name), in: folder)
        let file = URL(fileURLWithPath: try folder.realLocation()).appendingPathComponent(name)
        let holderFile = file.path + ".holder"
        let descriptor = try Self.openLockFile(file.path)
        guard flock(descriptor, (mode == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
            let code = errno
            // A holder notes itself just after it takes the lock: give it a moment to do so.
            var holder = Self.holder(holderFile)
            for _ in 0..<5 where holder == nil && code == EWOULDBLOCK {
                usleep(10_000)
                holder = Self.holder(holderFile)
            }
            close(descriptor)
            guard code == EWOULDBLOCK else { throw .cannotWrite(path: file.path, problem: FileProblem(errno: code)) }
            throw .runInProgress(folder: guarded, holder: holder)
        }
        if mode == .exclusive {
            let note = "pid \(getpid()): \(purpose), since \(ISO8601DateFormatter().string(from: Date()))\n"
            // Only a note for another run's message: a name it cannot be written to stops nothing.
            // The note replaces whatever `<lock>.holder` is, a link included: never written through.
            try? FileWriter.replaceEntry(Data(note.utf8), named: name + ".holder", in: folder)
        }
        self.descriptor = descriptor
    }

    /// The lock file at `path`, open read-only: created fresh, or the existing one when it is a
    /// regular file with one name, opened without following a link.
    ///
    /// - Throws: ``SnapshotError/fileSystem(path:expected:problem:)`` for a link, a file with
    ///   other names (a hard link to a file elsewhere), a FIFO, a device or a folder.
    static func openLockFile(_ path: String) throws(SnapshotError) -> Int32 {
        let expected = "a lock file of the harness's own"
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        for _ in 0..<3 {
            let fresh = open(path, flags | O_CREAT | O_EXCL, 0o644)
            if fresh >= 0 { return fresh }
            guard errno == EEXIST else { throw .cannotWrite(path: path, problem: .current) }
            let descriptor = open(path, flags)
            guard descriptor >= 0 else {
                if errno == ENOENT { continue }  // removed since: made fresh on the next round
                let problem =
                    errno == ELOOP ? FileProblem("it is a symbolic link", remedy: "remove it; the next run makes its own") : .current
                throw .fileSystem(path: path, expected: expected, problem: problem)
            }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let problem = FileProblem.current
                close(descriptor)
                throw .fileSystem(path: path, expected: expected, problem: problem)
            }
            if status.st_mode & S_IFMT != S_IFREG || status.st_nlink != 1 {
                close(descriptor)
                let what =
                    status.st_mode & S_IFMT != S_IFREG
                    ? "it is not a regular file (a FIFO, a device or a folder)"
                    : "it has \(status.st_nlink) names: a hard link to a file elsewhere, which a lock must never touch"
                throw .fileSystem(
                    path: path, expected: expected, problem: FileProblem(what, remedy: "remove it; the next run makes its own"))
            }
            return descriptor
        }
        throw .fileSystem(
            path: path, expected: expected, problem: FileProblem("it kept disappearing while it was opened", remedy: "run again"))
    }

    /// What an exclusive holder noted about itself (its pid and purpose) in the file `path`:
    /// read no further than 512 bytes, never through a link, only from a regular file.
    private static func holder(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
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
