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
