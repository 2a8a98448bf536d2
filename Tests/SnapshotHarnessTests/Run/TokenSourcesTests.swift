import ComponentFixtures
import ComponentKit
import Foundation
import TestSupport
import Testing

@testable import SnapshotHarness

/// Issue 42, item 6: a binary's token tables are compared with the package's files under
/// `Sources/`, the package being the folder the command runs in, never the checkout the binary
/// was built from; each file is found in one walk, and compared by size, then digest.
@Suite struct TokenSourcesTests {
    /// Two folders standing for two git worktrees: `built` holds a build of the package (its
    /// resource bundle's copy of `T.tokens.json`, and the source it was built from); `other`
    /// holds the same package, its table edited after that build.
    struct Worktrees {
        let root: URL
        var built: URL { root.appendingPathComponent("built") }
        var other: URL { root.appendingPathComponent("other") }
        /// The binary's copy, in the built worktree's resource bundle.
        var copy: URL { built.appendingPathComponent(".build/debug/Pkg_Target.resources/T.tokens.json") }

        init(table: String = #"{"a": {"$type": "number", "$value": 1}}"#) throws {
            root = try temporaryFolder("worktrees")
            for folder in [built, other] {
                try write(table, to: folder.appendingPathComponent("Sources/Target/Tokens/T.tokens.json"))
            }
            try write(table, to: copy)
        }

        func write(_ text: String, to file: URL) throws {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func sources(in package: URL) -> TokenSources {
            TokenSources(built: [("T.tokens.json", copy)], packageRoot: package)
        }
    }

    @Test func theWorkspacesFileIsReadNeverTheBuiltCheckouts() throws {
        let trees = try Worktrees()
        defer { try? FileManager.default.removeItem(at: trees.root) }
        let table = try #require(trees.sources(in: trees.other).tables["T.tokens.json"])
        #expect(table.source?.path == trees.other.appendingPathComponent("Sources/Target/Tokens/T.tokens.json").path)
        #expect(try !table.isStale(), "the other worktree's file is the built one, byte for byte")
        // An edit of the same size in the other worktree: stale there, not in the built one.
        try trees.write(
            #"{"a": {"$type": "number", "$value": 2}}"#, to: trees.other.appendingPathComponent("Sources/Target/Tokens/T.tokens.json"))
        #expect(try trees.sources(in: trees.other).stale().map(\.name) == ["T.tokens.json"])
        #expect(try trees.sources(in: trees.built).stale().isEmpty)
        #expect(try trees.sources(in: trees.other).stale(except: ["T.tokens.json"]).isEmpty, "a --tokens table is not the binary's")
    }

    @Test func anEditAfterACompareIsSeen() throws {
        let trees = try Worktrees()
        defer { try? FileManager.default.removeItem(at: trees.root) }
        let file = trees.other.appendingPathComponent("Sources/Target/Tokens/T.tokens.json")
        #expect(try trees.sources(in: trees.other).stale().isEmpty)
        // Same size, so only the digest tells; the file is a new one, so it is read again.
        try trees.write(#"{"a": {"$type": "number", "$value": 3}}"#, to: file)
        #expect(try trees.sources(in: trees.other).stale().count == 1)
        try trees.write(#"{"a": {"$type": "number", "$value": 1}}"#, to: file)
        #expect(try trees.sources(in: trees.other).stale().isEmpty)
    }

    @Test func aPackageWithoutSourcesHasOnlyTheBinarysCopies() throws {
        let trees = try Worktrees()
        defer { try? FileManager.default.removeItem(at: trees.root) }
        let client = trees.root.appendingPathComponent("client")
        try FileManager.default.createDirectory(at: client.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        let table = try #require(trees.sources(in: client).tables["T.tokens.json"])
        #expect(table.source == nil && table.candidates.isEmpty)
        #expect(try trees.sources(in: client).stale().isEmpty)
    }

    @Test func aTableOutsideItsTargetsFolderIsFoundOnceAndSeveralAreNone() throws {
        let trees = try Worktrees()
        defer { try? FileManager.default.removeItem(at: trees.root) }
        let moved = trees.other.appendingPathComponent("Sources/Elsewhere/T.tokens.json")
        try FileManager.default.removeItem(at: trees.other.appendingPathComponent("Sources/Target"))
        try trees.write("{}", to: moved)
        #expect(trees.sources(in: trees.other).tables["T.tokens.json"]?.source?.path == moved.path)
        try trees.write("{}", to: trees.other.appendingPathComponent("Sources/Third/T.tokens.json"))
        let table = try #require(trees.sources(in: trees.other).tables["T.tokens.json"])
        #expect(table.source == nil && table.candidates.count == 2)
        #expect(try !table.isStale(), "nothing tells which one the binary is built from")
    }

    /// The catalog's tables map to `Sources/<Target>/` of the package: the fixture Chip's bundle
    /// is `…_ComponentFixtures.resources`.
    @Test func aCatalogsTablesAndTheWordsOfAStaleOne() throws {
        let package = try temporaryFolder("stale-chip")
        defer { try? FileManager.default.removeItem(at: package) }
        let built = try #require(Chip.tokenTableURL)
        let source = package.appendingPathComponent("Sources/ComponentFixtures/Chip/Chip.tokens.json")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: built, to: source)
        let catalog = Catalog([Chip.self])
        #expect(try StaleTables.find(catalog: catalog, in: package) == nil)
        try Data((try String(contentsOf: built, encoding: .utf8) + "\n").utf8).write(to: source)
        let stale = try #require(try StaleTables.find(catalog: catalog, in: package))
        #expect(stale.message == "rebuild first: Chip.tokens.json changed since this binary was built")
        #expect(try StaleTables.find(catalog: catalog, in: package, replaced: ["Chip.tokens.json"]) == nil)
        #expect(
            StaleTables(names: ["A.tokens.json", "B.tokens.json", "C.tokens.json"]).message.hasPrefix(
                "rebuild first: A.tokens.json, B.tokens.json and C.tokens.json changed"))
    }
}
