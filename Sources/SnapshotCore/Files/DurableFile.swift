import Foundation

/// Flushes files and folders to the disk: `fsync(2)` wrapped, every status checked.
///
/// A rename is durable once the folder holding it is flushed; a file's bytes once the file is.
/// A transaction journal is both, before the first rename it announces:
///
/// ```swift
/// try DurableFile.sync(file: temporary)
/// guard rename(temporary, journal) == 0 else { … }
/// try DurableFile.sync(folder: outputFolder)
/// ```
enum DurableFile {
    /// Flushes the bytes of the regular file at `path` (never through a link).
    static func sync(file path: String) throws(SnapshotError) {
        try sync(path, flags: O_RDONLY | O_NOFOLLOW | O_CLOEXEC, expected: "a file that can be flushed to disk")
    }

    /// Flushes the entries of the folder at `path`: the renames, creations and removals in it.
    static func sync(folder path: String) throws(SnapshotError) {
        try sync(path, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC, expected: "a folder that can be flushed to disk")
    }

    private static func sync(_ path: String, flags: Int32, expected: String) throws(SnapshotError) {
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { throw .fileSystem(path: path, expected: expected, problem: .current) }
        var result = fsync(descriptor)
        while result != 0 && errno == EINTR { result = fsync(descriptor) }
        let problem: FileProblem? = result == 0 ? nil : .current
        if close(descriptor) != 0, problem == nil { throw .fileSystem(path: path, expected: expected, problem: .current) }
        if let problem { throw .fileSystem(path: path, expected: expected, problem: problem) }
    }
}
