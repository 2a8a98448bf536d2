import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// Issue 42, item 8: the package's own per-variant cases speak like the assertions: a failure
/// names its causes and the `approve --cause` command that accepts it, in the words
/// `assertSnapshot(of:)` prints (``TestRunner/message(_:snapshots:rerun:)``).
@Suite struct VariantSnapshotMessageTests {
    /// A package with EBCounter's references, and a system over its table with the empty
    /// counter's background edited (as a pull request's token edit).
    func packageAndEditedSystem() throws -> (package: URL, system: DesignSystem) {
        let package = try temporaryWorkspaceFolder()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Snapshots/EBCounter"), to: package.appendingPathComponent("Snapshots/EBCounter"))
        let folder = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = try String(contentsOf: try #require(EBCounter.tokenTableURL), encoding: .utf8)
        try Data(text.replacingOccurrences(of: "[0.9333,", with: "[0.5,").utf8).write(
            to: folder.appendingPathComponent("EBCounter.tokens.json"))
        return (package, try DesignSystem(tokensDirectory: folder, catalog: Catalog([EBCounter.self])))
    }

    @Test func aVariantsCaseNamesItsCauseAndTheCommandThatAcceptsIt() throws {
        let (package, system) = try packageAndEditedSystem()
        defer { try? FileManager.default.removeItem(at: package) }
        let variant = try #require(EBCounter.variants.first { $0.name == "count-0_limit-none_theme-light" })
        let failures = try VariantSnapshotTests.checkImage(of: variant, workspace: Workspace(root: package), system: system, mode: .never)
        #expect(failures.count == 1)
        let message = try #require(failures.first)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Snapshots/EBCounter/count-0_limit-none_theme-light@2x.png: ") == true, "\(message)")
        #expect(lines.contains { $0.hasPrefix("  cause: token counter.color.empty.bg [base] #EEF2F9 → ") }, "\(message)")
        // The hints name the command that runs here: in a test process, the package's command plugin.
        let command = CommandName.current
        let accept = try #require(lines.first { $0.hasPrefix("  accept this change after `\(command) verify`: ") }, "\(message)")
        #expect(accept.contains("\(command) approve --cause 'c"), "\(accept)")
        #expect(
            lines.last == "  accept every failure of this test: SNAPSHOT_TESTING_RECORD=failed swift test --filter VariantSnapshotTests")
        #expect(lines.contains { $0.hasPrefix("  diff: ") && $0.hasSuffix(".diff.png") }, "the diff image is named: \(message)")
    }

    @Test func aTextReferenceNamesItsCauseToo() throws {
        let (package, system) = try packageAndEditedSystem()
        defer { try? FileManager.default.removeItem(at: package) }
        let failures = try VariantSnapshotTests.checkTextReferences(
            of: EBCounter.self, workspace: Workspace(root: package), system: system, mode: .never)
        let provenance = try #require(failures.first { $0.hasPrefix("Snapshots/EBCounter/provenance.txt: ") }, "\(failures)")
        #expect(provenance.contains("  cause: token counter.color.empty.bg [base]"), "\(provenance)")
        #expect(provenance.contains("approve --cause '"), "\(provenance)")
    }

    @Test func aPassSaysNothing() throws {
        let variant = try #require(EBCounter.variants.first)
        #expect(try VariantSnapshotTests.checkImage(of: variant, workspace: packageWorkspace, system: sharedSystem, mode: .never).isEmpty)
    }
}
