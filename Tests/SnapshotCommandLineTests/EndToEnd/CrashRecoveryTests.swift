import EndToEndSupport
import Foundation
import Testing

/// A `record` killed at any rename of its transaction, in a child process: the next command
/// finishes or undoes it, so every reference is all old or all new and no temporary file stays.
@Suite struct CrashRecoveryTests {
    /// The variants whose record rewrites five files: four references and the variant listing.
    static let filter = "EBCounter/count-1_*"
    /// The test hook read by `FileTransaction`: `SIGKILL` just before the Nth rename.
    static let killAtRename = "SNAPSHOT_TEST_KILL_AT_RENAME"

    /// Every regular file under `folder`, relative, with its bytes (temporaries included).
    func files(_ folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
        where !url.hasDirectoryPath {
            found[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count))] = try Data(contentsOf: url)
        }
        return found
    }

    /// A package in which the files the record of ``filter`` writes hold other bytes: the old state.
    func packageWithOldReferences() throws -> URL {
        let package = try temporaryPackage(components: ["EBCounter"])
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        let other = try Data(contentsOf: folder.appendingPathComponent("count-9_limit-none_theme-dark@2x.png"))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("count-1_") {
            try other.write(to: folder.appendingPathComponent(name))
        }
        let listing = folder.appendingPathComponent("variants.txt")
        try (Data(contentsOf: listing) + Data("old\n".utf8)).write(to: listing)
        return package
    }

    /// `Snapshots/` before and after a record that is not killed, how many files it changed, and
    /// that record's output.
    struct States: Sendable {
        var old: [String: Data]
        var new: [String: Data]
        var changed: Int
        var record: CLIRunner.Output
    }

    /// The states, found once for the tests that compare with them (the record takes a process).
    static let baseline = Task { () throws -> States in
        let tests = CrashRecoveryTests()
        let package = try tests.packageWithOldReferences()
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        let old = try tests.files(snapshots)
        let record = try await CLIRunner.runBinary(["record", "--filter", filter], in: package)
        let new = try tests.files(snapshots)
        return States(old: old, new: new, changed: old.keys.filter { old[$0] != new[$0] }.count, record: record)
    }

    /// The shared states, with the unkilled record checked.
    func states() async throws -> (old: [String: Data], new: [String: Data], changed: Int) {
        let states = try await Self.baseline.value
        #expect(states.record.status == 0, "\(states.record.stderr)")
        return (states.old, states.new, states.changed)
    }

    /// What the output folder holds besides the locks: a journal or a temporary file of one.
    func leftovers(_ package: URL) throws -> [String] {
        let output = package.appendingPathComponent("snapshot-output")
        return try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.contains("transaction") }.sorted()
    }

    /// Kills before each kind of rename (the journal's, the first and the last file's, the commit
    /// mark's) and one past the last, each in a package of its own and at once, then runs `clean`:
    /// a kill before the last file's rename is undone, a later one finished. The files between
    /// are renamed by the same loop as the first and the last; the kills at the 3rd and 4th rename
    /// are recovered by ``verifyAfterAKillFinishesOrUndoesTheWrite()`` and
    /// ``cleanWithAJournalRecoversFirstAndKeepsTheWayBack()``.
    @Test func aKillAtEachKindOfRenameLeavesAllOldOrAllNew() async throws {
        let (old, new, changed) = try await states()
        #expect(changed == 5, "a small transaction of five files")
        let renames = [1, 2, changed + 1, changed + 2, changed + 3]
        let killed = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
            for rename in renames {
                group.addTask { (rename, try await killAndClean(at: rename, old: old, new: new, changed: changed)) }
            }
            return try await group.reduce(into: Set<Int>()) { if $1.1 { $0.insert($1.0) } }
        }
        #expect(
            killed == Set(renames.dropLast()),
            "a kill at each rename up to the commit mark's (the journal's, each file's and the commit mark's: \(changed + 2)), none past it"
        )
    }

    /// Records with a kill before rename `rename`, then runs `clean` and checks `Snapshots/` is all
    /// old or all new; when the record was not killed, checks it finished. Whether it was killed.
    func killAndClean(at rename: Int, old: [String: Data], new: [String: Data], changed: Int) async throws -> Bool {
        let package = try packageWithOldReferences()
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        let run = try await CLIRunner.runBinary(
            ["record", "--filter", Self.filter], in: package, environment: [Self.killAtRename: "\(rename)"])
        guard run.signalled else {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try files(snapshots) == new)
            return false
        }
        let clean = try await CLIRunner.runBinary(["clean"], in: package)
        #expect(clean.status == 0, "\(clean.stderr)")
        let expected = rename <= changed + 1 ? old : new
        #expect(try files(snapshots) == expected, "killed at rename \(rename): \(rename <= changed + 1 ? "all old" : "all new")")
        #expect(try leftovers(package).isEmpty, "killed at rename \(rename): no journal or temporary left")
        return true
    }

    /// `verify` after a kill recovers too: undone in the middle, finished after the last rename
    /// (the two kills at once, each in a package of its own).
    @Test func verifyAfterAKillFinishesOrUndoesTheWrite() async throws {
        let (old, new, changed) = try await states()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (rename, expected, note) in [(3, old, "was undone"), (changed + 2, new, "was finished")] {
                group.addTask { try await killAndVerify(at: rename, expected: expected, note: note, new: new) }
            }
            try await group.waitForAll()
        }
    }

    /// Records with a kill before rename `rename`, then runs `verify`, which finds `expected`.
    func killAndVerify(at rename: Int, expected: [String: Data], note: String, new: [String: Data]) async throws {
        let package = try packageWithOldReferences()
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try await CLIRunner.runBinary(
            ["record", "--filter", Self.filter], in: package, environment: [Self.killAtRename: "\(rename)"])
        #expect(run.signalled)
        #expect(try leftovers(package).contains(".transaction"), "the journal waits for the next command")
        let verify = try await CLIRunner.runBinary(["verify", "--filter", Self.filter], in: package)
        #expect(verify.stderr.contains("note: an interrupted write \(note)"), "\(verify.stderr)")
        #expect(verify.status == (expected == new ? 0 : 1), "old references fail, new ones match")
        let snapshots = try files(package.appendingPathComponent("Snapshots"))
        #expect(snapshots == expected, "killed at rename \(rename)")
    }

    /// With a journal present, `clean` finishes it first: the backups, which are the way back,
    /// are used, not removed as orphans.
    @Test func cleanWithAJournalRecoversFirstAndKeepsTheWayBack() async throws {
        let package = try packageWithOldReferences()
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        let old = try files(snapshots)
        let run = try await CLIRunner.runBinary(
            ["record", "--filter", Self.filter], in: package, environment: [Self.killAtRename: "4"])
        #expect(run.signalled)
        let halfway = try files(snapshots)
        #expect(halfway.keys.filter { $0.hasSuffix(".tmp") }.count >= 5, "backups and staged files wait for the journal")
        #expect(halfway.filter { old[$0.key] != nil && old[$0.key] != $0.value }.count == 2, "two files renamed")
        let clean = try await CLIRunner.runBinary(["clean"], in: package)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stderr.contains("an interrupted write was undone"), "\(clean.stderr)")
        #expect(!clean.stdout.contains(".tmp"), "no backup or staged file removed as an orphan: \(clean.stdout)")
        #expect(try files(snapshots) == old)
    }

    /// A journal naming a path outside `Snapshots/` stops every command that writes, in words,
    /// and `clean` then removes nothing.
    @Test func aTamperedJournalIsRefusedByTheNextCommand() async throws {
        let package = try packageWithOldReferences()
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try await CLIRunner.runBinary(
            ["record", "--filter", Self.filter], in: package, environment: [Self.killAtRename: "3"])
        #expect(run.signalled)
        let journal = package.appendingPathComponent("snapshot-output/.transaction")
        let text = try String(contentsOf: journal, encoding: .utf8)
        let target = try #require(text.range(of: #""target":"EBCounter/"#))
        try text.replacingCharacters(in: target, with: #""target":"../Fonts/"#).write(to: journal, atomically: false, encoding: .utf8)
        let snapshots = package.appendingPathComponent("Snapshots")
        let before = try files(snapshots)
        for command in [["clean"], ["record", "--filter", Self.filter], ["verify", "--filter", Self.filter]] {
            let refused = try await CLIRunner.runBinary(command, in: package)
            #expect(refused.status == 2, "\(command): \(refused.stderr)")
            #expect(refused.stderr.contains("refusing to finish or undo the interrupted write"), "\(refused.stderr)")
            #expect(refused.stderr.contains("it goes up a folder (..)"), "\(refused.stderr)")
        }
        #expect(try files(snapshots) == before, "no reference, backup or staged file touched")
        #expect(FileManager.default.fileExists(atPath: journal.path))
    }
}
