import ComponentFixtures
import ComponentKit
import Foundation
import SnapshotCore
import SnapshotHarness
import TestSupport
import Testing

/// The Chip fixture (one folder, one token file, one catalog line) through the harness's runs.
@Suite(.serialized) struct NewComponentRunTests {
    let catalog = Catalog([Chip.self])

    @Test func aVerifyRunLaysEachVariantOutOnce() throws {
        let root = try temporaryWorkspaceFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // Counted on this thread: other tests record chips at the same time (one job lays out here).
        let before = Chip.layoutsOnThisThread
        // Loading validates by laying out the matrix; the run then renders each image at 2×, the
        // contact sheet at 1×, the listing and the accessibility reference from those layouts.
        let system = try DesignSystem(catalog: catalog)
        let report = try SnapshotRunner(workspace: Workspace(root: root), system: system, mode: .all).run(catalog.variants)
        #expect(report.exitCode == 0)
        let added = Chip.layoutsOnThisThread - before
        #expect(added >= catalog.variants.count)
        #expect(added < 2 * catalog.variants.count, "each variant is laid out once, not once per use (\(added) layouts)")
    }

    @Test func recordThenVerifyInAFreshWorkspace() throws {
        let root = try temporaryWorkspaceFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let workspace = Workspace(root: root)
        let system = try DesignSystem(catalog: catalog)
        let recorded = try SnapshotRunner(workspace: workspace, system: system, mode: .all).run(catalog.variants)
        // 4 images, the listing, the accessibility listing and the contact sheet.
        #expect(
            recorded.count("recorded") == catalog.variants.count + 4,
            "the variants, variants.txt, accessibility.txt, provenance.txt and the contact sheet")
        let verified = try VerifyRun.perform(
            SnapshotRunner(workspace: workspace, system: system, mode: .never), variants: catalog.variants, checkOrphans: true
        ).report
        #expect(verified.exitCode == 0)
        let accessibility = try String(contentsOf: root.appendingPathComponent("Snapshots/Chip/accessibility.txt"), encoding: .utf8)
        #expect(accessibility.contains("button \"Nearby\"  traits selected"))
    }
}
