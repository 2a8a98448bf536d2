import PixelDiff
import Rendering
import RenderingTestSupport
import SnapshotRendering
import Testing

@testable import SnapshotCore

@Suite struct ImageComparisonTests {
    @Test func identicalImagesMatch() {
        #expect(ImageComparison.compare(reference: solidImage(8, 8), actual: solidImage(8, 8)) == nil)
    }

    @Test func oneChangedPixelFailsExactComparison() throws {
        var actual = solidImage(8, 8)
        actual[3, 4] = (201, 200, 200, 255)
        let mismatch = try #require(ImageComparison.compare(reference: solidImage(8, 8), actual: actual))
        #expect(mismatch.mismatchedPixels == 1)
        #expect(mismatch.message.hasPrefix("1 of 64 pixels differ"))
        let diff = try #require(mismatch.diffImage)
        #expect(diff[3, 4] == (255, 0, 0, 255))
        #expect(diff[0, 0].red == diff[0, 0].green, "unchanged pixels are grey")
    }

    @Test func toleranceAllowsPixelCountsAndRatios() {
        var actual = solidImage(10, 10)
        actual[0, 0] = (250, 200, 200, 255)
        actual[5, 5] = (10, 200, 200, 255)
        #expect(ImageComparison.compare(reference: solidImage(10, 10), actual: actual, tolerance: Tolerance(maxDiffPixels: 2)) == nil)
        #expect(ImageComparison.compare(reference: solidImage(10, 10), actual: actual, tolerance: Tolerance(maxDiffPixels: 1)) != nil)
        #expect(
            ImageComparison.compare(reference: solidImage(10, 10), actual: actual, tolerance: Tolerance(maxDiffPixelRatio: 0.02)) == nil)
        #expect(
            ImageComparison.compare(reference: solidImage(10, 10), actual: actual, tolerance: Tolerance(maxDiffPixelRatio: 0.01)) != nil)
    }

    @Test func thresholdLetsSmallColourDeltasThrough() {
        var actual = solidImage(4, 4)
        actual[1, 1] = (203, 200, 200, 255)
        var loose = Tolerance.exactOptions
        loose.threshold = 0.1
        #expect(ImageComparison.compare(reference: solidImage(4, 4), actual: actual, tolerance: Tolerance(options: loose)) == nil)
        #expect(ImageComparison.compare(reference: solidImage(4, 4), actual: actual) != nil)
    }

    @Test func failureCarriesAStripOfReferenceDiffAndActual() throws {
        var actual = solidImage(6, 4)
        actual[2, 2] = (0, 0, 0, 255)
        let mismatch = try #require(ImageComparison.compare(reference: solidImage(6, 4), actual: actual))
        let strip = try #require(mismatch.strip)
        #expect(strip.width == 3 * 6 + 2 * 8 && strip.height == 4)
    }

    /// A contact sheet page's comparison asks for no strip: the diff alone, the same count.
    @Test func aComparisonWithoutStripKeepsItsDiffAndCount() throws {
        var actual = solidImage(6, 4)
        actual[2, 2] = (0, 0, 0, 255)
        let mismatch = try #require(ImageComparison.compare(reference: solidImage(6, 4), actual: actual, strip: false))
        #expect(mismatch.strip == nil)
        let diff = try #require(mismatch.diffImage)
        #expect(diff[2, 2] == (255, 0, 0, 255))
        #expect(mismatch.mismatchedPixels == 1)
        let sizes = try #require(ImageComparison.compare(reference: solidImage(4, 4), actual: solidImage(5, 4), strip: false))
        #expect(sizes.strip == nil && sizes.message.contains("5×4"))
    }

    @Test func sizeMismatchShowsBothSizes() throws {
        let mismatch = try #require(ImageComparison.compare(reference: solidImage(48, 48), actual: solidImage(50, 48)))
        #expect(mismatch.message.contains("48×48"))
        #expect(mismatch.message.contains("50×48"))
        #expect(mismatch.diffImage == nil)
        #expect(mismatch.strip?.width == 48 + 8 + 50, "a side-by-side composite of both")
    }

    @Test func emptyImagesNeverMatch() {
        #expect(ImageComparison.compare(reference: solidImage(0, 0), actual: solidImage(0, 0)) != nil)
    }

    @Test func alphaOnlyChangeIsAChange() {
        var actual = solidImage(2, 2)
        actual[1, 1] = (200, 200, 200, 254)
        #expect(ImageComparison.compare(reference: solidImage(2, 2), actual: actual) != nil)
    }

    /// A render and its redrawn twin whose only changes are pixels pixelmatch takes for anti-aliasing
    /// (a dot's radius 1.04 → 1.25 pt at 2×).
    func antialiasedPair() throws -> (RGBAImage, RGBAImage) {
        (try smallDotImage(radius: 1.25 * 10 / 12), try smallDotImage(radius: 1.5 * 10 / 12))
    }

    @Test func exactCountsEveryChangedPixelEvenAntialiasedOnes() throws {
        let (before, after) = try antialiasedPair()
        let pixelmatch = try PixelMatch.count(
            before.pixels, after.pixels, width: before.width, height: before.height, options: Tolerance.exactOptions)
        #expect(pixelmatch == 0, "the fixture changes only what pixelmatch calls anti-aliasing")
        let mismatch = try #require(ImageComparison.compare(reference: before, actual: after))
        #expect(mismatch.mismatchedPixels > 0 && mismatch.mismatchedPixels == mismatch.changedPixels)
        #expect(mismatch.antialiasedPixels == mismatch.changedPixels)
        #expect(mismatch.message.contains("pixelmatch's rule would count 0, \(mismatch.changedPixels) anti-aliased (yellow in the diff)"))
        let diff = try #require(mismatch.diffImage)
        var yellow = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == (255, 255, 0, 255) { yellow += 1 } }
        #expect(yellow == mismatch.changedPixels, "anti-aliased changes are marked in aaColor")
        #expect(ImageComparison.compare(reference: before, actual: after, tolerance: .ignoringAntialiasing) == nil)
    }

    @Test func aForgivingRuleSaysWhatItLeftOut() throws {
        let (before, after) = try antialiasedPair()
        var moved = after
        moved[0, 0] = (0, 0, 0, 255)
        let mismatch = try #require(ImageComparison.compare(reference: before, actual: moved, tolerance: .ignoringAntialiasing))
        #expect(mismatch.mismatchedPixels == 1)
        #expect(mismatch.message.contains("\(mismatch.changedPixels) changed in all, \(mismatch.changedPixels - 1) not counted"))
    }

    @Test func aChangeHiddenUnderZeroAlphaStillCountsAndIsDrawn() throws {
        var reference = solidImage(3, 3), actual = solidImage(3, 3)
        reference[1, 1] = (0, 0, 0, 0)
        actual[1, 1] = (255, 0, 0, 0)
        let pixelmatch = try PixelMatch.count(reference.pixels, actual.pixels, width: 3, height: 3, options: Tolerance.exactOptions)
        #expect(pixelmatch == 0, "pixelmatch blends both to the background")
        let mismatch = try #require(ImageComparison.compare(reference: reference, actual: actual))
        #expect(mismatch.mismatchedPixels == 1)
        #expect(try #require(mismatch.diffImage)[1, 1] == (255, 0, 0, 255))
    }
}
