import Foundation

/// Reads a regular file, up to a limit, after its location has been checked.
///
/// Only regular files are read: a folder, a FIFO (which would block the run) or a device in
/// place of a reference is an error in words. A file larger than the limit is not read whole:
/// its first bytes are returned with its size, so a caller can still say what it is (a PNG's
/// header names its size) without holding it in memory.
package enum FileReader {
    /// What reading a file with a limit gave.
    package enum Contents: Sendable, Equatable {
        /// The whole file.
        case whole(Data)
        /// The file is larger than the limit: its first bytes and its size.
        case oversized(head: Data, size: Int)
    }

    /// How many bytes of an oversized file are returned.
    package static let headLength = 64 * 1024

    /// The file at the real location `path`, or nil when nothing is there.
    ///
    /// - Parameters:
    ///   - expected: what should be there, for messages ("a reference file").
    ///   - limit: the most bytes read whole.
    package static func read(_ path: String, expected: String, limit: Int) throws(SnapshotError) -> Contents? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .fileSystem(path: path, expected: expected, problem: .current)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .fileSystem(path: path, expected: expected, problem: .current) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .fileSystem(path: path, expected: expected, problem: FileProblem(errno: EISDIR))
        default:
            throw .fileSystem(
                path: path, expected: expected,
                problem: FileProblem("it is not a regular file (a pipe, socket or device)", remedy: "remove it"))
        }
        let size = Int(status.st_size)
        let wanted = size > limit ? min(headLength, limit) : size
        var data = Data(count: wanted)
        var offset = 0
        var failure: FileProblem?
        data.withUnsafeMutableBytes { buffer in
            while offset < wanted, let base = buffer.baseAddress {
                let count = Foundation.read(descriptor, base + offset, wanted - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    return
                }
                if count == 0 { break }
                offset += count
            }
        }
        if let failure { throw .fileSystem(path: path, expected: expected, problem: failure) }
        data.count = offset
        return size > limit ? .oversized(head: data, size: size) : .whole(data)
    }

    /// The whole file at `path`, or nil when nothing is there; a file over `limit` is an error.
    package static func readWhole(_ path: String, expected: String, limit: Int) throws(SnapshotError) -> Data? {
        switch try read(path, expected: expected, limit: limit) {
        case nil: return nil
        case .whole(let data)?: return data
        case .oversized(_, let size)?:
            throw .fileSystem(
                path: path, expected: expected,
                problem: FileProblem("it holds \(size) bytes, more than the \(limit) such a file can need"))
        }
    }
}
