import Foundation
import PixelDiff
import Rendering

/// One `snapshot diff`: pixelmatch over two decoded images, with a summary and the image to write.
package enum ImageDiffRun {
    package struct Summary: Codable, Sendable {
        package var mismatchedPixels: Int
        package var totalPixels: Int
        package var width: Int
        package var height: Int
        package var identical: Bool
        package var passed: Bool
        package var sizeMismatch: Bool
        /// Pixels whose bytes differ at all, counted or not (below the threshold, or anti-aliasing).
        package var changedPixels: Int
        package var message: String
    }

    /// Compares `a` with `b`. With different sizes: not passed, both sizes in the message, and a
    /// side-by-side composite as the output image.
    package static func run(_ a: RGBAImage, _ b: RGBAImage, tolerance: Tolerance) throws -> (summary: Summary, outputImage: RGBAImage?) {
        guard a.width == b.width, a.height == b.height else {
            let message = "Image dimensions do not match: \(a.width)x\(a.height) vs \(b.width)x\(b.height)"
            let summary = Summary(
                mismatchedPixels: max(a.pixelCount, b.pixelCount), totalPixels: max(a.pixelCount, b.pixelCount),
                width: a.width, height: a.height, identical: false, passed: false, sizeMismatch: true,
                changedPixels: max(a.pixelCount, b.pixelCount), message: message)
            return (summary, ImageComposer.sideBySide([a, b]))
        }
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.pixels.count)
        let counted = try PixelMatch.compare(
            a.pixels, b.pixels, width: a.width, height: a.height, output: &output, options: tolerance.options)
        let changed = ChangedPixels(a, b).changed
        let mismatched = tolerance.rule == .everyChangedPixel ? changed : counted
        let passed = tolerance.allows(mismatched: mismatched, total: a.pixelCount)
        var message = "\(mismatched) of \(a.pixelCount) pixels differ (\(a.width)×\(a.height))" + (passed ? ", within tolerance" : "")
        if changed == 0 {
            message += "; the images are identical"
        } else if changed > mismatched {
            // Say that the images are not the same when the threshold hides their changes.
            message +=
                "; \(changed) pixels changed, \(changed - mismatched) of them by less than the threshold \(tolerance.options.threshold) or as anti-aliasing"
                + " (--threshold 0 --include-aa counts every change)"
        }
        let summary = Summary(
            mismatchedPixels: mismatched, totalPixels: a.pixelCount, width: a.width, height: a.height,
            identical: changed == 0, passed: passed, sizeMismatch: false, changedPixels: changed, message: message)
        return (summary, output.flatMap { RGBAImage(width: a.width, height: a.height, pixels: $0) })
    }
}
