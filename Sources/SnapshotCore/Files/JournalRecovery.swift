import Foundation

/// Finishes or undoes the transaction a journal describes, after a run was killed during its renames.
///
/// The next run that takes the workspace's lock (`record`, `approve`, `verify`, `clean`, …)
/// does this before it reads or writes anything else, by one rule:
///
/// - **Forward** when the journal is marked `committed`, or when every target already *is* its
///   staged file (the same ``FileIdentity``: the kill came after the last rename). A staged file
///   not yet renamed is renamed into place.
/// - **Back** otherwise: each target that is its staged file gets its backup renamed back over
///   it, or is taken away when it did not exist before.
///
/// Then the journal is removed. Either way every file of the transaction ends all old or all
/// new, and no temporary file stays in `Snapshots/`. Recovery is idempotent: a run killed while
/// recovering leaves a journal the next run finishes the same way.
///
/// **Recovery loses nothing.** It deletes no file a journal names, however the journal reads:
/// an identity written in a journal is never taken as proof that a file is the transaction's own.
/// What it takes out of `Snapshots/` (the file standing at a target it puts other bytes in or
/// takes away, a backup, a staged file) it moves under `snapshot-output/recovered/`
/// (``RecoveredFiles``), and ``summary`` names each file moved and how to put it back. The only
/// name it removes is a backup whose bytes the file system shows are still at its target (the
/// same inode).
///
/// Nothing in the journal is followed blindly. Before any change, every entry is checked: its
/// folder is `Snapshots/` or `snapshot-output/`, each path resolves inside that folder, the
/// staged file and the backup are temporary files beside their target, no path appears twice,
/// every file there is a regular file, and each backup to be put back is still the one the
/// transaction made. A journal that fails any check is refused in words
/// (``SnapshotError/journalRefused(path:reason:)``) and nothing is changed.
package struct JournalRecovery: Sendable, Equatable {
    /// Which way the transaction was finished.
    package enum Direction: String, Sendable {
        /// To the new state: every target holds its staged bytes.
        case forward
        /// To the old state: every target is as it was before the transaction.
        case back
    }

    /// An entry, its paths resolved and checked, with what its target is now.
    struct Step {
        /// The target as the journal names it, with its folder: `Snapshots/C/a.png`.
        var named: String
        var target: String
        var staged: String
        var stagedFile: FileIdentity
        var backup: String?
        var backupFile: FileIdentity?
        /// The target's identity now (nil when it does not exist).
        var current: FileIdentity?
        /// Whether the target is its staged file: the rename happened.
        var placed: Bool { current == stagedFile }
    }

    package let direction: Direction
    /// How many files the transaction named.
    package let files: Int
    /// How many targets recovery changed (renamed in, put back or taken away).
    package let changed: Int
    /// Of those, how many it took away (undone, a target the write had created: moved aside).
    package let takenAway: Int
    /// The journal's location.
    package let journal: String
    /// What recovery moved under `snapshot-output/recovered/` and how to restore it (nil when nothing).
    package let moved: String?

    /// What was found and what was done, for the console: a line, then the files moved aside.
    package var summary: String {
        let done: String
        switch direction {
        case .forward:
            done = "an interrupted write was finished: its \(files) file(s) hold the new bytes (\(journal))"
        case .back:
            let created = takenAway > 0 ? ", \(takenAway) its journal says it created moved aside" : ""
            done =
                "an interrupted write was undone: its \(files) file(s) are as they were before it, "
                + "\(changed - takenAway) put back\(created) (\(journal))"
        }
        return done + (moved.map { "; " + $0 } ?? "")
    }

    /// Finishes the journal `file` holds, if any, and removes it; nil when there was none.
    ///
    /// Call it holding the workspace's lock exclusively (``Workspace/lock(_:purpose:)`` does).
    ///
    /// - Throws: ``SnapshotError/journalRefused(path:reason:)`` when the journal cannot be
    ///   followed safely (nothing is changed then); ``SnapshotError/cannotWrite(path:problem:)``
    ///   when a rename or a move fails (the journal stays for the next run).
    package static func run(_ file: JournalFile) throws(SnapshotError) -> JournalRecovery? {
        guard let journal = try file.read() else { return nil }
        let path = try file.location()
        let steps = try check(journal, in: file, at: path)
        let forward = journal.state == .committed || steps.allSatisfy(\.placed)
        if !forward { try requireBackups(steps, journal: path) }
        var aside = RecoveredFiles(output: file.output)
        let changed = forward ? try rollForward(steps, aside: &aside) : try rollBack(steps, aside: &aside)
        let takenAway = forward ? 0 : steps.filter { $0.placed && $0.backup == nil }.count
        for folder in Set(steps.map { ($0.target as NSString).deletingLastPathComponent }).sorted() {
            try DurableFile.sync(folder: folder)
        }
        try file.remove()
        return JournalRecovery(
            direction: forward ? .forward : .back, files: steps.count, changed: changed, takenAway: takenAway, journal: path,
            moved: aside.summary)
    }

    /// Renames each staged file not yet in place over its target (whose bytes are kept first,
    /// unless its backup is that very file), then moves the backups aside.
    private static func rollForward(_ steps: [Step], aside: inout RecoveredFiles) throws(SnapshotError) -> Int {
        var changed = 0
        for step in steps where !step.placed {
            guard try isFile(step.staged, step.stagedFile) else { continue }
            // The bytes there are kept: by the backup when it is that very file (moved aside below), else here.
            if let current = try FileIdentity.ofRegularFile(at: step.target), !(try isOwnBackup(step, sameInodeAs: current)) {
                try aside.take(step.target, as: .replaced, of: (step.named, step.target), keepInPlace: true)
            }
            guard rename(step.staged, step.target) == 0 else { throw .cannotWrite(path: step.target, problem: .current) }
            changed += 1
        }
        for step in steps {
            if let backup = step.backup, let identity = step.backupFile, try isFile(backup, identity) {
                try aside.take(backup, as: .backup, of: (step.named, step.target), keepInPlace: false)
            }
        }
        return changed
    }

    /// Puts back each target that was replaced (newest first), keeping what stood there; then
    /// moves aside the staged files never put in place.
    private static func rollBack(_ steps: [Step], aside: inout RecoveredFiles) throws(SnapshotError) -> Int {
        var changed = 0
        for step in steps.reversed() {
            if step.placed {
                if let backup = step.backup {
                    try aside.take(step.target, as: .replaced, of: (step.named, step.target), keepInPlace: true)
                    guard rename(backup, step.target) == 0 else { throw .cannotWrite(path: step.target, problem: .current) }
                } else {
                    try aside.take(step.target, as: .replaced, of: (step.named, step.target), keepInPlace: false)
                }
                changed += 1
                continue
            }
            if try isFile(step.staged, step.stagedFile) {
                try aside.take(step.staged, as: .staged, of: (step.named, step.target), keepInPlace: false)
            }
            guard let backup = step.backup, let identity = step.backupFile, try isFile(backup, identity) else { continue }
            if let current = try FileIdentity.ofRegularFile(at: step.target) {
                // Its bytes are still at the target (the same inode): this name alone goes.
                if current.device == identity.device && current.inode == identity.inode {
                    guard unlink(backup) == 0 || errno == ENOENT else { throw .cannotWrite(path: backup, problem: .current) }
                } else {
                    try aside.take(backup, as: .backup, of: (step.named, step.target), keepInPlace: false)
                }
            } else {
                // The target is gone (a recovery interrupted after moving it): its old bytes go back.
                guard rename(backup, step.target) == 0 else { throw .cannotWrite(path: step.target, problem: .current) }
                changed += 1
            }
        }
        return changed
    }

    /// Whether the file at `path` is still the regular file `identity` names.
    private static func isFile(_ path: String, _ identity: FileIdentity) throws(SnapshotError) -> Bool {
        try FileIdentity.ofRegularFile(at: path) == identity
    }

    /// Whether `step`'s backup is still the one the transaction made and has the device and inode of `file`.
    private static func isOwnBackup(_ step: Step, sameInodeAs file: FileIdentity) throws(SnapshotError) -> Bool {
        guard let backup = step.backup, let identity = step.backupFile, try isFile(backup, identity) else { return false }
        return identity.device == file.device && identity.inode == file.inode
    }
}
