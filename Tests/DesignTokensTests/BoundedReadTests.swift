import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// Token files are read no further than a bound `fstat` checks first: a file over it is refused
/// in words naming the limit, without its bytes being read.
@Suite struct BoundedReadTests {
    /// A sparse file of `size` bytes (no disk, nothing written) at `url`.
    func sparse(_ url: URL, size: Int) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    @Test func aTokenFileOverTheLimitIsRefusedNamingIt() throws {
        let folder = try temporaryFolder("bounded")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Huge.tokens.json")
        try sparse(file, size: TokenTable.fileByteLimit + 1)
        let result = TokenTable.load(files: [file])
        #expect(result.table == nil)
        let detail = try #require(result.diagnostics.first?.detail)
        #expect(
            detail.contains("it holds \(TokenTable.fileByteLimit + 1) bytes, more than the \(TokenTable.fileByteLimit) bytes"), "\(detail)")
    }

    @Test func aFileAtTheLimitIsReadAndAFolderOrAPipeIsRefused() throws {
        let folder = try temporaryFolder("bounded")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data("{\"a\": 1}".utf8).write(to: file)
        #expect(try BoundedFile.read(file.path, limit: 8, kind: "x") == Data("{\"a\": 1}".utf8))
        #expect(throws: BoundedFile.Failure.self) { _ = try BoundedFile.read(file.path, limit: 7, kind: "x") }
        #expect(throws: BoundedFile.Failure.self) { _ = try BoundedFile.read(folder.path, limit: 8, kind: "x") }
        let fifo = folder.appendingPathComponent("pipe.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(throws: BoundedFile.Failure.self) { _ = try BoundedFile.read(fifo.path, limit: 8, kind: "x") }
    }
}
