import ComponentFixtures
import ComponentKit
import Foundation
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// A run scoped to some variants (``SnapshotRunner/textScope``, what `assertSnapshot(of:)` runs)
/// on the Chip fixture's listings, whatever their line endings: recording keeps every byte of the
/// other variants' blocks.
@Suite struct ScopedListingTests {
    let catalog = Catalog([Chip.self])
    static let listings = ["Chip/variants.txt", "Chip/accessibility.txt", "Chip/provenance.txt"]

    /// A fresh workspace with the Chip's references recorded, and its design system.
    func recorded() throws -> (Workspace, DesignSystem) {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        let system = try DesignSystem(catalog: catalog)
        let report = try SnapshotRunner(workspace: workspace, system: system, mode: .all).run(catalog.variants)
        try #require(report.exitCode == 0, "\(report.failureLines)")
        return (workspace, system)
    }

    /// `text` (LF, as recorded) with `ending` for every line break, after a BOM when `bom`.
    static func converted(_ text: String, ending: String, bom: Bool) -> Data {
        Data(((bom ? "\u{FEFF}" : "") + text.replacingOccurrences(of: "\n", with: ending)).utf8)
    }

    @Test(arguments: ["\n", "\r\n", "\r"], [false, true])
    func aScopedRecordKeepsEveryByteOfTheOtherBlocks(ending: String, bom: Bool) throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let first = try #require(catalog.variants.first)
        var expected: [String: Data] = [:]
        for path in Self.listings {
            let url = workspace.snapshotsDirectory.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            expected[path] = Self.converted(text, ending: ending, bom: bom)
            // The first variant's block changed, as an edit would leave it: its case fails and records it.
            var lines = text.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex { $0 == first.name || $0.hasPrefix(first.name + "  ") })
            lines.insert("  a line the current text does not have", at: start + 1)
            try Self.converted(lines.joined(separator: "\n"), ending: ending, bom: bom).write(to: url)
        }
        var runner = SnapshotRunner(workspace: workspace, system: system, mode: .failed)
        runner.textScope = [first.name]
        let report = try runner.run([first])
        #expect(report.count("error") == 0, "\(report.failureLines)")
        #expect(Set(report.results.filter { $0.id.hasSuffix(".txt") }.map(\.id)) == Set(Self.listings))
        for path in Self.listings {
            let written = try Data(contentsOf: workspace.snapshotsDirectory.appendingPathComponent(path))
            #expect(written == expected[path], "\(path) with \(ending.debugDescription) line endings, BOM \(bom)")
        }
        for variant in [first, catalog.variants.last ?? first] {
            var verify = SnapshotRunner(workspace: workspace, system: system, mode: .never)
            verify.textScope = [variant.name]
            let checked = try verify.run([variant])
            #expect(checked.exitCode == 0, "\(variant.name): \(checked.failureLines)")
        }
    }
}
