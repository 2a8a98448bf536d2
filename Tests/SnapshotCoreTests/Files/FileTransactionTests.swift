import Foundation
import SnapshotTestSupport
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

    /// The second rename fails (its target became a folder after staging): the first file is
    /// put back, the new file that had no predecessor is removed, and no temporary file stays.
    @Test func aFailedRenameRollsBackEveryFileAlreadyRenamed() throws {
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
}
