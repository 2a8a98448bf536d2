import Foundation

/// A regular file opened for reading with its size known before a byte is read: every read of
/// a token file, a PNG or a font in the modules below the harness stops at a bound `fstat` checks
/// first, and says which bound in words.
///
/// A 3 GB file named as a PNG or a token table used to be read whole (20 s, 3 GB of memory)
/// before its first byte was looked at. Now its size is compared with the most such a file can
/// need, and only a file within it is read, never past that size even if it grows meanwhile:
///
/// ```swift
/// let data = try BoundedFile.read(url.path, limit: TokenTable.fileByteLimit, kind: "a token file")
/// // throws: "it holds 3221225472 bytes, more than the 16777216 bytes a token file may hold"
/// ```
///
/// Only a regular file is read: a folder, a FIFO (which would block) or a device is refused.
package final class BoundedFile {
    /// Why a file could not be read, as a clause that follows "cannot read …: ".
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    private let descriptor: Int32
    /// The file's size when it was opened.
    package let size: Int

    /// Opens the regular file at `path` (links followed: the caller has resolved what it may read).
    package init(_ path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno)).lowercased()) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let problem = String(cString: strerror(errno)).lowercased()
            close(descriptor)
            throw Failure(description: problem)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            let kind = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file (a pipe, socket or device)"
            throw Failure(description: "it is \(kind)")
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// The file's first `count` bytes at most (fewer when it is shorter).
    package func read(atMost count: Int) throws(Failure) -> Data {
        let wanted = max(0, min(count, size))
        var data = Data(count: wanted)
        var offset = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            while offset < wanted, let base = buffer.baseAddress {
                let got = pread(descriptor, base + offset, wanted - offset, off_t(offset))
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { break }
                offset += got
            }
        }
        if failure != 0 { throw Failure(description: String(cString: strerror(failure)).lowercased()) }
        data.count = offset
        return data
    }

    /// The whole regular file at `path`, refused unread when `fstat` says it holds more than
    /// `limit` bytes; `kind` names it in the refusal ("a token file").
    package static func read(_ path: String, limit: Int, kind: String) throws(Failure) -> Data {
        let file = try BoundedFile(path)
        guard file.size <= limit else { throw tooLarge(file.size, limit: limit, kind: kind) }
        return try file.read(atMost: limit)
    }

    /// The refusal of a file of `size` bytes over `limit`.
    package static func tooLarge(_ size: Int, limit: Int, kind: String) -> Failure {
        Failure(description: "it holds \(size) bytes, more than the \(limit) bytes \(kind) may hold")
    }
}
