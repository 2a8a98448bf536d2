import Foundation
import PixelDiff
import Rendering

/// The result of an image comparison that failed.
public struct ImageMismatch: Sendable {
    public var message: String
    /// Pixels pixelmatch counts as different (0 for size or emptiness failures).
    public var mismatchedPixels: Int
    /// pixelmatch's diff image; nil when the sizes differ.
    public var diffImage: RGBAImage?
    /// reference | diff | actual side by side (reference | actual when the sizes differ).
    public var strip: RGBAImage?
}

/// Compares straight-RGBA images with the pixelmatch engine under a ``Tolerance``. Pure: no I/O,
/// no printing.
public enum ImageComparison {
    /// Compares `actual` with `reference`; nil when they match within `tolerance`.
    ///
    /// Guards in order: both non-empty, same size (the message shows both, and a side-by-side
    /// composite is still produced), the fast path on equal bytes, then pixelmatch and the tolerance.
    public static func compare(reference: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact) -> ImageMismatch? {
        guard reference.pixelCount > 0, actual.pixelCount > 0 else {
            return ImageMismatch(
                message: "empty image: reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height)",
                mismatchedPixels: 0)
        }
        guard reference.width == actual.width, reference.height == actual.height else {
            return ImageMismatch(
                message: "size differs: reference \(reference.width)×\(reference.height) px, actual \(actual.width)×\(actual.height) px",
                mismatchedPixels: 0, strip: ImageComposer.sideBySide([reference, actual]))
        }
        if reference.hasSamePixels(as: actual) { return nil }
        var output: [UInt8]? = [UInt8](repeating: 0, count: reference.pixels.count)
        let mismatched: Int
        do {
            mismatched = try PixelMatch.compare(
                reference.pixels, actual.pixels, width: reference.width, height: reference.height,
                output: &output, options: tolerance.options)
        } catch {
            return ImageMismatch(message: "\(error)", mismatchedPixels: 0)
        }
        guard !tolerance.allows(mismatched: mismatched, total: reference.pixelCount) else { return nil }
        let percent = Double(mismatched) * 100 / Double(reference.pixelCount)
        let share = percent < 0.01 ? "<0.01" : String(format: "%.2f", percent)
        let diff = output.flatMap { RGBAImage(width: reference.width, height: reference.height, pixels: $0) }
        return ImageMismatch(
            message: "\(mismatched) of \(reference.pixelCount) pixels differ (\(share)%), allowed \(tolerance.maxDiffPixels)"
                + (tolerance.maxDiffPixelRatio.map { " or \(String(format: "%.4g", $0 * 100))%" } ?? ""),
            mismatchedPixels: mismatched, diffImage: diff,
            strip: ImageComposer.sideBySide([reference] + (diff.map { [$0] } ?? []) + [actual]))
    }
}
