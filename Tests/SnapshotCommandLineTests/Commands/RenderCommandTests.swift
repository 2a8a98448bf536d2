import EBComponents
import EndToEndSupport
import Foundation
import TestSupport
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersOneVariantAtTheRequestedScale() throws {
        let folder = try temporaryFolder("render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("one.png")
        let output = try CLIRunner.run(["render", "EBCounter/count-10_limit-10_theme-light", "--scale", "1", "--output", target.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("59×24 px"))
        let bytes = try Data(contentsOf: target)
        #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func unknownIdSuggestsTheNearest() throws {
        let output = try CLIRunner.run(["render", "EBCounter/count-10_limit-10_theme-lihgt"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("did you mean 'EBCounter/count-10_limit-10_theme-light'"))
    }

    @Test func outputIntoAMissingFolderExitsTwo() throws {
        let output = try CLIRunner.run(["render", "EBCounter/count-1_limit-none_theme-light", "--output", "/nonexistent/dir/x.png"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("/nonexistent/dir"))
    }

    @Test func badScaleIsAUsageError() throws {
        let output = try CLIRunner.run(["render", "EBCounter/count-1_limit-none_theme-light", "--scale", "0"])
        #expect(output.status == 2)
    }
}
