import ComponentKit
import EBTestSupport
import EndToEndSupport
import Foundation
import Rendering
import TestSupport
import Testing

/// Exact means exact: a drawing change that moves only pixels pixelmatch takes for anti-aliasing
/// fails `verify`, says how many pixels changed and what pixelmatch's rule would have counted,
/// and names its cause; `--ignore-antialiasing` forgives it, by name.
@Suite struct ExactComparisonTests {
    /// A package with SmallDot's references recorded, then verified after its drawing changed.
    func verifyRedrawn(_ extra: [String]) throws -> (CLIRunner.Output, lastRun: String) {
        let package = try temporaryFolder("exact")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        let recorded = try CLIRunner.run(["record", "--quiet"], in: package, catalog: Catalog([SmallDot.self]))
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let output = try CLIRunner.run(["verify", "--quiet"] + extra, in: package, catalog: Catalog([SmallDotRedrawn.self]))
        let manifest = package.appendingPathComponent("snapshot-output/last-run.json")
        return (output, (try? String(contentsOf: manifest, encoding: .utf8)) ?? "")
    }

    @Test func aChangeOnlyToAntialiasedPixelsFails() throws {
        let (output, lastRun) = try verifyRedrawn([])
        #expect(output.status == 1, "\(output.stdout)")
        let failure = try #require(
            output.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL SmallDot/theme-light") }, "\(output.stdout)")
        #expect(failure.contains("pixelmatch's rule would count 0"), "\(failure)")
        #expect(failure.contains("anti-aliased (yellow in the diff)"), "\(failure)")
        #expect(output.stdout.contains("cause: drawing code: SmallDot (its drawing changed)"), "\(output.stdout)")
        #expect(lastRun.contains("\"kind\" : \"drawing\""), "the cause is in the manifest too")
    }

    @Test func ignoringAntialiasingByNameForgivesIt() throws {
        let (output, _) = try verifyRedrawn(["--ignore-antialiasing"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    /// A sheet that differs while every variant on it matches is the sheet's own drawing, and says so.
    @Test func aSheetWhoseVariantsAllMatchNamesItsOwnDrawing() throws {
        let package = try temporaryFolder("exact-sheet")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        let catalog = Catalog([SmallDot.self])
        #expect(try CLIRunner.run(["record", "--quiet"], in: package, catalog: catalog).status == 0)
        let sheet = package.appendingPathComponent("Snapshots/SmallDot/contact-sheet@1x.png")
        var image = try PNGCodec.decode(try Data(contentsOf: sheet))
        image[1, 1] = (1, 2, 3, 255)
        try PNGCodec.encode(image).write(to: sheet)
        let output = try CLIRunner.run(["verify", "--quiet"], in: package, catalog: catalog)
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL SmallDot/contact-sheet@1x.png: 1 of"), "\(output.stdout)")
        #expect(output.stdout.contains("cause: the contact sheet's own drawing: every variant on it matches"), "\(output.stdout)")
        #expect(!output.stdout.contains("no cause") && !output.stdout.contains("no provenance"), "\(output.stdout)")
    }
}
