import Foundation

/// The temporary files this process has made and not yet renamed into place or removed, so a
/// signal that ends the process (SIGINT, SIGTERM) removes them first.
///
/// ``FileWriter`` creates every temporary file through ``create(_:_:)`` and a transaction's
/// backups are made the same way; each is forgotten once it is renamed into place, removed, or
/// handed to a transaction journal (which covers a kill from then on, see ``JournalRecovery``).
/// The command line's signal thread calls ``removeAllForExit()``: it takes the lock for good,
/// so no temporary file can be created after it has looked, and unlinks what is left.
///
/// ```swift
/// let descriptor = StagedFiles.create(path) { open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644) }
/// // … written, then renamed over its target:
/// StagedFiles.forget([path])
/// ```
package enum StagedFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths = Set<PathBytes.Key>()
    nonisolated(unsafe) private static var ending = false

    /// Runs `make` (which creates the file at `path` and returns a descriptor or status, negative
    /// on failure) and notes `path` when it succeeds; fails with `EINTR` without running `make`
    /// once the process is ending.
    package static func create(_ path: String, _ make: () -> Int32) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        guard !ending else {
            errno = EINTR
            return -1
        }
        let result = make()
        if result >= 0 { paths.insert(PathBytes.Key(path)) }
        return result
    }

    /// Stops tracking `files`: renamed into place, removed, or now a journal's to recover.
    package static func forget(_ files: some Sequence<String>) {
        lock.withLock {
            for file in files { paths.remove(PathBytes.Key(file)) }
        }
    }

    /// How many temporary files are tracked now.
    package static var count: Int { lock.withLock { paths.count } }

    /// Unlinks every tracked file and returns how many were removed. The lock is kept: the
    /// process is about to `_exit`, and no thread may create a temporary file after this.
    package static func removeAllForExit() -> Int {
        lock.lock()
        ending = true
        var removed = 0
        for key in paths {
            if unlink(key.path) == 0 { removed += 1 }
        }
        paths = []
        return removed
    }
}
