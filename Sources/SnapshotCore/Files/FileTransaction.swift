import Foundation

/// Several files written all or none, even when the run is killed.
///
/// Each file is staged first: resolved with its folder's containment rule and written in full
/// to a temporary file beside its target. ``commit()`` then keeps a hard link to each file it
/// will replace (its backup), writes the intent journal (``TransactionJournal``: each target,
/// its staged file and its backup, flushed to disk with its folder), renames the staged files
/// into place, marks the journal committed, and removes the backups and the journal. If a
/// rename fails, the files already renamed are put back (the old bytes, or no file where there
/// was none) and every temporary file is removed, so the folder is as it was. Dropping a
/// transaction without committing removes what it staged.
///
/// ```swift
/// let transaction = workspace.transaction()
/// for (path, png) in approved { try transaction.stage(png, to: path, in: snapshots) }
/// try transaction.commit()
/// ```
///
/// A run killed during ``commit()`` leaves the journal: the next run that takes the workspace's
/// lock finishes or undoes it (``JournalRecovery``), so every file ends all old or all new. A
/// transaction made with ``init()`` keeps no journal: a kill during its renames can leave part
/// of the set renamed. Staging is safe from several threads (a parallel `record` stages as it
/// renders).
///
/// For tests, `SNAPSHOT_TEST_KILL_AT_RENAME=N` in the environment kills the process with
/// `SIGKILL` just before the transaction's Nth rename (the journal's own renames included), as
/// `strace -e inject=rename:signal=SIGKILL:when=N` does.
package final class FileTransaction: @unchecked Sendable {
    struct Staged {
        var temporary: String
        var target: String
        /// The journal's name of the target's folder, and where in the target's UTF-8 the part
        /// relative to that folder starts (nil without a journal).
        var place: (folder: String, relativeStart: Int)?

        /// The target relative to its folder (nil without a journal): kept as an offset, so a
        /// staged file holds its target's path once.
        var relative: String? {
            guard let place else { return nil }
            let utf8 = target.utf8
            return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: place.relativeStart)...], as: UTF8.self)
        }
    }

    /// A staged file ready to be renamed: its backup made, the identities known.
    struct Prepared {
        var file: Staged
        var stagedFile: FileIdentity
        var backup: String?
        var backupFile: FileIdentity?
    }

    /// The environment variable of the test hook that kills the process before the Nth rename.
    package static let killAtRenameVariable = "SNAPSHOT_TEST_KILL_AT_RENAME"
    private static let killAtRename = ProcessInfo.processInfo.environment[killAtRenameVariable].flatMap { Int($0) }

    private let lock = NSLock()
    private var staged: [Staged] = []
    /// Where each target is in `staged`: staging stays constant-time however many files a set has.
    private var indexByTarget: [PathBytes.Key: Int] = [:]
    private var finished = false
    /// Where the intent journal is written; nil for a transaction without one.
    let journal: JournalFile?
    /// The renames done so far (for the test hook).
    private var renames = 0
    /// The `rename(2)` a commit calls; tests replace it to make one rename fail.
    var renameCall: (String, String) -> Int32 = { rename($0, $1) }

    /// A transaction without a journal: all or none while the process lives, but a kill during
    /// ``commit()`` can leave part of the set renamed. Use ``Workspace/transaction()`` for references.
    package init() {
        journal = nil
    }

    /// A transaction whose ``commit()`` writes its intent journal to `journal` first; it may
    /// stage files only in the folders the journal may name (`Snapshots/`, `snapshot-output/`).
    package init(journal: JournalFile) {
        self.journal = journal
    }

    /// The number of files staged so far.
    package var count: Int { lock.withLock { staged.count } }

    /// The real locations of the staged files, in staging order.
    package var targets: [URL] { lock.withLock { staged.map { URL(fileURLWithPath: $0.target) } } }

    /// Stages `data` for `relative` inside `folder`; returns the target's real location.
    @discardableResult
    package func stage(_ data: Data, to relative: String, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        try stage(data, at: FileWriter.prepare(folder.resolve(relative), in: folder), in: folder)
    }

    /// Stages `data` for `file`, an absolute path named under `folder`; returns the target's real location.
    @discardableResult
    package func stage(_ data: Data, to file: URL, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        try stage(data, at: FileWriter.prepare(folder.resolve(file: file), in: folder), in: folder)
    }

    private func stage(_ data: Data, at target: URL, in folder: ContainedFolder) throws(SnapshotError) -> URL {
        let place = try journalPlace(of: target, in: folder)
        let temporary = try FileWriter.writeTemporary(data, beside: target)
        let path = target.path
        let duplicate: String? = lock.withLock {
            guard !finished else { return "finished" }
            if let index = indexByTarget[PathBytes.Key(path)] {
                // Staged twice: the later bytes win, as they would with two plain writes.
                let previous = staged[index].temporary
                staged[index].temporary = temporary
                return previous
            }
            indexByTarget[PathBytes.Key(path)] = staged.count
            staged.append(Staged(temporary: temporary, target: path, place: place))
            return nil
        }
        if duplicate == "finished" {
            unlink(temporary)
            StagedFiles.forget([temporary])
            throw .cannotWrite(path: target.path, problem: FileProblem("the set of files it belongs to was already written or dropped"))
        }
        if let duplicate {
            unlink(duplicate)
            StagedFiles.forget([duplicate])
        }
        return target
    }

    /// The journal's name of `folder`, and where `target` relative to it starts in its UTF-8;
    /// nil without a journal.
    private func journalPlace(of target: URL, in folder: ContainedFolder) throws(SnapshotError) -> (folder: String, relativeStart: Int)? {
        guard let journal else { return nil }
        let prefix = try folder.realLocation() + "/"
        guard let key = journal.key(of: folder), PathBytes.hasPrefix(target.path, prefix) else {
            throw .outsideFolder(
                path: target.path, leadsTo: nil, folder: "the folders a transaction journal may name (Snapshots/, snapshot-output/)")
        }
        return (key, prefix.utf8.count)
    }

    /// Renames every staged file into place, or none of them.
    ///
    /// - Throws: ``SnapshotError/cannotWrite(path:problem:)`` naming the file that could not be
    ///   written; every target is then as it was before, and no temporary file is left.
    package func commit() throws(SnapshotError) {
        let files: [Staged] = lock.withLock {
            finished = true
            return staged
        }
        let prepared = try prepare(files)
        if let journal {
            do {
                try journal.write(TransactionJournal(state: .renaming, entries: prepared.compactMap(Self.entry)), renaming: renameStep)
            } catch {
                // No target was renamed: a journal that landed before the failure names nothing to undo.
                Self.abandon(prepared, from: 0)
                try? journal.remove()
                throw error
            }
            // From here a kill or a signal leaves the journal, which names every staged file and backup.
            StagedFiles.forget(prepared.flatMap { [$0.file.temporary] + ($0.backup.map { [$0] } ?? []) })
        }
        for (index, file) in prepared.enumerated() {
            guard renameStep(file.file.temporary, file.file.target) != 0 else { continue }
            let problem = FileProblem.current
            // Undone in this process; when a step of that fails too, everything stays for the
            // journal, which the next run finishes.
            if Self.rollBack(prepared[..<index]) {
                Self.abandon(prepared, from: index)
                try? journal?.remove()
            }
            throw .cannotWrite(path: file.file.target, problem: problem)
        }
        finish(prepared)
    }

    /// Keeps a backup of each target that exists (a regular file, never anything else) and notes
    /// each staged file's identity; on failure removes every backup kept and every staged file.
    private func prepare(_ files: [Staged]) throws(SnapshotError) -> [Prepared] {
        var prepared: [Prepared] = []
        for (index, file) in files.enumerated() {
            do {
                prepared.append(try Self.prepare(file))
            } catch {
                Self.abandon(prepared, from: 0)
                for rest in files[index...] { unlink(rest.temporary) }
                StagedFiles.forget(files[index...].map(\.temporary))
                throw error
            }
        }
        return prepared
    }

    /// `file` with its staged file's identity, and a backup of its target when that exists.
    private static func prepare(_ file: Staged) throws(SnapshotError) -> Prepared {
        guard let stagedFile = try FileIdentity.ofRegularFile(at: file.temporary) else {
            throw .cannotWrite(path: file.target, problem: FileProblem("its staged file disappeared"))
        }
        var next = Prepared(file: file, stagedFile: stagedFile)
        var status = stat()
        guard lstat(file.target, &status) == 0 else {
            guard errno == ENOENT else { throw .cannotWrite(path: file.target, problem: .current) }
            return next
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .cannotWrite(path: file.target, problem: FileProblem(errno: EISDIR))
        default:
            throw .cannotWrite(
                path: file.target, problem: FileProblem("it is not a regular file (a link, a pipe or a device)", remedy: "move it away"))
        }
        let backup = try keep(file.target)
        do throws(SnapshotError) {
            guard let backupFile = try FileIdentity.ofRegularFile(at: backup) else {
                throw .cannotWrite(path: file.target, problem: FileProblem("its backup disappeared"))
            }
            next.backup = backup
            next.backupFile = backupFile
        } catch {
            unlink(backup)
            StagedFiles.forget([backup])
            throw error
        }
        return next
    }

    /// The journal entry of `file` (nil without a journal).
    private static func entry(_ file: Prepared) -> TransactionJournal.Entry? {
        guard let place = file.file.place, let relative = file.file.relative else { return nil }
        let parent = (relative as NSString).deletingLastPathComponent
        func beside(_ path: String) -> String {
            let name = (path as NSString).lastPathComponent
            return parent.isEmpty ? name : parent + "/" + name
        }
        return TransactionJournal.Entry(
            folder: place.folder, target: relative, staged: beside(file.file.temporary), stagedFile: file.stagedFile,
            backup: file.backup.map(beside), backupFile: file.backupFile)
    }

    /// After the last rename: flushes the targets' folders, marks the journal committed, then
    /// removes the backups and the journal. Each step is checked; a failure here leaves a journal
    /// the next run finishes forward, since every target is already in place.
    private func finish(_ prepared: [Prepared]) {
        guard let journal else {
            for file in prepared { if let backup = file.backup { unlink(backup) } }
            StagedFiles.forget(prepared.flatMap { [$0.file.temporary] + ($0.backup.map { [$0] } ?? []) })
            return
        }
        do {
            for folder in Set(prepared.map { ($0.file.target as NSString).deletingLastPathComponent }).sorted() {
                try DurableFile.sync(folder: folder)
            }
            try journal.write(TransactionJournal(state: .committed, entries: prepared.compactMap(Self.entry)), renaming: renameStep)
            for file in prepared {
                if let backup = file.backup, unlink(backup) != 0, errno != ENOENT { return }
            }
            try journal.remove()
        } catch {
            return
        }
    }

    /// `rename(2)`, counted for the test hook ``killAtRenameVariable``.
    private func renameStep(_ from: String, _ to: String) -> Int32 {
        renames += 1
        if let killAt = Self.killAtRename, renames == killAt { kill(getpid(), SIGKILL) }
        return renameCall(from, to)
    }

    /// A second name for the file at `target` (a hard link, or a copy where links are not
    /// supported), so a rollback can put its bytes back.
    private static func keep(_ target: String) throws(SnapshotError) -> String {
        let url = URL(fileURLWithPath: target)
        let name = FileWriter.temporaryName(beside: url)
        if StagedFiles.create(name, { link(target, name) }) == 0 { return name }
        let data: Data?
        do {
            data = try FileReader.readWhole(target, expected: "a file to keep for a rollback", limit: ReferenceStore.defaultByteLimit)
        } catch {
            throw .cannotWrite(path: target, problem: FileProblem("its current bytes could not be kept for a rollback (\(error))"))
        }
        guard let data else {
            throw .cannotWrite(path: target, problem: FileProblem("its current bytes could not be kept for a rollback"))
        }
        return try FileWriter.writeTemporary(data, beside: url)
    }

    /// Puts back what `done` replaced, newest first; false when a step failed.
    private static func rollBack(_ done: ArraySlice<Prepared>) -> Bool {
        var undone = true
        for file in done.reversed() {
            if let backup = file.backup {
                undone = rename(backup, file.file.target) == 0 && undone
            } else {
                undone = (unlink(file.file.target) == 0 || errno == ENOENT) && undone
            }
        }
        return undone
    }

    /// Removes the staged files of `prepared` from `index` on, and every backup not put back.
    private static func abandon(_ prepared: [Prepared], from index: Int) {
        for file in prepared[index...] { unlink(file.file.temporary) }
        for file in prepared[index...] { if let backup = file.backup { unlink(backup) } }
        StagedFiles.forget(prepared[index...].flatMap { [$0.file.temporary] + ($0.backup.map { [$0] } ?? []) })
    }

    /// Removes every staged file without writing any target.
    package func discard() {
        let files: [Staged] = lock.withLock {
            defer {
                staged = []
                indexByTarget = [:]
            }
            finished = true
            return staged
        }
        for file in files { unlink(file.temporary) }
        StagedFiles.forget(files.map(\.temporary))
    }

    deinit {
        if !finished {
            for file in staged { unlink(file.temporary) }
            StagedFiles.forget(staged.map(\.temporary))
        }
    }
}
