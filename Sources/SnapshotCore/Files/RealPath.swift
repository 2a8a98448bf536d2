import Foundation

/// Where a path really leads: every link and `..` of its existing part resolved, its missing
/// tail appended as written.
///
/// A path such as `Snapshots/EBCounter/new@2x.png` may name a file that does not exist yet, under
/// a folder that does; `realpath(3)` alone answers only for paths that exist. This walks the path
/// one component at a time, like the kernel: a link is replaced by its target, `..` goes up from
/// where the walk really is, and the first missing component ends the walk (the rest cannot hold
/// links, since it does not exist).
struct RealPath: Sendable, Equatable {
    /// The resolved location.
    var path: String
    /// Whether the whole path exists.
    var exists: Bool

    /// Resolves the absolute `path`.
    ///
    /// - Throws: ``SnapshotError/unsafePath(path:reason:)`` for a relative path, a NUL byte, a
    ///   dangling link or a missing component followed by `..`;
    ///   ``SnapshotError/fileSystem(path:expected:problem:)`` when a link cannot be read.
    static func resolve(_ path: String) throws(SnapshotError) -> RealPath {
        guard PathBytes.isAbsolute(path) else { throw .unsafePath(path: path, reason: "not an absolute path") }
        guard !path.utf8.contains(0) else { throw .unsafePath(path: path, reason: "it contains a NUL byte") }
        // Split on the bytes: a name that begins with a combining mark is a component of its own.
        var components = PathBytes.components(of: path)
        components.reverse()  // a stack: the next component is the last element
        var current = ""  // "" is the root
        var followed = 0
        while let component = components.popLast() {
            if PathBytes.equal(component, ".") { continue }
            if PathBytes.equal(component, "..") {
                current = PathBytes.parent(of: current)
                continue
            }
            let candidate = current + "/" + component
            var status = stat()
            guard lstat(candidate, &status) == 0 else {
                let code = errno
                if code == ENOTDIR {
                    throw .fileSystem(path: current, expected: "a folder", problem: FileProblem("it is a file", remedy: "move it away"))
                }
                guard code == ENOENT else {
                    throw .fileSystem(path: candidate, expected: "a readable path", problem: FileProblem(errno: code))
                }
                let rest = [component] + components.reversed()
                if rest.contains(where: { PathBytes.equal($0, "..") }) {
                    throw .unsafePath(path: path, reason: "\(candidate) does not exist, and the path goes up (..) from inside it")
                }
                return RealPath(path: ([candidate] + rest.dropFirst()).joined(separator: "/"), exists: false)
            }
            guard status.st_mode & S_IFMT == S_IFLNK else {
                current = candidate
                continue
            }
            followed += 1
            guard followed <= 40 else { throw .fileSystem(path: candidate, expected: "a path", problem: FileProblem(errno: ELOOP)) }
            let target = try readLink(candidate)
            if PathBytes.isAbsolute(target) { current = "" }
            // The link's target is walked in place of the link (it may hold links and `..` itself).
            components += PathBytes.components(of: target).reversed()
        }
        return RealPath(path: current.isEmpty ? "/" : current, exists: true)
    }

    /// The target a link names, as written.
    private static func readLink(_ link: String) throws(SnapshotError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw .fileSystem(path: link, expected: "a readable link", problem: .current) }
        // A target that is not UTF-8 would be walked under another name (its bytes repaired): refused.
        guard let target = String(validating: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) else {
            throw .unsafePath(path: link, reason: "the link's target is not UTF-8, so it cannot be followed by name")
        }
        return target
    }

    /// Whether `path` is `folder` or lies below it (both resolved), compared as bytes (``PathBytes``).
    static func path(_ path: String, isInside folder: String) -> Bool {
        PathBytes.isInside(path, folder: folder)
    }
}
