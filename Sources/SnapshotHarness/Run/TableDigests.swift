import Foundation
import Rendering
import SnapshotCore
import Synchronization

/// Whether a token table's working-tree file holds the bytes of the copy built into this binary,
/// the copy read at most once per process.
///
/// Files of different sizes differ unread. Otherwise each is read whole (no more than
/// ``byteLimit``) and hashed (``StableHash``). The built copy's digest is kept by path with the
/// file's identity (device, inode, size, modification time), so the assertions of a hundred test
/// cases hash it once; the working-tree file is read on every compare, as an edit of the same size
/// may keep its identity within the clock's tick.
///
/// ```swift
/// try TableDigests.differ(source, built)   // true: rebuild first
/// ```
enum TableDigests {
    /// The largest table compared: far more than any table a design system needs.
    static let byteLimit = 64 * 1024 * 1024

    private static let builtDigests = Mutex<[String: (identity: FileIdentity, digest: UInt64)]>([:])

    /// Whether the regular file `source` holds other bytes than `built`, the binary's copy.
    ///
    /// - Throws: ``SnapshotError/fileSystem(path:expected:problem:)`` for a file that is missing,
    ///   not a regular file, or larger than ``byteLimit``.
    static func differ(_ source: URL, _ built: URL) throws -> Bool {
        let (edited, copy) = (try identity(of: source), try identity(of: built))
        guard edited.size == copy.size else { return true }
        let kept = builtDigests.withLock { $0[built.path] }
        let builtDigest: UInt64
        if let kept, kept.identity == copy {
            builtDigest = kept.digest
        } else {
            builtDigest = try digest(of: built)
            builtDigests.withLock { $0[built.path] = (copy, builtDigest) }
        }
        return try digest(of: source) != builtDigest
    }

    private static func identity(of url: URL) throws -> FileIdentity {
        guard let identity = try FileIdentity.ofRegularFile(at: url.path) else {
            throw SnapshotError.fileSystem(path: url.path, expected: "a token table", problem: FileProblem("it does not exist"))
        }
        return identity
    }

    private static func digest(of url: URL) throws -> UInt64 {
        let data = try FileReader.readWhole(url.path, expected: "a token table", limit: byteLimit) ?? Data()
        var hash = StableHash()
        hash.combine(bytes: data)
        return hash.value
    }
}
