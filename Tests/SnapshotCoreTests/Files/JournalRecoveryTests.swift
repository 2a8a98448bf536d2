import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// The journal of a killed transaction: finished forward or undone by one rule, and refused
/// in words when it cannot be followed safely.
@Suite struct JournalRecoveryTests {
    let fixture = JournalFixture()

    @Test func aKillBeforeTheLastRenameIsUndone() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let before = try fixture.references(workspace)
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("c.png", "new c"), ("b.png", "new b")], renamed: 2)
        #expect(try fixture.references(workspace).count == 6, "a.png and the new c.png renamed; b.png staged; two backups")
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .back)
        #expect(recovery.changed == 2)
        #expect(try fixture.references(workspace) == before, "a.png put back, the new c.png removed, every temporary removed")
        #expect(try !workspace.journal.exists())
        #expect(try JournalRecovery.run(workspace.journal) == nil, "nothing left to recover")
    }

    @Test func aKillAfterTheLastRenameIsFinished() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("c.png", "new c")], renamed: 2)
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .forward)
        #expect(
            try fixture.references(workspace) == [
                "C/a.png": Data("new a".utf8), "C/b.png": Data("old b".utf8), "C/c.png": Data("new c".utf8),
            ])
        #expect(try !workspace.journal.exists())
    }

    /// Marked committed, with a backup already removed and a rename not yet seen on disk: the
    /// new state stands, and the staged file is renamed into place.
    @Test func aCommittedJournalIsFinishedForward() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("b.png", "new b")], renamed: 1, state: .committed)
        let journal = try #require(try workspace.journal.read())
        let backup = workspace.snapshotsDirectory.appendingPathComponent(try #require(journal.entries[0].backup)).path
        #expect(unlink(backup) == 0)
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .forward)
        #expect(recovery.changed == 1)
        #expect(try fixture.references(workspace) == ["C/a.png": Data("new a".utf8), "C/b.png": Data("new b".utf8)])
    }

    /// A file with a backup's name that is not the backup the transaction made is left alone.
    @Test func onlyTheTransactionsOwnFilesAreRemoved() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        try fixture.killedTransaction(workspace, [("a.png", "new a")], renamed: 1)
        let journal = try #require(try workspace.journal.read())
        let backup = workspace.snapshotsDirectory.appendingPathComponent(try #require(journal.entries[0].backup)).path
        #expect(unlink(backup) == 0)
        try Data("someone else's".utf8).write(to: URL(fileURLWithPath: backup))
        let recovery = try #require(try JournalRecovery.run(workspace.journal))
        #expect(recovery.direction == .forward)
        #expect(try fixture.references(workspace)["C/" + (backup as NSString).lastPathComponent] == Data("someone else's".utf8))
    }

    /// Taking the workspace's lock, shared or exclusive, finishes a journal first.
    @Test(arguments: [RunLock.Mode.shared, .exclusive])
    func takingTheLockRecoversFirst(mode: RunLock.Mode) throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let before = try fixture.references(workspace)
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("b.png", "new b")], renamed: 1)
        let lock = try workspace.lock(mode, purpose: "test")
        defer { lock.release() }
        #expect(try fixture.references(workspace) == before)
        #expect(try !workspace.journal.exists())
    }

    /// A kill while the journal itself was being written leaves its temporary file; the next
    /// exclusive lock removes it, and nothing else in the output folder.
    @Test func anExclusiveLockRemovesStrayJournalTemporaries() throws {
        let workspace = try fixture.workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let output = workspace.defaultOutputDirectory
        let stray = output.appendingPathComponent("..transaction.\(UUID().uuidString).tmp")
        let other = output.appendingPathComponent("..transaction.notes.tmp")
        try Data("{".utf8).write(to: stray)
        try Data("mine".utf8).write(to: other)
        try workspace.lock(.exclusive, purpose: "test").release()
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }

    /// An output folder that leads into `Snapshots/` never holds the journal.
    @Test func theJournalIsNeverInsideSnapshots() throws {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let inside = workspace.snapshotsDirectory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: workspace.defaultOutputDirectory, withDestinationURL: inside)
        func leadsOut(_ error: any Error) -> Bool {
            guard case .outsideFolder(_, let leadsTo, _)? = error as? SnapshotError else { return false }
            return leadsTo?.hasSuffix("/Snapshots/out/.transaction") == true
        }
        #expect(performing: { _ = try workspace.journal.location() }, throws: leadsOut)
        let transaction = workspace.transaction()
        try transaction.stage(Data("x".utf8), to: "C/x.png", in: workspace.snapshots)
        #expect(performing: { try transaction.commit() }, throws: leadsOut)
        #expect(try fixture.references(workspace).isEmpty, "nothing written, no staged file or journal left in Snapshots/")
    }
}
