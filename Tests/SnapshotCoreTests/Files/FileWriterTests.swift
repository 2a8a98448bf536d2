import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// Atomic writes that create folders and never follow a link out of their folder.
@Suite struct FileWriterTests {
    @Test func writesCreateFoldersAndReplaceAtomically() throws {
        let root = try temporaryFolder("writer")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ContainedFolder(root, role: "the test folder")
        try FileWriter.write(Data("one".utf8), to: "a/b/c.txt", in: folder)
        try FileWriter.write(Data("two".utf8), to: root.appendingPathComponent("a/b/c.txt"), in: folder)
        #expect(try String(contentsOf: root.appendingPathComponent("a/b/c.txt"), encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b").path) == ["c.txt"])
    }

    /// A file shown twice (an artifact and the report's copy of it) is one file with two names
    /// when it is still the file that was read; replaced since, it is written as a copy of the
    /// bytes read. Naming the same file again leaves no temporary name behind.
    @Test func aLinkedCopyIsTheFileReadOrACopyOfItsBytes() throws {
        let root = try temporaryFolder("writer-linked-copy")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ContainedFolder(root, role: "the test folder")
        let source = try FileWriter.write(Data("actual".utf8), to: "artifacts/a.png", in: folder)
        func status(_ url: URL) -> stat {
            var status = stat()
            lstat(url.path, &status)
            return status
        }
        let read = try FileIdentity.ofRegularFile(at: source.path)
        let copy = try FileWriter.write(Data("actual".utf8), linking: source, read: read, to: "report/a.png", in: folder)
        #expect(status(copy).st_ino == status(source).st_ino && status(copy).st_nlink == 2)
        try FileWriter.write(Data("actual".utf8), linking: source, read: read, to: "report/a.png", in: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("report").path) == ["a.png"])

        try FileWriter.write(Data("changed".utf8), to: "artifacts/a.png", in: folder)
        let again = try FileWriter.write(Data("actual".utf8), linking: source, read: read, to: "report/b.png", in: folder)
        #expect(status(again).st_ino != status(source).st_ino, "not the file now at the source")
        #expect(try String(contentsOf: again, encoding: .utf8) == "actual", "the bytes that were read")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("report").path).sorted() == ["a.png", "b.png"])
    }

    /// A file this run wrote is linked unread while it is still the file written (the identity
    /// taken as it was written); replaced since, or changed in place, no link is made and nothing
    /// is left, so the caller reads and checks it as any other file.
    @Test func aFileWrittenIsLinkedUnreadOnlyWhileItIsStillThatFile() throws {
        let root = try temporaryFolder("writer-link-unread")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ContainedFolder(root, role: "the test folder")
        let written = try FileWriter.writeNoting(Data("actual".utf8), to: root.appendingPathComponent("artifacts/a.png"), in: folder)
        let identity = try #require(written.identity)
        #expect(try FileIdentity.ofRegularFile(at: written.url.path) == identity, "the identity of the file under its name")
        let linked = try #require(try FileWriter.linkUnread(written.url, identity: identity, to: "report/a.png", in: folder))
        #expect(try FileIdentity.ofRegularFile(at: linked.path)?.inode == identity.inode)

        try FileWriter.write(Data("actual".utf8), to: "artifacts/a.png", in: folder)
        #expect(try FileWriter.linkUnread(written.url, identity: identity, to: "report/b.png", in: folder) == nil, "replaced since")
        let again = try FileWriter.writeNoting(Data("actual".utf8), to: written.url, in: folder)
        let handle = try FileHandle(forWritingTo: again.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("!".utf8))
        try handle.close()
        let changed = try #require(again.identity)
        #expect(try FileWriter.linkUnread(again.url, identity: changed, to: "report/b.png", in: folder) == nil, "changed in place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("report").path) == ["a.png"])
    }

    @Test func aLinkedFolderLeadingOutIsNeverWrittenThrough() throws {
        let root = try temporaryFolder("writer-link")
        let outside = try temporaryFolder("writer-outside")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: outside.path)
        let folder = ContainedFolder(root, role: "the test folder")
        #expect(throws: SnapshotError.self) { try FileWriter.write(Data("x".utf8), to: "linked/x.txt", in: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aFolderInPlaceOfTheFileIsAnErrorInWords() throws {
        let root = try temporaryFolder("writer-folder")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("x.png"), withIntermediateDirectories: true)
        #expect {
            try FileWriter.write(Data("x".utf8), to: "x.png", in: ContainedFolder(root, role: "the test folder"))
        } throws: { error in
            "\(error)".hasSuffix("x.png: expected a file, but it is a folder (remove or rename the folder)")
        }
    }

    @Test func aNamedFileNeverLandsInAForbiddenFolder() throws {
        let root = try temporaryFolder("writer-named")
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshots = root.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("report").path, withDestinationPath: "Snapshots")
        let forbidden = [ContainedFolder(snapshots, role: "Snapshots/")]
        #expect(throws: SnapshotError.self) {
            try FileWriter.write(Data("x".utf8), toNamedFile: root.appendingPathComponent("report/junit.xml"), awayFrom: forbidden)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.path).isEmpty)
        try FileWriter.write(Data("x".utf8), toNamedFile: root.appendingPathComponent("junit.xml"), awayFrom: forbidden)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("junit.xml").path))
    }
}

/// `clean` removes a temporary file only when its name is the writer's own pattern.
@Suite struct TemporaryNameTests {
    @Test func theWritersOwnNamesAreRecognised() throws {
        let folder = try temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        for target in ["count-1_limit-none_theme-light@2x.png", "variants.txt", ".transaction", "a"] {
            let made = FileWriter.temporaryName(beside: folder.appendingPathComponent(target))
            #expect(FileWriter.isTemporaryName((made as NSString).lastPathComponent), "\(made)")
        }
        let written = try FileWriter.writeTemporary(Data("x".utf8), beside: folder.appendingPathComponent("x@2x.png"))
        defer { unlink(written) }
        #expect(FileWriter.isTemporaryName((written as NSString).lastPathComponent))
    }

    @Test(arguments: [
        ".my-notes.tmp", ".gitattributes.tmp", ".x.png.tmp", "..tmp", ".x.png.0A1B.tmp",
        ".x.png.0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.tmp",  // lowercase: not what UUID().uuidString writes
        "..0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D.tmp",  // no name before the UUID
        "x.png.0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D.tmp",  // no leading dot
        ".x.png.0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D.tmp~", ".x.png-0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D.tmp",
    ])
    func otherNamesAreNotTheHarnesss(name: String) {
        #expect(!FileWriter.isTemporaryName(name))
    }
}
