import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// Reading regular files only, and never more than a limit.
@Suite struct FileReaderTests {
    @Test func aFileOverTheLimitGivesItsHeadAndSize() throws {
        let root = try temporaryFolder("reader")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("big.bin")
        try Data(repeating: 7, count: 200_000).write(to: file)
        #expect(try FileReader.read(file.path, expected: "a file", limit: 300_000) == .whole(Data(repeating: 7, count: 200_000)))
        #expect(
            try FileReader.read(file.path, expected: "a file", limit: 100_000)
                == .oversized(head: Data(repeating: 7, count: FileReader.headLength), size: 200_000))
        #expect(try FileReader.read(root.appendingPathComponent("none").path, expected: "a file", limit: 10) == nil)
        #expect(throws: SnapshotError.self) { _ = try FileReader.readWhole(file.path, expected: "a file", limit: 10) }
    }

    @Test func aFolderOrAPipeIsAnErrorNotABlockedRun() throws {
        let root = try temporaryFolder("reader-kinds")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            _ = try FileReader.read(root.path, expected: "a reference file", limit: 10)
        } throws: { error in
            "\(error)".hasSuffix(": expected a reference file, but it is a folder (remove or rename the folder)")
        }
        let pipe = root.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        #expect {
            _ = try FileReader.read(pipe.path, expected: "a reference file", limit: 10)
        } throws: { error in
            "\(error)".contains("it is not a regular file")
        }
    }
}
