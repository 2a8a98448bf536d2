import Foundation

/// Files that are not regular files, made in a test's own folder: what a named output may turn
/// out to be (`/dev/null`, a FIFO, a socket, a block device), never the system's own.
package enum SpecialFiles {
    /// Whether this process may make device nodes (root, as in many CI containers).
    package static var canMakeDevices: Bool { getuid() == 0 }

    /// A character device like `/dev/null` (major 1, minor 3) at `url`: writes to it go nowhere.
    package static func nullDevice(at url: URL) throws {
        try check(mknod(url.path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)), url)
    }

    /// A block device node with no driver (major 0, minor 0) at `url`: opening it fails, so a
    /// writer that wrongly opened it would change nothing.
    package static func driverlessBlockDevice(at url: URL) throws {
        try check(mknod(url.path, S_IFBLK | 0o600, 0), url)
    }

    /// A FIFO at `url`.
    package static func fifo(at url: URL) throws {
        try check(mkfifo(url.path, 0o644), url)
    }

    /// A Unix-domain socket bound at `url` (closed again: the socket file stays).
    package static func boundSocket(at url: URL) throws {
        #if os(Linux)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_UNIX, stream, 0)
        try check(descriptor >= 0 ? 0 : -1, url)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(url.path.utf8)
        precondition(path.count < MemoryLayout.size(ofValue: address.sun_path), "socket path too long: \(url.path)")
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try check(bound, url)
    }

    /// The type bits of what is at `url` itself (a link is a link).
    package static func kind(of url: URL) -> mode_t? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    private static func check(_ result: Int32, _ url: URL) throws {
        guard result == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": errno])
        }
    }
}
