import PixelDiff
import Rendering
import RenderingTestSupport
import SnapshotRendering
import Testing

@testable import SnapshotCore

/// `snapshot diff`'s summary says when images differ only below the threshold.
@Suite struct ImageDiffRunTests {
    private let pixelmatch = Tolerance(options: DiffOptions())

    @Test func identicalImagesSaySo() throws {
        let summary = try ImageDiffRun.run(solidImage(4, 4), solidImage(4, 4), tolerance: pixelmatch).summary
        #expect(summary.identical && summary.passed && summary.changedPixels == 0)
        #expect(summary.message == "0 of 16 pixels differ (4×4), within tolerance; the images are identical")
    }

    @Test func changesBelowTheThresholdAreNamedNotHidden() throws {
        var shifted = solidImage(4, 4)
        shifted[1, 1] = (203, 200, 200, 255)
        shifted[2, 2] = (0, 0, 0, 255)
        let summary = try ImageDiffRun.run(solidImage(4, 4), shifted, tolerance: pixelmatch).summary
        #expect(summary.mismatchedPixels == 1 && summary.changedPixels == 2 && !summary.identical)
        #expect(summary.message.hasPrefix("1 of 16 pixels differ (4×4); 2 pixels changed, 1 of them by less than the threshold 0.1"))
        #expect(summary.message.hasSuffix("(--threshold 0 --include-aa counts every change)"))
        let exact = try ImageDiffRun.run(solidImage(4, 4), shifted, tolerance: Tolerance()).summary
        #expect(exact.mismatchedPixels == 2 && exact.message == "2 of 16 pixels differ (4×4)", "nothing hidden: no note")
    }
}
