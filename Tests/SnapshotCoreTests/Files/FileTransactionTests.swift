import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// Several files written all or none.
@Suite struct FileTransactionTests {
    func folder() throws -> (URL, ContainedFolder) {
        let root = try temporaryFolder("transaction")
        return (root, ContainedFolder(root, role: "the test folder"))
    }

    /// Every file in `root`, relative, with its bytes.
    func contents(_ root: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) ?? .init()
        where !url.hasDirectoryPath {
            found[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))] = try Data(contentsOf: url)
        }
        return found
    }

    @Test func nothingLandsBeforeCommitAndEverythingAfter() throws {
        let (root, folder) = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("old".utf8).write(to: root.appendingPathComponent("a.txt"))
        let transaction = FileTransaction()
        try transaction.stage(Data("new a".utf8), to: "a.txt", in: folder)
        try transaction.stage(Data("new b".utf8), to: "sub/b.txt", in: folder)
        #expect(try String(contentsOf: root.appendingPathComponent("a.txt"), encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("sub/b.txt").path))
        try transaction.commit()
        #expect(try contents(root) == ["/a.txt": Data("new a".utf8), "/sub/b.txt": Data("new b".utf8)], "no temporary file is left")
    }

    /// A target that became a folder after staging is refused before any rename: nothing
    /// changes, and no temporary file stays.
    @Test func aTargetThatBecameAFolderIsRefusedBeforeAnyRename() throws {
        let (root, folder) = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("old a".utf8).write(to: root.appendingPathComponent("a.txt"))
        let transaction = FileTransaction()
        try transaction.stage(Data("new a".utf8), to: "a.txt", in: folder)
        try transaction.stage(Data("new c".utf8), to: "c.txt", in: folder)
        try transaction.stage(Data("new b".utf8), to: "b.txt", in: folder)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("b.txt/inside"), withIntermediateDirectories: true)
        #expect {
            try transaction.commit()
        } throws: { error in
            "\(error)".contains("b.txt: cannot write")
        }
        #expect(try contents(root) == ["/a.txt": Data("old a".utf8)])
    }

    /// The third rename fails: the first file is put back, the new file that had no predecessor
    /// is removed, and no temporary file (nor, with a journal, the journal) stays.
    @Test(arguments: [false, true])
    func aFailedRenameRollsBackEveryFileAlreadyRenamed(journaled: Bool) throws {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let snapshots = workspace.snapshotsDirectory
        try FileManager.default.createDirectory(at: workspace.defaultOutputDirectory, withIntermediateDirectories: true)
        try Data("old a".utf8).write(to: snapshots.appendingPathComponent("a.txt"))
        try Data("old b".utf8).write(to: snapshots.appendingPathComponent("b.txt"))
        let transaction = journaled ? workspace.transaction() : FileTransaction()
        try transaction.stage(Data("new a".utf8), to: "a.txt", in: workspace.snapshots)
        try transaction.stage(Data("new c".utf8), to: "c.txt", in: workspace.snapshots)
        try transaction.stage(Data("new b".utf8), to: "b.txt", in: workspace.snapshots)
        var calls = 0
        transaction.renameCall = { from, to in
            calls += 1
            guard !to.hasSuffix("/b.txt") else {
                errno = EIO
                return -1
            }
            return rename(from, to)
        }
        #expect {
            try transaction.commit()
        } throws: { error in
            "\(error)".contains("b.txt: cannot write")
        }
        #expect(calls == (journaled ? 4 : 3), "the journal, a.txt, c.txt, then b.txt fails")
        #expect(try contents(snapshots) == ["/a.txt": Data("old a".utf8), "/b.txt": Data("old b".utf8)])
        #expect(try contents(workspace.defaultOutputDirectory).isEmpty)
    }

    @Test func aDroppedTransactionLeavesNothing() throws {
        let (root, folder) = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let transaction = FileTransaction()
            try transaction.stage(Data("x".utf8), to: "x.txt", in: folder)
            #expect(transaction.count == 1)
        }
        #expect(try contents(root).isEmpty)
        let discarded = FileTransaction()
        try discarded.stage(Data("y".utf8), to: "y.txt", in: folder)
        discarded.discard()
        #expect(try contents(root).isEmpty)
        #expect(throws: SnapshotError.self, "a finished transaction stages nothing more") {
            try discarded.stage(Data("z".utf8), to: "z.txt", in: folder)
        }
        #expect(try contents(root).isEmpty)
    }

    @Test func stagingTheSameFileTwiceKeepsTheLaterBytes() throws {
        let (root, folder) = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let transaction = FileTransaction()
        try transaction.stage(Data("first".utf8), to: "x.txt", in: folder)
        try transaction.stage(Data("second".utf8), to: "x.txt", in: folder)
        try transaction.commit()
        #expect(try contents(root) == ["/x.txt": Data("second".utf8)])
    }

    /// With a journal, a commit leaves the new files and nothing else: no backup, no staged
    /// file, no journal (nor its temporary file) in the output folder.
    @Test func aJournaledCommitLeavesOnlyTheNewFiles() throws {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let snapshots = workspace.snapshotsDirectory
        try FileManager.default.createDirectory(at: snapshots.appendingPathComponent("C"), withIntermediateDirectories: true)
        try Data("old a".utf8).write(to: snapshots.appendingPathComponent("C/a.png"))
        try FileManager.default.createDirectory(at: workspace.defaultOutputDirectory, withIntermediateDirectories: true)
        let transaction = workspace.transaction()
        try transaction.stage(Data("new a".utf8), to: "C/a.png", in: workspace.snapshots)
        try transaction.stage(Data("new b".utf8), to: "C/b.png", in: workspace.snapshots)
        try transaction.commit()
        #expect(try contents(snapshots) == ["/C/a.png": Data("new a".utf8), "/C/b.png": Data("new b".utf8)])
        #expect(try contents(workspace.defaultOutputDirectory).isEmpty)
    }

    /// A failed rename with a journal: the files are put back in this process, and the journal,
    /// which names nothing left to undo, is removed.
    @Test func aFailedJournaledRenameRollsBackAndRemovesTheJournal() throws {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let snapshots = workspace.snapshotsDirectory
        try FileManager.default.createDirectory(at: workspace.defaultOutputDirectory, withIntermediateDirectories: true)
        try Data("old a".utf8).write(to: snapshots.appendingPathComponent("a.png"))
        let transaction = workspace.transaction()
        try transaction.stage(Data("new a".utf8), to: "a.png", in: workspace.snapshots)
        try transaction.stage(Data("new b".utf8), to: "b.png", in: workspace.snapshots)
        try FileManager.default.createDirectory(at: snapshots.appendingPathComponent("b.png/inside"), withIntermediateDirectories: true)
        #expect(throws: SnapshotError.self) { try transaction.commit() }
        #expect(try contents(snapshots) == ["/a.png": Data("old a".utf8)])
        #expect(try contents(workspace.defaultOutputDirectory).isEmpty)
    }

    /// A journaled transaction stages only where its journal may name files.
    @Test func aJournaledTransactionStagesOnlyInItsFolders() throws {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        let (root, folder) = try folder()
        defer {
            try? FileManager.default.removeItem(at: workspace.root)
            try? FileManager.default.removeItem(at: root)
        }
        let transaction = workspace.transaction()
        #expect(throws: SnapshotError.self) { try transaction.stage(Data("x".utf8), to: "x.txt", in: folder) }
        #expect(try contents(root).isEmpty)
    }
}
