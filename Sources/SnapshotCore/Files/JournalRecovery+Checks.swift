import Foundation

extension JournalRecovery {
    /// The journal's entries, each path resolved inside its folder and every file checked,
    /// before recovery changes anything.
    ///
    /// - Throws: ``SnapshotError/journalRefused(path:reason:)`` naming the first problem.
    static func check(_ journal: TransactionJournal, in file: JournalFile, at path: String) throws(SnapshotError) -> [Step] {
        var steps: [Step] = []
        var seen = Set<PathBytes.Key>()
        for entry in journal.entries {
            let step: Step
            do {
                step = try resolve(entry, in: file)
            } catch {
                throw .journalRefused(path: path, reason: reason(error))
            }
            for named in [step.target, step.staged] + (step.backup.map { [$0] } ?? []) where !seen.insert(PathBytes.Key(named)).inserted {
                throw .journalRefused(path: path, reason: "it names \(named) twice")
            }
            steps.append(step)
        }
        return steps
    }

    /// Checks, before a rollback changes anything, that each replaced target's backup is still
    /// the one the transaction made.
    static func requireBackups(_ steps: [Step], journal path: String) throws(SnapshotError) {
        for step in steps where step.placed {
            guard let backup = step.backup else { continue }
            guard (try? FileIdentity.ofRegularFile(at: backup)) == step.backupFile else {
                throw .journalRefused(path: path, reason: "the backup \(backup) of \(step.target) is missing or was replaced")
            }
        }
    }

    /// The words of a refusal: a refused entry's own reason, or the error's message.
    private static func reason(_ error: SnapshotError) -> String {
        if case .journalRefused(_, let reason) = error { return reason }
        return "\(error)"
    }

    /// `entry` with its paths resolved in its folder and its target's current identity.
    private static func resolve(_ entry: TransactionJournal.Entry, in file: JournalFile) throws(SnapshotError) -> Step {
        guard let folder = file.folders[entry.folder] else {
            throw .journalRefused(path: "", reason: "an entry names a folder other than Snapshots/ and snapshot-output/")
        }
        guard (entry.backup == nil) == (entry.backupFile == nil) else {
            throw .journalRefused(path: "", reason: "an entry names a backup without its identity, or an identity without a backup")
        }
        let target = try folder.resolve(entry.target).path
        let staged = try resolve(entry.staged, beside: entry.target, in: folder)
        let backup = try entry.backup.map { (name) throws(SnapshotError) in try resolve(name, beside: entry.target, in: folder) }
        // Each is a regular file or nothing: a folder, link, pipe or device is never replaced or removed.
        let current = try FileIdentity.ofRegularFile(at: target)
        _ = try FileIdentity.ofRegularFile(at: staged)
        if let backup { _ = try FileIdentity.ofRegularFile(at: backup) }
        return Step(
            named: entry.folder + entry.target, target: target, staged: staged, stagedFile: entry.stagedFile, backup: backup,
            backupFile: entry.backupFile,
            current: current)
    }

    /// The real location of `relative`, which must name a temporary file beside `target`
    /// (`.<target's name>.<UUID>.tmp` in the target's folder) inside `folder`.
    private static func resolve(_ relative: String, beside target: String, in folder: ContainedFolder) throws(SnapshotError) -> String {
        let parent = (target as NSString).deletingLastPathComponent
        let name = (relative as NSString).lastPathComponent
        let prefix = "." + (target as NSString).lastPathComponent + "."
        let middle = PathBytes.remainder(of: name, after: prefix).flatMap { $0.hasSuffix(".tmp") ? String($0.dropLast(4)) : nil }
        guard PathBytes.equal((relative as NSString).deletingLastPathComponent, parent), let middle, UUID(uuidString: middle) != nil
        else {
            throw .journalRefused(path: "", reason: "\(relative) is not a temporary file beside \(target)")
        }
        let path = try folder.resolve(relative).path
        let real = try folder.resolve(target).path
        guard PathBytes.equal((path as NSString).deletingLastPathComponent, (real as NSString).deletingLastPathComponent) else {
            throw .journalRefused(path: "", reason: "\(relative) does not lie beside \(target)")
        }
        return path
    }
}
