import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotAssertions

/// Issue 42, item 6: an assertion whose token table was edited under the package's `Sources/`
/// since the test binary was built fails in `verify`'s words, and compares and records nothing:
/// it would check the tables built into the binary, and report an old edit as the change.
@Suite struct StaleTableAssertionTests {
    static let words = "rebuild first: EBCounter.tokens.json changed since this binary was built"

    /// `root`'s `Sources/EBComponents/Tokens/EBCounter.tokens.json`, the binary's with its first colour edited.
    func editTable(in root: URL) throws {
        let table = root.appendingPathComponent("Sources/EBComponents/Tokens/EBCounter.tokens.json")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = try String(contentsOf: try #require(EBCounter.tokenTableURL), encoding: .utf8)
        try Data(text.replacingOccurrences(of: "[0.9333,", with: "[0.5,").utf8).write(to: table)
    }

    @Test func aVariantsCaseFailsInVerifysWordsAndRecordsNothing() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        try editTable(in: package)
        let variant = try #require(EBCounter.variants.first)
        let reference = package.appendingPathComponent("Snapshots/\(variant.referencePath(scale: 2))")
        try FileManager.default.removeItem(at: reference)
        for mode in [RecordMode.never, .all] {
            let message = try failureMessage {
                try snapshot(
                    variant, workspace: Workspace(root: package), function: "matrix(_:)", scale: 2, tolerance: .exact, record: mode,
                    system: nil, location: (#fileID, #filePath, #line, #column))
            }
            #expect(message.hasPrefix("\(Self.words); nothing was compared or recorded"), "\(message)")
            #expect(!message.contains("no reference"), "the missing reference is not reported: nothing was compared")
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path), "recording wrote nothing")
    }

    @Test func aDrawablesAssertionFailsInTheSameWords() throws {
        let (root, testFile) = try temporaryClientPackage()
        defer { try? FileManager.default.removeItem(at: root) }
        try editTable(in: root)
        let message = try failureMessage {
            try snapshot(
                EBCounter(count: 3), testFile: testFile, function: "badge()", name: nil, scale: 2, proposedWidth: nil, tolerance: .exact,
                record: .all, system: nil, location: (#fileID, #filePath, #line, #column))
        }
        #expect(message.hasPrefix(Self.words), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots").path), "nothing recorded")
    }
}
