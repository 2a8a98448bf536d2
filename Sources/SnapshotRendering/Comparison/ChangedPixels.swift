import PixelDiff
import Rendering

/// The pixels whose bytes differ between two images of one size, and how pixelmatch's diff image
/// shows them.
struct ChangedPixels {
    /// Pixels whose four bytes differ.
    var changed = 0
    /// Changed pixels the diff image marks in `aaColor`: pixelmatch took them for anti-aliasing.
    var antialiased = 0

    /// Counts the pixels of `a` and `b` (the same size) whose bytes differ.
    init(_ a: RGBAImage, _ b: RGBAImage) {
        Self.forEachChange(a, b) { _ in changed += 1 }
    }

    /// Counts the changed pixels of `a` and `b` and how `diff` (pixelmatch's diff image of them,
    /// drawn with `options`) marks them. With `markingAll`, a changed pixel the image leaves
    /// unmarked (one pixelmatch sees no delta in, such as a colour change under alpha 0) is drawn
    /// in `diffColor`, so the image shows every pixel that counted.
    init(_ a: RGBAImage, _ b: RGBAImage, diff: inout [UInt8], options: DiffOptions, markingAll: Bool) {
        let aa = Self.opaque(options.aaColor), red = Self.opaque(options.diffColor)
        let alt = Self.opaque(options.diffColorAlt ?? options.diffColor)
        diff.withUnsafeMutableBytes { output in
            Self.forEachChange(a, b) { offset in
                changed += 1
                let drawn = output.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                if drawn == aa {
                    antialiased += 1
                } else if markingAll && drawn != red && drawn != alt {
                    output.storeBytes(of: red, toByteOffset: offset, as: UInt32.self)
                }
            }
        }
    }

    /// Calls `body` with the byte offset of every pixel whose four bytes differ.
    private static func forEachChange(_ a: RGBAImage, _ b: RGBAImage, _ body: (Int) -> Void) {
        a.pixels.withUnsafeBytes { first in
            b.pixels.withUnsafeBytes { second in
                for offset in stride(from: 0, to: min(first.count, second.count) - 3, by: 4)
                where first.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    != second.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                {
                    body(offset)
                }
            }
        }
    }

    /// `color` as an opaque little-endian RGBA word, as the diff image stores it.
    private static func opaque(_ color: DiffColor) -> UInt32 {
        UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000
    }
}
