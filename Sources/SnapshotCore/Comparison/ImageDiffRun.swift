import Foundation
import PixelDiff
import Rendering

/// One `snapshot diff`: pixelmatch over two decoded images, with a summary and the image to write.
public enum ImageDiffRun {
    public struct Summary: Codable, Sendable {
        public var mismatchedPixels: Int
        public var totalPixels: Int
        public var width: Int
        public var height: Int
        public var identical: Bool
        public var passed: Bool
        public var sizeMismatch: Bool
        public var message: String
    }

    /// Compares `a` with `b`. With different sizes: not passed, both sizes in the message, and a
    /// side-by-side composite as the output image.
    public static func run(_ a: RGBAImage, _ b: RGBAImage, tolerance: Tolerance) throws -> (summary: Summary, outputImage: RGBAImage?) {
        guard a.width == b.width, a.height == b.height else {
            let message = "Image dimensions do not match: \(a.width)x\(a.height) vs \(b.width)x\(b.height)"
            let summary = Summary(
                mismatchedPixels: max(a.pixelCount, b.pixelCount), totalPixels: max(a.pixelCount, b.pixelCount),
                width: a.width, height: a.height, identical: false, passed: false, sizeMismatch: true, message: message)
            return (summary, ImageComposer.sideBySide([a, b]))
        }
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.pixels.count)
        let mismatched = try PixelMatch.compare(
            a.pixels, b.pixels, width: a.width, height: a.height, output: &output, options: tolerance.options)
        let passed = tolerance.allows(mismatched: mismatched, total: a.pixelCount)
        let message = "\(mismatched) of \(a.pixelCount) pixels differ (\(a.width)×\(a.height))" + (passed ? ", within tolerance" : "")
        let summary = Summary(
            mismatchedPixels: mismatched, totalPixels: a.pixelCount, width: a.width, height: a.height,
            identical: a.hasSamePixels(as: b), passed: passed, sizeMismatch: false, message: message)
        return (summary, output.flatMap { RGBAImage(width: a.width, height: a.height, pixels: $0) })
    }
}
