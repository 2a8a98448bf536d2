import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// Recovery deletes no file a journal names, however the journal reads: what it takes out of
/// `Snapshots/` it moves under `snapshot-output/recovered/`, and its summary says where and how
/// to put each back.
@Suite struct RecoveryLosesNothingTests {
    let fixture = JournalFixture()

    /// The files under the workspace's `snapshot-output/recovered/`, relative to their role
    /// folder (`replaced/Snapshots/C/a.png`), with their bytes.
    func recovered(_ workspace: Workspace) throws -> [String: Data] {
        let root = workspace.defaultOutputDirectory.appendingPathComponent("recovered").path
        var found: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root) ?? .init() {
            var status = stat()
            guard lstat(root + "/" + path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let parts = path.split(separator: "/", maxSplits: 1)
            found[String(parts[1])] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
        }
        return found
    }

    /// A `renaming` journal naming a checked-in reference as a file the write created (its own
    /// identity as the staged file's, no backup), with a second entry that cannot roll forward:
    /// undone, the reference is moved aside, never deleted, and the summary says how to restore it.
    @Test func aForgedJournalCannotDeleteAReference() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let reference = workspace.snapshotsDirectory.appendingPathComponent("C/a.png").path
        let forged = TransactionJournal(
            state: .renaming,
            entries: [
                TransactionJournal.Entry(
                    folder: "Snapshots/", target: "C/a.png", staged: "C/.a.png.\(UUID().uuidString).tmp",
                    stagedFile: try #require(try FileIdentity.ofRegularFile(at: reference))),
                TransactionJournal.Entry(
                    folder: "Snapshots/", target: "C/gone.png", staged: "C/.gone.png.\(UUID().uuidString).tmp",
                    stagedFile: FileIdentity(device: 1, inode: 2, size: 3, modified: 4)),
            ])
        try workspace.journal.write(forged)
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .back)
        #expect(try recovered(workspace) == ["replaced/Snapshots/C/a.png": Data("old a".utf8)], "the reference's bytes, kept")
        let moved = recovery.summary
        #expect(moved.contains("moved aside, not deleted: 1 file(s)"), "\(moved)")
        #expect(moved.contains("Snapshots/C/a.png (replaced) → ") && moved.contains("to restore one, move it back: mv '"), "\(moved)")
        #expect(moved.contains("' '\(try RealPath.resolve(reference).path)'"), "the command names where it goes back: \(moved)")
        #expect(try fixture.references(workspace) == ["C/b.png": Data("old b".utf8)])
    }

    /// Undone: what stood at a replaced target (the new bytes) and a staged file never put in
    /// place are moved aside; a backup whose bytes are still at its target (the same inode) is
    /// the one name removed.
    @Test func anUndoneWriteKeepsItsNewBytesAside() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let before = try fixture.references(workspace)
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("c.png", "new c"), ("b.png", "new b")], renamed: 2)
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .back && recovery.changed == 2)
        #expect(try fixture.references(workspace) == before)
        #expect(
            try recovered(workspace) == [
                "replaced/Snapshots/C/a.png": Data("new a".utf8), "replaced/Snapshots/C/c.png": Data("new c".utf8),
                "staged/Snapshots/C/b.png": Data("new b".utf8),
            ])
    }

    /// Finished: each backup (the old bytes) is moved aside, and a target a staged file replaces
    /// is kept when its backup is not that very file.
    @Test func aFinishedWriteKeepsTheOldBytesAside() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("b.png", "new b")], renamed: 1, state: .committed)
        // After the kill, someone saves other bytes over b.png: they are kept too.
        let b = workspace.snapshotsDirectory.appendingPathComponent("C/b.png")
        try Data("edited b".utf8).write(to: URL(fileURLWithPath: b.path + ".edit"))
        #expect(rename(b.path + ".edit", b.path) == 0)
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .forward)
        #expect(try fixture.references(workspace) == ["C/a.png": Data("new a".utf8), "C/b.png": Data("new b".utf8)])
        #expect(
            try recovered(workspace) == [
                "backup/Snapshots/C/a.png": Data("old a".utf8), "backup/Snapshots/C/b.png": Data("old b".utf8),
                "replaced/Snapshots/C/b.png": Data("edited b".utf8),
            ])
    }

    /// A recovery stopped halfway (here: after keeping what stood at the target, before putting
    /// the backup back) is finished by the next one, which loses nothing either.
    @Test func aRecoveryStoppedHalfwayIsFinishedByTheNext() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let before = try fixture.references(workspace)
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("b.png", "new b")], renamed: 1)
        // What the first recovery did before it was killed: the new a.png linked aside.
        var aside = RecoveredFiles(output: workspace.outputFolder())
        let a = try RealPath.resolve(workspace.snapshotsDirectory.appendingPathComponent("C/a.png").path).path
        try aside.take(a, as: .replaced, of: ("Snapshots/C/a.png", a), keepInPlace: true)
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .back)
        #expect(try fixture.references(workspace) == before)
        #expect(try recovered(workspace)["replaced/Snapshots/C/a.png"] == Data("new a".utf8))
    }
}
