import ComponentFixtures
import ComponentKit
import EndToEndSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotAssertions

/// Values added to a matrix are accepted in one step from the tests, as from the command line:
/// `SNAPSHOT_TESTING_RECORD=missing` writes the new variants' images, their blocks of the three
/// listings and the sheet pages they change, whichever case runs first.
@Suite struct MatrixEditRecordingTests {
    typealias Widened = EditedChip<ChipSamplesMoreLabels>

    /// A package whose references the Chip recorded (the matrix before the edit).
    func chipPackage() throws -> URL {
        let package = try temporaryFolder("matrix-edit")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        #expect(try CLIRunner.run(["record", "--quiet"], in: package, catalog: Catalog([Chip.self])).status == 0)
        return package
    }

    func location() -> CallSite { (#fileID, #filePath, #line, #column) }

    /// One case per variant of the widened chip, the new ones first or last, recording what is missing.
    @Test(arguments: [true, false])
    func casePerVariant(newFirst: Bool) throws {
        let package = try chipPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let workspace = Workspace(root: package)
        let system = try DesignSystem(catalog: Catalog([Widened.self]))
        let new = Widened.variants.filter { $0.name.hasPrefix("label-") }
        #expect(new.count == 2)
        let old = Widened.variants.filter { !$0.name.hasPrefix("label-") }
        for variant in newFirst ? new + old : old + new {
            try snapshot(
                variant, workspace: workspace, function: "matrix(_:)", scale: 2, tolerance: .exact, record: .missing, system: system,
                location: location())
        }
        let verified = try CLIRunner.run(["verify", "--quiet"], in: package, catalog: Catalog([Widened.self]))
        #expect(verified.status == 0, "one step from the cases: \(verified.stdout)")
    }

    @Test func wholeMatrixInOneCall() throws {
        let package = try chipPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        try snapshotComponent(
            Widened.self, workspace: Workspace(root: package), system: try DesignSystem(catalog: Catalog([Widened.self])),
            function: "matrix()", scale: 2, tolerance: .exact, record: .missing, location: location())
        let verified = try CLIRunner.run(["verify", "--quiet"], in: package, catalog: Catalog([Widened.self]))
        #expect(verified.status == 0, "one step from the test: \(verified.stdout)")
    }
}
