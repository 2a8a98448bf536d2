import ComponentFixtures
import ComponentKit
import EBTestSupport
import Foundation
import SnapshotCore
import SnapshotHarness
import Testing

/// `record` warns about a component that draws text its layout does not list in `textRuns`.
@Suite struct UnlistedTextWarningTests {
    let catalog = Catalog([LabelFixture.self])

    @Test func recordWarnsOncePerComponentAndVerifyStaysQuiet() throws {
        let workspace = try temporaryWorkspace(copyingReferences: false)
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let system = try DesignSystem(catalog: catalog)
        let recorded = try SnapshotRunner(workspace: workspace, system: system, mode: .all).run(catalog.variants)
        #expect(recorded.exitCode == 0)
        #expect(recorded.results.compactMap(\.unlistedText).map(\.variant) == ["LabelFixture/lists-false"])
        #expect(recorded.warnings.count == 1)
        let warning = try #require(recorded.warnings.first)
        #expect(warning.hasPrefix("LabelFixture draws text its layout does not list in 1 variant (first LabelFixture/lists-false: "))
        #expect(warning.contains("provenance.txt") && warning.contains("textRuns"))
        let verified = try SnapshotRunner(workspace: workspace, system: system, mode: .never).run(catalog.variants)
        #expect(verified.exitCode == 0)
        #expect(verified.warnings.isEmpty)
    }
}
