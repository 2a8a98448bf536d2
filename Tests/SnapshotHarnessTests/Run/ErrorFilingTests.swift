import ComponentFixtures
import ComponentKit
import Foundation
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// An error is filed under the file it concerns, and every other check of the run is still in
/// its results (on the Chip fixture).
@Suite struct ErrorFilingTests {
    let catalog = Catalog([Chip.self])
    static let listings = ScopedListingTests.listings

    /// A fresh workspace with the Chip's references recorded, and its design system.
    func recorded() throws -> (Workspace, DesignSystem) { try ScopedListingTests().recorded() }

    @Test func aListingTooLargeToReadIsAnErrorOfItsOwnAndTheOtherChecksStay() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let accessibility = workspace.snapshotsDirectory.appendingPathComponent("Chip/accessibility.txt")
        let handle = try FileHandle(forWritingTo: accessibility)
        try handle.truncate(atOffset: UInt64(ReferenceStore.defaultByteLimit) + 1)  // sparse: nothing is written
        try handle.close()
        let first = try #require(catalog.variants.first)
        var runner = SnapshotRunner(workspace: workspace, system: system, mode: .never)
        runner.textScope = [first.name]
        let results = try runner.run([first]).results
        let byID = Dictionary(results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(byID.keys).isSuperset(of: Self.listings), "\(results.map(\.id))")
        guard case .error(let message)? = byID["Chip/accessibility.txt"]?.status else {
            Issue.record("accessibility.txt is not an error: \(results.map { "\($0.id) \($0.status)" })")
            return
        }
        #expect(message.contains("accessibility.txt") && message.contains("\(ReferenceStore.defaultByteLimit)"), "\(message)")
        for path in Self.listings where path != "Chip/accessibility.txt" {
            #expect(byID[path]?.passed == true, "\(path): \(String(describing: byID[path]?.status))")
        }
    }

    @Test func anUnreadableFingerprintIsAnErrorOfItsOwnAndEveryCheckStays() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let runner = SnapshotRunner(workspace: workspace, system: system, mode: .never)
        let fingerprint = workspace.snapshotsDirectory.appendingPathComponent(runner.fingerprintPath)
        try FileManager.default.removeItem(at: fingerprint)
        try FileManager.default.createDirectory(at: fingerprint, withIntermediateDirectories: true)
        let results = try runner.run(catalog.variants).results
        guard case .error(let message)? = results.first(where: { $0.id == runner.fingerprintPath })?.status else {
            Issue.record("the fingerprint is not an error of its own: \(results.map(\.id))")
            return
        }
        #expect(message.contains(runner.fingerprintPath), "\(message)")
        #expect(results.filter(\.passed).count == catalog.variants.count + Self.listings.count + 1, "the images, listings and sheet")
    }
}
