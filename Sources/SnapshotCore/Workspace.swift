import Foundation

/// The package the harness works on: the folder holding `Snapshots/` and `Fonts/`.
public struct Workspace: Sendable {
    /// The package root: the folder holding `Snapshots/`.
    public let root: URL

    /// The workspace at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The nearest folder at or above `start` that holds `Snapshots/` or `Package.swift`.
    ///
    /// A package stops the search even before it has references: the first `record` in a new
    /// package writes its own `Snapshots/`, never a parent project's.
    public static func locate(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> Workspace {
        var folder = start.standardizedFileURL
        while true {
            var isDirectory: ObjCBool = false
            let candidate = folder.appendingPathComponent("Snapshots")
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return Workspace(root: folder)
            }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return Workspace(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw SnapshotError.workspaceNotFound(start: start.path) }
            folder = parent
        }
    }

    /// The package a source file belongs to: the nearest folder above it holding `Package.swift`.
    ///
    /// `assertSnapshot` uses it, so a test's references live in its own package whether or not
    /// `Snapshots/` exists yet.
    public static func locate(forSourceFile file: URL) throws -> Workspace {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return Workspace(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw SnapshotError.workspaceNotFound(start: file.path) }
            folder = parent
        }
    }

    /// Checked-in references.
    public var snapshotsDirectory: URL { root.appendingPathComponent("Snapshots") }
    /// Where verify writes actual and diff images by default (never inside `Snapshots/`).
    public var defaultOutputDirectory: URL { root.appendingPathComponent("snapshot-output") }

    /// `Snapshots/` with its containment rule: it must lie inside the package, and nothing is
    /// read or written under it through a link that leads out of it.
    package var snapshots: ContainedFolder { ContainedFolder(snapshotsDirectory, role: "Snapshots/", within: root) }

    /// An output folder with its containment rule: the default `snapshot-output/` must lie inside
    /// the package; a folder named with `--output` is the user's choice, and contains what is written into it.
    package func outputFolder(_ url: URL? = nil) -> ContainedFolder {
        let folder = (url ?? defaultOutputDirectory).standardizedFileURL
        let isDefault = PathBytes.equal(folder.path, defaultOutputDirectory.standardizedFileURL.path)
        return ContainedFolder(folder, role: isDefault ? "snapshot-output/" : "the output folder", within: isDefault ? root : nil)
    }

    /// The store of this package's references; with `transaction`, writes are staged there.
    package func referenceStore(transaction: FileTransaction? = nil) -> ReferenceStore {
        ReferenceStore(directory: snapshotsDirectory, within: root, transaction: transaction)
    }

    /// The journal of this package's multi-file writes: `snapshot-output/.transaction`.
    package var journal: JournalFile { JournalFile(output: outputFolder(), snapshots: snapshots) }

    /// A transaction that journals its renames in ``journal``, so a kill leaves the old files or the new.
    package func transaction() -> FileTransaction { FileTransaction(journal: journal) }

    /// Takes the package's lock: `.exclusive` to write references, `.shared` to read them.
    ///
    /// Before returning, it finishes the journal of a write that was killed (``JournalRecovery``),
    /// so every run starts from all-old or all-new references. A shared taker that finds a journal
    /// takes the lock exclusively for the recovery, then shared again. What recovery did is told
    /// on standard error.
    ///
    /// - Throws: ``SnapshotError/intoSnapshots(path:leadsTo:snapshots:)``, before any lock file
    ///   exists, when `snapshot-output/` leads into `Snapshots/`;
    ///   ``SnapshotError/runInProgress(folder:holder:)`` when another run holds the lock;
    ///   ``SnapshotError/journalRefused(path:reason:)`` when a journal cannot be followed safely.
    package func lock(_ mode: RunLock.Mode, purpose: String) throws(SnapshotError) -> RunLock {
        let held = try takeLock(mode, purpose: purpose)
        if mode == .exclusive {
            try recoverJournal()
            return held
        }
        guard try journal.exists() else { return held }
        held.release()
        try recoverJournalExclusively(purpose: purpose)
        return try takeLock(mode, purpose: purpose)
    }

    private func takeLock(_ mode: RunLock.Mode, purpose: String) throws(SnapshotError) -> RunLock {
        let folder = outputFolder()
        try requireOutsideSnapshots(folder)
        return try RunLock(RunLock.workspaceFileName, in: folder, guarding: snapshotsDirectory.path, mode: mode, purpose: purpose)
    }

    /// Takes the lock exclusively to finish the journal, waiting up to about two seconds for
    /// other shared takers that found it too (one of them finishes it).
    private func recoverJournalExclusively(purpose: String) throws(SnapshotError) {
        var attempt = 0
        while true {
            do {
                let exclusive = try takeLock(.exclusive, purpose: purpose + " (finishing an interrupted write)")
                defer { exclusive.release() }
                try recoverJournal()
                return
            } catch .runInProgress(let folder, let holder) {
                guard try journal.exists() else { return }
                attempt += 1
                guard attempt < 40 else { throw .runInProgress(folder: folder, holder: holder) }
                usleep(50_000)
            }
        }
    }

    /// Finishes the journal, telling on standard error what was done, and removes the
    /// temporary files of journal writes a kill interrupted.
    private func recoverJournal() throws(SnapshotError) {
        try journal.removeStrayTemporaries()
        guard let recovery = try JournalRecovery.run(journal) else { return }
        let note = Array("note: \(ControlCharacters.visible(recovery.summary))\n".utf8)
        // write(2), not FileHandle: a standard error whose reader is gone is no reason to stop here.
        _ = note.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Takes the lock of the output folder `url` (the default one when nil).
    ///
    /// - Throws: ``SnapshotError/intoSnapshots(path:leadsTo:snapshots:)``, before any lock file
    ///   exists, when the folder is or leads into `Snapshots/`.
    package func lockOutput(_ url: URL?, _ mode: RunLock.Mode, purpose: String) throws(SnapshotError) -> RunLock {
        let folder = outputFolder(url)
        try requireOutsideSnapshots(folder)
        return try RunLock(RunLock.outputFileName, in: folder, guarding: folder.url.path, mode: mode, purpose: purpose)
    }

    /// Refuses a folder the harness would write its own files into (an output folder, a
    /// gallery) that is `Snapshots/` or lies below it once links are resolved: checked before
    /// anything is created there, so a refused run leaves nothing in `Snapshots/`.
    package func requireOutsideSnapshots(_ folder: ContainedFolder) throws(SnapshotError) {
        let location = try folder.realLocation()
        if snapshots.holds(URL(fileURLWithPath: location)) {
            throw .intoSnapshots(path: folder.url.path, leadsTo: location, snapshots: snapshotsDirectory.path)
        }
    }
}
