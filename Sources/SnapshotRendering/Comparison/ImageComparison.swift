import Foundation
import PixelDiff
import Rendering

/// The result of an image comparison that failed.
package struct ImageMismatch: Sendable {
    package var message: String
    /// Pixels the tolerance counts as different (0 for size or emptiness failures): every changed
    /// pixel under ``Tolerance/exact``, pixelmatch's count under a pixelmatch rule.
    package var mismatchedPixels: Int
    /// Pixels whose bytes differ at all, counted or not.
    package var changedPixels: Int = 0
    /// Changed pixels pixelmatch takes for anti-aliasing (yellow in the diff image).
    package var antialiasedPixels: Int = 0
    /// pixelmatch's diff image; nil when the sizes differ.
    package var diffImage: RGBAImage?
    /// reference | diff | actual side by side (reference | actual when the sizes differ); nil
    /// when the comparison was asked for none.
    package var strip: RGBAImage?
}

/// Compares straight-RGBA images under a ``Tolerance``: every changed pixel, or pixelmatch's rule.
/// Pure: no I/O, no printing.
package enum ImageComparison {
    /// Compares `actual` with `reference`; nil when they match within `tolerance`.
    ///
    /// Guards in order: both non-empty, same size (the message shows both, and a side-by-side
    /// composite is still produced), the fast path on equal bytes, then the count the tolerance
    /// names. The diff image is pixelmatch's: counted changes in red, changes pixelmatch takes for
    /// anti-aliasing in yellow (under ``Tolerance/exact`` they count all the same). Without
    /// `strip`, no side-by-side image is composed (a contact sheet page's would be three pages wide).
    package static func compare(reference: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact, strip: Bool = true)
        -> ImageMismatch?
    {
        guard reference.pixelCount > 0, actual.pixelCount > 0 else {
            return ImageMismatch(
                message: "empty image: reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height)",
                mismatchedPixels: 0)
        }
        guard reference.width == actual.width, reference.height == actual.height else {
            return ImageMismatch(
                message: "size differs: reference \(reference.width)×\(reference.height) px, actual \(actual.width)×\(actual.height) px",
                mismatchedPixels: 0, strip: strip ? ImageComposer.sideBySide([reference, actual]) : nil)
        }
        if reference.hasSamePixels(as: actual) { return nil }
        let options = tolerance.options
        var output: [UInt8]? = [UInt8](repeating: 0, count: reference.pixels.count)
        let pixelmatchCount: Int
        do {
            pixelmatchCount = try PixelMatch.compare(
                reference.pixels, actual.pixels, width: reference.width, height: reference.height, output: &output, options: options)
        } catch {
            return ImageMismatch(message: "\(error)", mismatchedPixels: 0)
        }
        var drawn = output ?? []
        let exact = tolerance.rule == .everyChangedPixel
        let changes = ChangedPixels(reference, actual, diff: &drawn, options: options, markingAll: exact)
        let mismatched = exact ? changes.changed : pixelmatchCount
        guard !tolerance.allows(mismatched: mismatched, total: reference.pixelCount) else { return nil }
        let diff = RGBAImage(width: reference.width, height: reference.height, pixels: drawn)
        return ImageMismatch(
            message: message(mismatched: mismatched, pixelmatch: pixelmatchCount, changes: changes, total: reference.pixelCount, tolerance),
            mismatchedPixels: mismatched, changedPixels: changes.changed, antialiasedPixels: changes.antialiased, diffImage: diff,
            strip: strip ? ImageComposer.sideBySide([reference] + (diff.map { [$0] } ?? []) + [actual]) : nil)
    }

    /// `58 of 72000 pixels differ (0.08%), allowed 0`, then what the other rule would say when it
    /// differs: how many pixelmatch's rule counts of every changed pixel, or how many changed
    /// pixels pixelmatch's rule left out.
    static func message(mismatched: Int, pixelmatch: Int, changes: ChangedPixels, total: Int, _ tolerance: Tolerance) -> String {
        let percent = Double(mismatched) * 100 / Double(total)
        let share = percent < 0.01 ? "<0.01" : String(format: "%.2f", percent)
        var message =
            "\(mismatched) of \(total) pixels differ (\(share)%), allowed \(tolerance.maxDiffPixels)"
            + (tolerance.maxDiffPixelRatio.map { " or \(String(format: "%.4g", $0 * 100))%" } ?? "")
        let aa = changes.antialiased == 0 ? "" : ", \(changes.antialiased) anti-aliased (yellow in the diff)"
        if tolerance.rule == .everyChangedPixel, pixelmatch != mismatched {
            message += "; pixelmatch's rule would count \(pixelmatch)\(aa)"
        } else if tolerance.rule != .everyChangedPixel, changes.changed > mismatched {
            message += "; \(changes.changed) changed in all, \(changes.changed - mismatched) not counted by pixelmatch's rule\(aa)"
        }
        return message
    }
}
