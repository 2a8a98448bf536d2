import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotAssertions

/// Recording from a test says what it wrote, in one line per assertion that `swift test` shows
/// (a warning in Swift Testing), so `SNAPSHOT_TESTING_RECORD=failed swift test` never changes
/// references silently; a check that writes nothing says nothing.
@Suite struct RecordedFilesTests {
    @Test func oneLineGroupsTheFilesByFolderCountingImages() {
        let paths = [
            "Meter/value-0@2x.png", "Meter/value-1@2x.png", "Meter/variants.txt", "Meter/accessibility.txt", "Meter/provenance.txt",
            "Meter/contact-sheet@1x.png", "MeterTests/card@2x.png",
        ]
        #expect(
            RecordedFiles.summary(paths)
                == "recorded 7 files (Meter: 2 images, variants.txt, accessibility.txt, provenance.txt, contact-sheet@1x.png; "
                + "MeterTests: card@2x.png)")
        #expect(RecordedFiles.summary([]) == nil)
        #expect(RecordedFiles.summary(["A/one@2x.png"]) == "recorded 1 file (A: one@2x.png)")
    }

    @Test func longListsAreCountedAndControlsShown() {
        let texts = (1...10).map { "A/t\($0).txt" }
        let folders = (1...12).map { "F\($0)/x@2x.png" }
        let line = RecordedFiles.summary(texts + ["B/\u{1B}[2J@2x.png"] + folders) ?? ""
        #expect(line.hasPrefix("recorded 23 files (A: t1.txt, "))
        #expect(line.contains("t8.txt, 2 more files; B: \\u{1B}[2J@2x.png; F1: x@2x.png"), "\(line)")
        #expect(line.hasSuffix("; F8: x@2x.png; and 4 more folders)"))
        #expect(!line.contains("\u{1B}"))
    }

    /// The notes (warnings) an assertion records, and its failures.
    func notes(_ body: () throws -> Void) throws -> (notes: [String], failures: [String]) {
        let captured = Captured()
        try withKnownIssue(isIntermittent: true) {
            try body()
        } matching: { issue in
            captured.add(issue.comments.map(\.rawValue).joined(), warning: issue.severity == .warning)
            return true
        }
        return (captured.notes, captured.failures)
    }

    @Test func aComponentRecordedFromATestSaysWhatItWrote() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots/EBCounter")
        for name in ["count-1_limit-none_theme-light@2x.png", "count-1_limit-none_theme-dark@2x.png", "variants.txt"] {
            try FileManager.default.removeItem(at: snapshots.appendingPathComponent(name))
        }
        func check(_ record: RecordMode) throws {
            let system = try DesignSystem.shared(for: [EBCounter.self], fonts: try Workspace(root: package).fontsDirectory)
            try snapshotComponent(
                EBCounter.self, workspace: Workspace(root: package), system: system, function: "counterMatrix()", scale: 2,
                tolerance: .exact, record: record, location: (#fileID, #filePath, #line, #column))
        }
        let recorded = try notes { try check(.missing) }
        #expect(recorded.failures.isEmpty, "\(recorded.failures)")
        #expect(recorded.notes == ["recorded 3 files (EBCounter: 2 images, variants.txt)"], "\(recorded.notes)")
        let again = try notes { try check(.missing) }
        #expect(again.notes.isEmpty && again.failures.isEmpty, "nothing written, nothing said")
    }

    @Test func aDrawableRecordedFromATestNamesItsFiles() throws {
        let (root, testFile) = try temporaryClientPackage()
        defer { try? FileManager.default.removeItem(at: root) }
        func snap() throws {
            try snapshot(
                EBCounter(count: 3), testFile: testFile, function: "badge()", name: "card", scale: 2, proposedWidth: nil, tolerance: .exact,
                record: .missing, system: nil, location: (#fileID, #filePath, #line, #column))
        }
        let recorded = try notes { try snap() }
        #expect(recorded.notes == ["recorded 2 files (ExampleTests: badge.card@2x.png, badge.card@2x.provenance.txt)"], "\(recorded.notes)")
    }
}

/// Issues seen by a known-issue matcher, warnings apart.
private final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [String] = []
    private var failed: [String] = []
    func add(_ text: String, warning: Bool) { lock.withLock { warning ? noted.append(text) : failed.append(text) } }
    var notes: [String] { lock.withLock { noted } }
    var failures: [String] { lock.withLock { failed } }
}
