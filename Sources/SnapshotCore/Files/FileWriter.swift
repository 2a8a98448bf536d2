import Foundation

/// Writes files atomically inside a ``ContainedFolder``: the one way the harness writes a file.
///
/// A write resolves its target with the folder's containment rule (no link out of the folder,
/// no `..`), creates the missing folders one by one, writes a temporary file beside the target
/// (`.<name>.<uuid>.tmp`, created exclusively and never through a link) and renames it over the
/// target. A reader, or a killed run, sees the old file or the new one, never a truncated one;
/// a run killed mid-write leaves at most the temporary file, which `snapshot clean` recognises.
///
/// ```swift
/// let output = ContainedFolder(outputDirectory, role: "the output folder")
/// try FileWriter.write(xml, to: "junit.xml", in: output)
/// ```
package enum FileWriter {
    /// Writes `data` to `relative` inside `folder`; returns the file's real location.
    @discardableResult
    package static func write(_ data: Data, to relative: String, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        let target = try prepare(folder.resolve(relative), in: folder)
        try replace(target, with: data)
        return target
    }

    /// Replaces the entry `name` directly in `folder` (no subfolder) with a regular file holding
    /// `data`, whatever the entry is now: a link there is replaced itself, never written through,
    /// so a note beside a lock cannot land in the file a planted link names. A folder is refused.
    package static func replaceEntry(_ data: Data, named name: String, in folder: ContainedFolder) throws(SnapshotError) {
        guard !name.isEmpty, !name.utf8.contains(UInt8(ascii: "/")), name != ".", name != ".." else {
            throw .unsafePath(path: name, reason: "not a name of an entry of its folder")
        }
        let target = URL(fileURLWithPath: try folder.realLocation() + "/" + name)
        var status = stat()
        if lstat(target.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .fileSystem(path: target.path, expected: "a file", problem: FileProblem(errno: EISDIR))
        }
        try replace(target, with: data)
    }

    /// Writes `data` to `file`, an absolute path named under `folder`; returns the file's real location.
    @discardableResult
    package static func write(_ data: Data, to file: URL, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        let target = try prepare(folder.resolve(file: file), in: folder)
        try replace(target, with: data)
        return target
    }

    /// Writes `data` to a file the user named on the command line (`--junit PATH`), following
    /// the links the user's own path holds, but never into any of `forbidden` (`Snapshots/`),
    /// however the path gets there. Returns the file's real location.
    ///
    /// Only a regular file (or a name not yet taken) is replaced, atomically. A FIFO or a
    /// character device the path names or links to (`/dev/stdout`, `/dev/null`, a pipe from
    /// `mkfifo`) is written to in place, as a shell's `>` would, and never replaced; a socket or a
    /// block device is refused.
    ///
    /// - Throws: ``SnapshotError/intoSnapshots(path:leadsTo:snapshots:)`` for a path that leads
    ///   into one of `forbidden`; ``SnapshotError/fileSystem(path:expected:problem:)`` for a
    ///   socket, a block device or a folder.
    @discardableResult
    package static func write(_ data: Data, toNamedFile file: URL, awayFrom forbidden: [ContainedFolder]) throws(SnapshotError) -> URL {
        let file = file.standardizedFileURL
        let target = URL(fileURLWithPath: try RealPath.resolve(file.path).path)
        for place in forbidden where place.holds(target) {
            throw .intoSnapshots(path: file.path, leadsTo: target.path, snapshots: place.url.path)
        }
        if let kind = existingKind(of: file.path), kind != S_IFREG, kind != S_IFDIR {
            try writeInPlace(data, to: file.path, kind: kind)
            return file
        }
        let folder = ContainedFolder(target.deletingLastPathComponent(), role: "the folder of \(file.lastPathComponent)")
        try replace(try prepare(target, in: folder), with: data)
        return target
    }

    /// Creates the folders `target` needs (each checked to stay inside `folder`) and refuses a target that is a folder.
    static func prepare(_ target: URL, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        try makeFolders(for: target, in: folder)
        var status = stat()
        if lstat(target.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .fileSystem(path: target.path, expected: "a file", problem: FileProblem(errno: EISDIR))
        }
        return target
    }

    /// Creates the missing folders above `target`, one level at a time, re-checking containment
    /// once they exist (a folder created by someone else meanwhile could be a link).
    static func makeFolders(for target: URL, in folder: ContainedFolder) throws(SnapshotError) {
        let parent = target.deletingLastPathComponent().path
        var missing: [String] = []
        var probe = parent
        var status = stat()
        while lstat(probe, &status) != 0 {
            guard errno == ENOENT else { throw .fileSystem(path: probe, expected: "a folder", problem: .current) }
            missing.append(probe)
            probe = (probe as NSString).deletingLastPathComponent
        }
        guard missing.isEmpty || status.st_mode & S_IFMT == S_IFDIR else {
            throw .fileSystem(path: probe, expected: "a folder", problem: FileProblem(errno: ENOTDIR))
        }
        for path in missing.reversed() where mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw .cannotWrite(path: path, problem: .current)
        }
        if !missing.isEmpty {
            let real = try RealPath.resolve(parent).path
            guard PathBytes.equal(real, parent) else { throw .outsideFolder(path: parent, leadsTo: real, folder: folder.url.path) }
        } else if lstat(parent, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw .fileSystem(path: parent, expected: "a folder", problem: FileProblem(errno: ENOTDIR))
        }
    }

    /// Writes `data` to a new temporary file beside `target` and renames it over `target`.
    ///
    /// - Parameter notingIdentity: also take the identity of the file written, before it has its
    ///   name (``FileIdentity``; nil when it cannot be taken), and return it.
    @discardableResult
    static func replace(_ target: URL, with data: Data, notingIdentity: Bool = false) throws(SnapshotError) -> FileIdentity? {
        let temporary = try writeTemporary(data, beside: target)
        defer { StagedFiles.forget([temporary]) }
        let identity = notingIdentity ? try? FileIdentity.ofRegularFile(at: temporary) : nil
        guard rename(temporary, target.path) == 0 else {
            let problem = FileProblem.current
            unlink(temporary)
            throw .cannotWrite(path: target.path, problem: problem)
        }
        return identity
    }

    /// Whether `name` is one of this writer's temporary files: what a run killed mid-write leaves
    /// behind. Only the exact pattern ``temporaryName(beside:)`` makes counts: a dot, a name, a dot,
    /// a UUID as `UUID().uuidString` writes it (36 characters, capitals), `.tmp`. A user's
    /// `.notes.tmp` or `.gitattributes.tmp` is not the harness's, and `clean` leaves it alone.
    package static func isTemporaryName(_ name: String) -> Bool {
        let uuidLength = 36, suffix = ".tmp"
        let bytes = Array(name.utf8)
        // "." + at least one byte of name + "." + UUID + ".tmp"
        guard bytes.count >= 1 + 1 + 1 + uuidLength + suffix.utf8.count, bytes.first == UInt8(ascii: "."),
            bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        else { return false }
        let uuidEnd = bytes.count - suffix.utf8.count, uuidStart = uuidEnd - uuidLength
        guard bytes[uuidStart - 1] == UInt8(ascii: ".") else { return false }
        let uuid = String(decoding: bytes[uuidStart..<uuidEnd], as: UTF8.self)
        return UUID(uuidString: uuid)?.uuidString == uuid
    }

    /// The name of a new temporary file beside `target`: `.<name>.<uuid>.tmp`.
    static func temporaryName(beside target: URL) -> String {
        let name = ".\(target.lastPathComponent).\(UUID().uuidString).tmp"
        return target.deletingLastPathComponent().appending(path: name, directoryHint: .notDirectory).path
    }

    /// Creates a temporary file beside `target` holding `data`; returns its path.
    ///
    /// Written with `open`/`write`/`close` rather than Foundation's file writing, which goes
    /// through a temporary file of its own (`.dat.nosync…`) that a killed run would leave behind
    /// under a name `clean` cannot know. `O_EXCL | O_NOFOLLOW`: never an existing file, never a link.
    /// The file is tracked by ``StagedFiles`` until its caller renames or removes it (and forgets
    /// it), so SIGINT or SIGTERM removes it before the process ends.
    static func writeTemporary(_ data: Data, beside target: URL) throws(SnapshotError) -> String {
        let path = temporaryName(beside: target)
        let descriptor = StagedFiles.create(path) { open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw .cannotWrite(path: target.path, problem: .current) }
        var failure = writeAll(data, to: descriptor)
        if close(descriptor) != 0 && failure == nil { failure = .current }
        if let failure {
            unlink(path)
            StagedFiles.forget([path])
            throw .cannotWrite(path: target.path, problem: failure)
        }
        return path
    }

    /// Writes all of `data` to the open `descriptor`, retrying interrupted and partial writes;
    /// returns the problem that stopped it, or nil.
    static func writeAll(_ data: Data, to descriptor: Int32) -> FileProblem? {
        var failure: FileProblem?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    return
                }
                offset += written
            }
        }
        return failure
    }
}
