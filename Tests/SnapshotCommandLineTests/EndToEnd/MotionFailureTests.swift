import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import Testing

/// A failing motion names the frames that differ, with their times, in its message (the console,
/// `last-run.json` and the report all show it).
@Suite struct MotionFailureTests {
    @Test func aChangedFrameIsNamedWithItsTime() throws {
        let package = try temporaryPackage(components: ["EBSliderMotion"])
        defer { try? FileManager.default.removeItem(at: package) }
        let id = "EBSliderMotion/motion-press"
        let reference = package.appendingPathComponent("Snapshots/\(id)@2x.png")
        var image = try PNGCodec.read(contentsOf: reference)
        // One pixel in the third frame (60 ms): cells are 366 pt plus an 8 pt gap, at 2×.
        let x = (366 + 8) * 2 * 2 + 10
        let pixel = image[x, 20]
        image[x, 20] = (pixel.red ^ 0x40, pixel.green, pixel.blue, 255)
        try PNGCodec.encode(image).write(to: reference)

        let output = try CLIRunner.run(["verify", "--filter", id], in: package)
        #expect(output.status == 1)
        #expect(output.stdout.contains("frames that differ: 3 at 60 ms (of 5 at 0, 30, 60, 90, 120 ms)"), "\(output.stdout.prefix(600))")
        let report = try String(contentsOf: package.appendingPathComponent("snapshot-output/report/index.html"), encoding: .utf8)
        #expect(report.contains("frames that differ: 3 at 60 ms"))
    }
}
