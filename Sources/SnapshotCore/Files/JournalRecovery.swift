import Foundation

/// Finishes or undoes the transaction a journal describes, after a run was killed during its renames.
///
/// The next run that takes the workspace's lock (`record`, `approve`, `verify`, `clean`, …)
/// does this before it reads or writes anything else, by one rule:
///
/// - **Forward** when the journal is marked `committed`, or when every target already *is* its
///   staged file (the same ``FileIdentity``: the kill came after the last rename). A staged file
///   not yet renamed is renamed into place; the backups are removed.
/// - **Back** otherwise: each target that is its staged file gets its backup renamed back over
///   it, or is removed when it did not exist before; every staged file and backup left is removed.
///
/// Then the journal is removed. Either way every file of the transaction ends all old or all
/// new, and no temporary file stays. Recovery is idempotent: a run killed while recovering
/// leaves a journal the next run finishes the same way.
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
    /// How many targets recovery changed (renamed in, put back or removed).
    package let changed: Int
    /// The journal's location.
    package let journal: String

    /// One line for the console: what was found and what was done.
    package var summary: String {
        switch direction {
        case .forward:
            return "an interrupted write was finished: its \(files) file(s) hold the new bytes (\(journal))"
        case .back:
            return "an interrupted write was undone: its \(files) file(s) are as they were before it, "
                + "\(changed) put back (\(journal))"
        }
    }

    /// Finishes the journal `file` holds, if any, and removes it; nil when there was none.
    ///
    /// Call it holding the workspace's lock exclusively (``Workspace/lock(_:purpose:)`` does).
    ///
    /// - Throws: ``SnapshotError/journalRefused(path:reason:)`` when the journal cannot be
    ///   followed safely (nothing is changed then); ``SnapshotError/cannotWrite(path:problem:)``
    ///   when a rename or removal fails (the journal stays for the next run).
    package static func run(_ file: JournalFile) throws(SnapshotError) -> JournalRecovery? {
        guard let journal = try file.read() else { return nil }
        let path = try file.location()
        let steps = try check(journal, in: file, at: path)
        let forward = journal.state == .committed || steps.allSatisfy(\.placed)
        if !forward { try requireBackups(steps, journal: path) }
        let changed = forward ? try rollForward(steps) : try rollBack(steps)
        for folder in Set(steps.map { ($0.target as NSString).deletingLastPathComponent }).sorted() {
            try DurableFile.sync(folder: folder)
        }
        try file.remove()
        return JournalRecovery(direction: forward ? .forward : .back, files: steps.count, changed: changed, journal: path)
    }

    /// Renames each staged file not yet in place over its target, then removes the backups.
    private static func rollForward(_ steps: [Step]) throws(SnapshotError) -> Int {
        var changed = 0
        for step in steps where !step.placed {
            guard try FileIdentity.ofRegularFile(at: step.staged) == step.stagedFile else { continue }
            guard rename(step.staged, step.target) == 0 else { throw .cannotWrite(path: step.target, problem: .current) }
            changed += 1
        }
        for step in steps {
            if let backup = step.backup, let identity = step.backupFile { try removeIfOwn(backup, identity) }
        }
        return changed
    }

    /// Puts back each target that was replaced (newest first), then removes what is left.
    private static func rollBack(_ steps: [Step]) throws(SnapshotError) -> Int {
        var changed = 0
        for step in steps.reversed() {
            if step.placed {
                if let backup = step.backup {
                    guard rename(backup, step.target) == 0 else { throw .cannotWrite(path: step.target, problem: .current) }
                } else {
                    try removeIfOwn(step.target, step.stagedFile)
                }
                changed += 1
            } else {
                try removeIfOwn(step.staged, step.stagedFile)
                if let backup = step.backup, let identity = step.backupFile { try removeIfOwn(backup, identity) }
            }
        }
        return changed
    }

    /// Removes the file at `path` when it is still the regular file `identity` names.
    private static func removeIfOwn(_ path: String, _ identity: FileIdentity) throws(SnapshotError) {
        guard try FileIdentity.ofRegularFile(at: path) == identity else { return }
        guard unlink(path) == 0 || errno == ENOENT else { throw .cannotWrite(path: path, problem: .current) }
    }
}
