import Foundation
import TestSupport
import Testing

@testable import SnapshotCommandLine

/// `--base REF` as data: refs resolved once with `rev-parse --verify --end-of-options`, files
/// looked up before they are read and never read past the limit.
@Suite(.enabled(if: GitFixture.isAvailable)) struct GitRevisionTests {
    /// A repository holding `big.txt` (5,000 bytes), `small.txt`, a folder and a link.
    func repository() throws -> URL {
        let root = try temporaryFolder("git-revision")
        try Data(repeating: 0x61, count: 5_000).write(to: root.appendingPathComponent("big.txt"))
        try Data("small\n".utf8).write(to: root.appendingPathComponent("small.txt"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try Data("inside\n".utf8).write(to: root.appendingPathComponent("folder/inside.txt"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.txt").path, withDestinationPath: "/etc/passwd")
        try GitFixture.commitEverything(in: root)
        return root
    }

    @Test func aFileOverTheLimitIsRefusedFromItsSizeAlone() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let base = try GitRevision.resolve("HEAD", in: root)
        #expect(base.commit.count == 40)
        #expect(throws: GitProblem.self) { try base.file("./big.txt", limit: 4_999) }
        #expect {
            try base.file("./big.txt", limit: 1_000)
        } throws: { error in
            "\(error)"
                == "--base 'HEAD': big.txt holds 5000 bytes at that revision, more than the 1000 such a file can need; it was not read"
        }
        #expect(try base.file("./big.txt", limit: 5_000)?.count == 5_000)
        #expect(try base.file("./small.txt", limit: 1_000) == Data("small\n".utf8))
        #expect(try base.file("./missing.txt", limit: 1_000) == nil)
    }

    @Test(arguments: [("./folder", "a folder"), ("./link.txt", "a link")])
    func whatIsNotARegularFileIsRefused(path: String, kind: String) throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let base = try GitRevision.resolve("HEAD", in: root)
        #expect {
            try base.file(path, limit: 1_000)
        } throws: { error in
            "\(error)" == "--base 'HEAD': \(path.dropFirst(2)) is \(kind) at that revision, not a file"
        }
    }

    @Test(arguments: ["-h", "--output=/tmp/x", "-"])
    func aRefBeginningWithADashIsRefusedBeforeGitRuns(ref: String) throws {
        #expect {
            try GitRevision.resolve(ref, in: URL(fileURLWithPath: "/nonexistent"))
        } throws: { error in
            "\(error)".hasPrefix("--base '\(ref)': a revision cannot begin with '-' (git would read it as an option)")
        }
    }

    @Test func aRefWithAControlCharacterIsRefused() throws {
        #expect {
            try GitRevision.resolve("main\u{1B}[2J", in: URL(fileURLWithPath: "/nonexistent"))
        } throws: { error in
            "\(error)".hasSuffix("not a revision: it holds the control character U+1B")
        }
    }

    /// What git prints beyond the limit is not read: git is stopped and the run refused.
    @Test func outputPastTheLimitStopsGit() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            try GitProcess.run(["cat-file", "blob", "HEAD:big.txt"], in: root, ref: "HEAD", doing: "read big.txt", limit: 100)
        } throws: { error in
            "\(error)".hasPrefix("--base 'HEAD': git could not read big.txt: it printed more than 100 bytes")
        }
    }
}
