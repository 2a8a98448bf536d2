import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// Workspaces holding what a transaction killed during its renames leaves, for the journal's tests.
struct JournalFixture {
    /// A workspace whose `Snapshots/C/` holds `a.png` ("old a") and `b.png` ("old b").
    func workspace() throws -> Workspace {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        let folder = workspace.snapshotsDirectory.appendingPathComponent("C")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old a".utf8).write(to: folder.appendingPathComponent("a.png"))
        try Data("old b".utf8).write(to: folder.appendingPathComponent("b.png"))
        try FileManager.default.createDirectory(at: workspace.defaultOutputDirectory, withIntermediateDirectories: true)
        return workspace
    }

    /// Every entry under the workspace's `Snapshots/`, relative, with its bytes (temporaries
    /// included); a link or a pipe is listed by what it is, never opened.
    func references(_ workspace: Workspace) throws -> [String: Data] {
        let root = workspace.snapshotsDirectory.standardizedFileURL.path
        var found: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root) ?? .init() {
            var status = stat()
            guard lstat(root + "/" + path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFREG: found[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            case S_IFLNK:
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + path)) ?? ""
                found[path] = Data("link to \(target)".utf8)
            default: found[path] = Data("another kind of file".utf8)
            }
        }
        return found
    }

    /// What a commit of `changes` (names in `Snapshots/C/` and their new bytes) killed after
    /// `renamed` of its target renames leaves: staged files, backups, the journal in `state`.
    func killedTransaction(
        _ workspace: Workspace, _ changes: [(String, String)], renamed: Int, state: TransactionJournal.State = .renaming
    ) throws {
        let folder = workspace.snapshotsDirectory.appendingPathComponent("C")
        var entries: [TransactionJournal.Entry] = []
        var renames: [(String, String)] = []
        for (name, bytes) in changes {
            let target = folder.appendingPathComponent(name)
            let staged = try FileWriter.writeTemporary(Data(bytes.utf8), beside: target)
            var entry = TransactionJournal.Entry(
                folder: "Snapshots/", target: "C/\(name)", staged: "C/" + (staged as NSString).lastPathComponent,
                stagedFile: try #require(try FileIdentity.ofRegularFile(at: staged)))
            if FileManager.default.fileExists(atPath: target.path) {
                let backup = FileWriter.temporaryName(beside: target)
                #expect(link(target.path, backup) == 0)
                entry.backup = "C/" + (backup as NSString).lastPathComponent
                entry.backupFile = try FileIdentity.ofRegularFile(at: backup)
            }
            entries.append(entry)
            renames.append((staged, target.path))
        }
        try workspace.journal.write(TransactionJournal(state: state, entries: entries))
        for (staged, target) in renames.prefix(renamed) { #expect(rename(staged, target) == 0) }
    }
}
