import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// The files of each change alone (the partials) are made on the run's workers, and are the same
/// files whatever their number.
@Suite struct PartialFilesTests {
    /// EBCounter's empty background and its label colour, each one step off: a counter over 0
    /// holds both in one image, and so does the contact sheet.
    func twoColourEdits() throws -> DesignSystem {
        let folder = try temporaryFolder("partial-tokens")
        let edited = try TokenEdits.counterColoursOneStepOff()
        try Data(edited.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        return try DesignSystem(fontsDirectory: sharedSystem.fonts.directory, tokensDirectory: folder, catalog: Catalog.eb)
    }

    /// The same files for any number of workers; and a sheet's page per change, drawn on the
    /// lettering its check kept, holds the bytes of the page composed whole from the same cells.
    @Test func thePartialsAreTheSameForAnyNumberOfJobsAndTheSheetsAreThePagesComposedWhole() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let system = try twoColourEdits()
        defer { if let tokens = system.tokensDirectory { try? FileManager.default.removeItem(at: tokens) } }
        let variants = EBCounter.variants
        func run(jobs: Int) throws -> (runner: SnapshotRunner, report: RunReport, files: [String: Data]) {
            let runner = SnapshotRunner(
                workspace: workspace, system: system, mode: .never,
                outputDirectory: workspace.root.appendingPathComponent("out-\(jobs)"), jobs: jobs)
            let report = try runner.run(variants)
            var files: [String: Data] = [:]
            for result in report.results {
                for (key, url) in result.partials { files["\(result.id) \(key)"] = try Data(contentsOf: url) }
            }
            return (runner, report, files)
        }
        let serial = try run(jobs: 1)
        #expect(
            serial.files.keys.contains { $0.hasPrefix("EBCounter/contact-sheet@1x.png ") },
            "the sheet holds both edits: \(serial.files.keys.sorted())")
        #expect(serial.files.keys.contains { $0.hasPrefix("EBCounter/count-") }, "so does a counter over 0: \(serial.files.keys.sorted())")
        #expect(try run(jobs: 3).files == serial.files)
        // Each is named after its reference, scale and extension kept: `…@2x~cKEY.actual.png`.
        for result in serial.report.results {
            let reference = result.reference.deletingPathExtension().lastPathComponent
            for (key, url) in result.partials {
                #expect(
                    url.lastPathComponent == "\(reference)~\(key).actual.\(result.reference.pathExtension)",
                    "\(url.lastPathComponent) for \(result.reference.lastPathComponent)")
            }
        }
        try expectSheetPartialsComposedWhole(serial.runner, serial.report, workspace: workspace, system: system)
    }

    /// The sheet's pages per change in `report` are those composed whole, with no lettering, from
    /// the same cells: the references, the run's actual files and its variants' files per change.
    func expectSheetPartialsComposedWhole(_ runner: SnapshotRunner, _ report: RunReport, workspace: Workspace, system: DesignSystem)
        throws
    {
        let sheet = try #require(report.results.first { $0.id == "EBCounter/contact-sheet@1x.png" })
        #expect(sheet.partials.count == 2, "a page per edit: \(sheet.partials.keys.sorted())")
        var images: [String: [String: RGBAImage]] = [:]
        for result in report.results where result.id.hasPrefix("EBCounter/count-") {
            for (key, url) in result.partials { images[result.id, default: [:]][key] = try PNGCodec.read(contentsOf: url) }
        }
        let page = try #require(try ContactSheet.pages(component: "EBCounter", variants: EBCounter.variants, system: system).first)
        let whole = runner.sheetPartials(
            page, keys: Set(sheet.partials.keys), imageCauses: Dictionary(report.results.map { ($0.id, $0.causes) }) { first, _ in first },
            images: images, store: workspace.referenceStore(transaction: nil), lettering: nil)
        #expect(whole.count == sheet.partials.count)
        for (key, url) in sheet.partials { #expect(try Data(contentsOf: url) == whole[key], "\(key)") }
    }
}
