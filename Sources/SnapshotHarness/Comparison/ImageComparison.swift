import Foundation
import Rendering

/// The result of an image comparison that failed.
public struct ImageMismatch: Sendable {
    public var message: String
    /// Pixels that differ beyond the channel tolerance (0 for size or emptiness failures).
    public var mismatchedPixels: Int
    /// Differing pixels in red over a faded copy of the reference; nil when sizes differ.
    public var diffImage: RGBAImage?
}

/// Exact-or-tolerance comparison of straight RGBA images. Pure: no I/O, no printing.
public enum ImageComparison {
    /// Compares `actual` with `reference`; nil when they match within `tolerance`.
    ///
    /// Guards in order: both non-empty, same size (the message shows both), the fast path on
    /// equal bytes, then the per-pixel count against `tolerance`.
    public static func compare(reference: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact) -> ImageMismatch? {
        guard reference.pixelCount > 0, actual.pixelCount > 0 else {
            return ImageMismatch(message: "empty image: reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height)", mismatchedPixels: 0)
        }
        guard reference.width == actual.width, reference.height == actual.height else {
            return ImageMismatch(
                message: "size differs: reference \(reference.width)×\(reference.height) px, actual \(actual.width)×\(actual.height) px",
                mismatchedPixels: 0)
        }
        if reference.pixels == actual.pixels { return nil }

        let delta = tolerance.maxChannelDelta
        var diff = [UInt8](repeating: 0, count: reference.pixels.count)
        var mismatched = 0
        reference.pixels.withUnsafeBufferPointer { ref in
            actual.pixels.withUnsafeBufferPointer { act in
                for i in stride(from: 0, to: ref.count, by: 4) {
                    var differs = false
                    for c in 0..<4 where abs(Int(ref[i + c]) - Int(act[i + c])) > delta {
                        differs = true
                    }
                    if differs {
                        mismatched += 1
                        diff[i] = 255; diff[i + 1] = 0; diff[i + 2] = 0; diff[i + 3] = 255
                    } else {
                        let gray = fadedGray(ref[i], ref[i + 1], ref[i + 2], ref[i + 3])
                        diff[i] = gray; diff[i + 1] = gray; diff[i + 2] = gray; diff[i + 3] = 255
                    }
                }
            }
        }
        guard mismatched > tolerance.maxDiffPixels else { return nil }
        let percent = Double(mismatched) * 100 / Double(reference.pixelCount)
        let share = percent < 0.01 ? "<0.01" : String(format: "%.2f", percent)
        return ImageMismatch(
            message: "\(mismatched) of \(reference.pixelCount) pixels differ (\(share)%), allowed \(tolerance.maxDiffPixels)",
            mismatchedPixels: mismatched,
            diffImage: RGBAImage(width: reference.width, height: reference.height, pixels: diff))
    }

    /// The reference's luminance at 10% over white, so the red differences stand out.
    private static func fadedGray(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
        let luma = 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
        let weight = 0.1 * Double(a) / 255
        return UInt8((255 + (luma - 255) * weight).rounded())
    }
}
