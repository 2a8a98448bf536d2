import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// A journal that is malformed or names what its transaction could not have made is refused in
/// words, and nothing is changed: not a reference, not a temporary file, not the journal.
@Suite struct JournalTamperingTests {
    let fixture = JournalFixture()

    /// One way to tamper with the journal of a transaction of `C/a.png` (renamed) and `C/b.png` (staged).
    enum Tampering: String, CaseIterable, Sendable {
        case malformedJSON, otherFormat, unknownFolder, targetGoesUp, absoluteTarget, stagedNotBesideItsTarget
        case stagedInAnotherFolder, targetLinksOutOfThePackage, targetIsAPipe, namedTwice, backupMissing
        case backupWithoutIdentity, journalIsALink

        /// What the refusal says.
        var reason: String {
            switch self {
            case .malformedJSON: "it is not a journal this version writes"
            case .otherFormat: "its format is not snapshot-transaction/1"
            case .unknownFolder: "an entry names a folder other than Snapshots/ and snapshot-output/"
            case .targetGoesUp: "it goes up a folder (..)"
            case .absoluteTarget: "an absolute path where a relative one belongs"
            case .stagedNotBesideItsTarget, .stagedInAnotherFolder: "is not a temporary file beside"
            case .targetLinksOutOfThePackage: "refusing to read or write through it"
            case .targetIsAPipe: "expected a regular file"
            case .namedTwice: "twice"
            case .backupMissing: "is missing or was replaced"
            case .backupWithoutIdentity: "a backup without its identity"
            case .journalIsALink: "expected a regular file"
            }
        }
    }

    /// Applies `tampering` to the journal in `workspace`; `outside` is a file outside the package.
    func tamper(_ tampering: Tampering, in workspace: Workspace, outside: URL) throws {
        let location = try workspace.journal.location()
        var journal = try #require(try workspace.journal.read())
        let folder = workspace.snapshotsDirectory.appendingPathComponent("C")
        let uuid = UUID().uuidString
        switch tampering {
        case .malformedJSON:
            try Data("{\"entries\": [".utf8).write(to: URL(fileURLWithPath: location))
            return
        case .journalIsALink:
            let real = outside.deletingLastPathComponent().appendingPathComponent("journal.json")
            try Data(contentsOf: URL(fileURLWithPath: location)).write(to: real)
            try FileManager.default.removeItem(atPath: location)
            try FileManager.default.createSymbolicLink(atPath: location, withDestinationPath: real.path)
            return
        case .otherFormat: journal.format = "snapshot-transaction/9"
        case .unknownFolder: journal.entries[1].folder = "Fonts/"
        case .targetGoesUp: journal.entries[1].target = "../outside.png"
        case .absoluteTarget: journal.entries[1].target = outside.path
        case .stagedNotBesideItsTarget: journal.entries[1].staged = "C/.a.png.\(uuid).tmp"
        case .stagedInAnotherFolder: journal.entries[1].staged = "D/.b.png.\(uuid).tmp"
        case .targetLinksOutOfThePackage:
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.png"), withDestinationURL: outside)
            journal.entries[1].target = "C/link.png"
            journal.entries[1].staged = "C/.link.png.\(uuid).tmp"
        case .targetIsAPipe:
            #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644) == 0)
            journal.entries[1].target = "C/pipe.png"
            journal.entries[1].staged = "C/.pipe.png.\(uuid).tmp"
            journal.entries[1].backup = nil
            journal.entries[1].backupFile = nil
        case .namedTwice: journal.entries.append(journal.entries[0])
        case .backupMissing:
            let backup = workspace.snapshotsDirectory.appendingPathComponent(try #require(journal.entries[0].backup))
            try FileManager.default.removeItem(at: backup)
        case .backupWithoutIdentity: journal.entries[1].backupFile = nil
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(journal).write(to: URL(fileURLWithPath: location))
    }

    @Test(arguments: Tampering.allCases)
    func aTamperedJournalIsRefusedAndNothingChanges(_ tampering: Tampering) throws {
        let workspace = try fixture.workspace()
        let elsewhere = try temporaryFolder("outside")
        defer {
            try? FileManager.default.removeItem(at: workspace.root)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        let outside = elsewhere.appendingPathComponent("outside.png")
        try Data("outside".utf8).write(to: outside)
        try fixture.killedTransaction(workspace, [("a.png", "new a"), ("b.png", "new b")], renamed: 1)
        try tamper(tampering, in: workspace, outside: outside)
        let before = try fixture.references(workspace)
        let journal = try Data(contentsOf: workspace.defaultOutputDirectory.appendingPathComponent(".transaction"))
        func refused(_ error: any Error) -> Bool {
            guard case .journalRefused(_, let reason)? = error as? SnapshotError else { return false }
            return reason.contains(tampering.reason) && "\(error)".contains("Nothing was changed")
        }
        // Directly, then as every command meets it: taking the workspace's lock.
        #expect(performing: { _ = try JournalRecovery.run(workspace.journal) }, throws: refused)
        #expect(performing: { _ = try workspace.lock(.exclusive, purpose: "test") }, throws: refused)
        #expect(performing: { _ = try workspace.lock(.shared, purpose: "test") }, throws: refused)
        #expect(try fixture.references(workspace) == before, "no reference, staged file or backup changed")
        #expect(try Data(contentsOf: workspace.defaultOutputDirectory.appendingPathComponent(".transaction")) == journal)
        #expect(try Data(contentsOf: outside) == Data("outside".utf8))
    }
}
