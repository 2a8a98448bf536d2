import Foundation

/// Several files written all or none.
///
/// Each file is staged first: resolved with its folder's containment rule and written in full
/// to a temporary file beside its target. ``commit()`` then renames the staged files into place,
/// keeping a hard link to each file it replaces; if any rename fails, the files already renamed
/// are put back (the old bytes, or no file where there was none) and every temporary file is
/// removed, so the folder is as it was. Dropping a transaction without committing removes what
/// it staged.
///
/// ```swift
/// let transaction = FileTransaction()
/// for (path, png) in approved { try transaction.stage(png, to: path, in: snapshots) }
/// try transaction.commit()
/// ```
///
/// Staging is safe from several threads (a parallel `record` stages as it renders). A run
/// killed during ``commit()`` can leave part of the set renamed; the temporary files it leaves
/// are `.<name>.<uuid>.tmp`, which `snapshot clean` removes.
public final class FileTransaction: @unchecked Sendable {
    private struct Staged {
        var temporary: String
        var target: String
    }

    private let lock = NSLock()
    private var staged: [Staged] = []
    /// Where each target is in `staged`: staging stays constant-time however many files a set has.
    private var indexByTarget: [String: Int] = [:]
    private var finished = false

    public init() {}

    /// The number of files staged so far.
    public var count: Int { lock.withLock { staged.count } }

    /// The real locations of the staged files, in staging order.
    public var targets: [URL] { lock.withLock { staged.map { URL(fileURLWithPath: $0.target) } } }

    /// Stages `data` for `relative` inside `folder`; returns the target's real location.
    @discardableResult
    public func stage(_ data: Data, to relative: String, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        try stage(data, at: FileWriter.prepare(folder.resolve(relative), in: folder))
    }

    /// Stages `data` for `file`, an absolute path named under `folder`; returns the target's real location.
    @discardableResult
    public func stage(_ data: Data, to file: URL, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        try stage(data, at: FileWriter.prepare(folder.resolve(file: file), in: folder))
    }

    private func stage(_ data: Data, at target: URL) throws(SnapshotError) -> URL {
        let temporary = try FileWriter.writeTemporary(data, beside: target)
        let path = target.path
        let duplicate: String? = lock.withLock {
            guard !finished else { return "finished" }
            if let index = indexByTarget[path] {
                // Staged twice: the later bytes win, as they would with two plain writes.
                let previous = staged[index].temporary
                staged[index].temporary = temporary
                return previous
            }
            indexByTarget[path] = staged.count
            staged.append(Staged(temporary: temporary, target: path))
            return nil
        }
        if duplicate == "finished" {
            unlink(temporary)
            throw .cannotWrite(path: target.path, problem: FileProblem("the set of files it belongs to was already written or dropped"))
        }
        if let duplicate { unlink(duplicate) }
        return target
    }

    /// Renames every staged file into place, or none of them.
    ///
    /// - Throws: ``SnapshotError/cannotWrite(path:problem:)`` naming the file that could not be
    ///   written; every target is then as it was before, and no temporary file is left.
    public func commit() throws(SnapshotError) {
        let files: [Staged] = lock.withLock {
            finished = true
            return staged
        }
        var done: [(target: String, backup: String?)] = []
        for (index, file) in files.enumerated() {
            var backup: String?
            var status = stat()
            if lstat(file.target, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                do {
                    backup = try Self.keep(file.target)
                } catch {
                    Self.rollBack(done)
                    for rest in files[index...] { unlink(rest.temporary) }
                    throw error
                }
            }
            guard rename(file.temporary, file.target) == 0 else {
                let problem = FileProblem.current
                if let backup { unlink(backup) }
                Self.rollBack(done)
                for rest in files[index...] { unlink(rest.temporary) }
                throw .cannotWrite(path: file.target, problem: problem)
            }
            done.append((file.target, backup))
        }
        for file in done { if let backup = file.backup { unlink(backup) } }
    }

    /// A second name for the file at `target` (a hard link, or a copy where links are not
    /// supported), so a rollback can put its bytes back.
    private static func keep(_ target: String) throws(SnapshotError) -> String {
        let url = URL(fileURLWithPath: target)
        let name = FileWriter.temporaryName(beside: url)
        if link(target, name) == 0 { return name }
        guard let data = FileManager.default.contents(atPath: target) else {
            throw .cannotWrite(path: target, problem: FileProblem("its current bytes could not be kept for a rollback"))
        }
        return try FileWriter.writeTemporary(data, beside: url)
    }

    /// Puts back what `done` replaced, newest first.
    private static func rollBack(_ done: [(target: String, backup: String?)]) {
        for file in done.reversed() {
            if let backup = file.backup {
                rename(backup, file.target)
            } else {
                unlink(file.target)
            }
        }
    }

    /// Removes every staged file without writing any target.
    public func discard() {
        let files: [Staged] = lock.withLock {
            defer {
                staged = []
                indexByTarget = [:]
            }
            finished = true
            return staged
        }
        for file in files { unlink(file.temporary) }
    }

    deinit {
        if !finished { for file in staged { unlink(file.temporary) } }
    }
}
