import Foundation

/// Which file a name leads to: its device and inode, with its size and modification time, as
/// `lstat(2)` reports them.
///
/// A transaction journal records the identity of each file it stages and of each backup it
/// keeps, so recovery acts only on those files: a target is "in place" when it *is* the staged
/// file (a rename keeps the inode, size and modification time), and a backup is restored or
/// removed only when it is still the one the transaction made. A file that merely has the right
/// name is left alone, even when it reuses a freed inode (its size or time differs).
///
/// ```swift
/// let staged = try FileIdentity.ofRegularFile(at: temporary)  // before the rename
/// try FileIdentity.ofRegularFile(at: target) == staged         // after it: true
/// ```
package struct FileIdentity: Codable, Hashable, Sendable {
    /// The device the file lives on.
    package var device: UInt64
    /// The file's inode number on that device.
    package var inode: UInt64
    /// The file's size in bytes.
    package var size: Int64
    /// The file's modification time, in nanoseconds since 1970.
    package var modified: Int64

    /// The identity of the regular file at `path` (a link is not followed); nil when nothing is there.
    ///
    /// - Throws: ``SnapshotError/fileSystem(path:expected:problem:)`` when something other than a
    ///   regular file (a folder, a link, a pipe, a device) has the name, or `lstat` fails otherwise.
    package static func ofRegularFile(at path: String) throws(SnapshotError) -> FileIdentity? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .fileSystem(path: path, expected: "a regular file", problem: .current)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .fileSystem(path: path, expected: "a regular file", problem: FileProblem("it is a folder, a link or a device"))
        }
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size), modified: modified)
    }
}
