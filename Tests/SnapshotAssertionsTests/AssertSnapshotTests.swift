import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import SnapshotCore
import SnapshotRendering
import TestSupport
import Testing

@testable import SnapshotAssertions

/// The one-line assertions, as a package's own tests use them (their references are under
/// `Snapshots/AssertSnapshotTests/`), and their failure paths in a throwaway package.
@Suite struct AssertSnapshotTests {
    @Test func counter() throws {
        try assertSnapshot(of: EBCounter(count: 3, limit: 10))
    }

    @Test func namedAtAnotherScale() throws {
        try assertSnapshot(of: EBToast(message: "Saved", appearance: .neutral), named: "saved", scale: 1)
    }

    @Test func composedScreen() throws {
        let row = HStack(spacing: 8, [EBCounter(count: 1), EBCounter(count: 10, limit: 10), Spacer(), EBCounter(count: 247)])
        try assertSnapshot(of: row.padding(8).background(.white, radius: 8), proposedWidth: 240)
    }

    @Test func text() throws {
        try assertSnapshot(of: EBCounter(count: 247).accessibilityLabel ?? "hidden", named: "label")
    }

    func snap(_ counter: EBCounter, in testFile: URL, record: RecordMode?) throws {
        try snapshot(
            counter, testFile: testFile, function: "badge()", name: "card", scale: 2, proposedWidth: nil, tolerance: .exact, record: record,
            system: nil, location: (#fileID, #filePath, #line, #column))
    }

    @Test func aDifferenceFailsNamingTheDiffImageWhichExists() throws {
        let (root, testFile) = try temporaryClientPackage()
        defer { try? FileManager.default.removeItem(at: root) }
        try snap(EBCounter(count: 3), in: testFile, record: .all)
        let reference = root.appendingPathComponent("Snapshots/ExampleTests/badge.card@2x.png")
        let recorded = try Data(contentsOf: reference)
        let message = try failureMessage { try snap(EBCounter(count: 4), in: testFile, record: .never) }
        #expect(message.contains("Snapshots/ExampleTests/badge.card@2x.png"))
        #expect(message.contains("pixels differ"))
        let diff = try #require(message.split(separator: "\n").first { $0.contains("diff: ") }?.split(separator: " ").last)
        #expect(diff.hasSuffix("snapshot-output/ExampleTests/badge.card@2x.diff.png"))
        #expect(FileManager.default.fileExists(atPath: String(diff)))
        #expect(message.contains("accept it: SNAPSHOT_TESTING_RECORD=failed swift test --filter badge"))
        #expect(message.contains(#"cause: text #1 "3" → "4""#), "the failure names its cause: \(message)")
        #expect(message.contains("Snapshots/ExampleTests/badge.card@2x.provenance.txt: text differs"), "and the stale provenance beside it")
        #expect(try Data(contentsOf: reference) == recorded, "a failing check never touches the reference")
    }

    /// Exact by default: a drawing change that touches only pixels pixelmatch takes for
    /// anti-aliasing fails the assertion, and forgiving them is asked for by name.
    @Test func aChangeOnlyToAntialiasedPixelsFails() throws {
        let (root, testFile) = try temporaryClientPackage()
        defer { try? FileManager.default.removeItem(at: root) }
        func dot(_ drawable: some Drawable, tolerance: Tolerance = .exact, record: RecordMode?) throws {
            try snapshot(
                drawable, testFile: testFile, function: "dot()", name: "small", scale: 2, proposedWidth: nil, tolerance: tolerance,
                record: record, system: nil, location: (#fileID, #filePath, #line, #column))
        }
        try dot(SmallDot(), record: .all)
        let message = try failureMessage { try dot(SmallDotRedrawn(), record: .never) }
        #expect(message.contains("pixelmatch's rule would count 0"), "\(message)")
        #expect(message.contains("cause: drawing code: SmallDot (its drawing changed)"), "\(message)")
        try dot(SmallDotRedrawn(), tolerance: .ignoringAntialiasing, record: .never)
    }

    @Test func aMissingReferenceFailsAndSaysHowToRecordIt() throws {
        let (root, testFile) = try temporaryClientPackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let message = try failureMessage { try snap(EBCounter(count: 3), in: testFile, record: .never) }
        #expect(message.contains("no reference at Snapshots/ExampleTests/badge.card@2x.png"))
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=missing swift test --filter badge"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/ExampleTests/badge.card@2x.png").path))
        try snap(EBCounter(count: 3), in: testFile, record: .missing)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/ExampleTests/badge.card@2x.png").path))
    }

    @Test func unnamedCallsInOneTestAreNumbered() throws {
        let file = URL(fileURLWithPath: #filePath)
        let first = try TestReference(testFile: file, function: "numbered()", name: nil, scale: 2, pathExtension: "png")
        let second = try TestReference(testFile: file, function: "numbered()", name: nil, scale: 2, pathExtension: "png")
        let named = try TestReference(testFile: file, function: "numbered()", name: "dark mode", scale: 2, pathExtension: "png")
        #expect(first.relativePath == "Snapshots/AssertSnapshotTests/numbered@2x.png")
        #expect(second.relativePath == "Snapshots/AssertSnapshotTests/numbered.2@2x.png")
        #expect(named.relativePath == "Snapshots/AssertSnapshotTests/numbered.dark~20mode@2x.png", "escaped reversibly")
    }
}

/// The messages of known issues, one a line, handed out of `withKnownIssue`'s sendable matcher.
/// The messages of the issues `body` records, which are expected (known issues), one a line.
func failureMessage(_ body: () throws -> Void) throws -> String {
    let captured = CapturedMessage()
    try withKnownIssue {
        try body()
    } matching: { issue in
        captured.set(issue.comments.map(\.rawValue).joined())
        return true
    }
    return captured.value
}

final class CapturedMessage: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func set(_ text: String) { lock.withLock { self.text += (self.text.isEmpty ? "" : "\n") + text } }
    var value: String { lock.withLock { text } }
}
