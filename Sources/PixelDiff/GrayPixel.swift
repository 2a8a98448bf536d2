/// The faded grey original that pixelmatch draws for similar pixels.
///
/// `v = 255 + (Y − 255) · alpha · A / 255` with `Y = 0.29889531·R + 0.58662247·G + 0.11448223·B`
/// of the first image's pixel, in `Double` and in that operand order, then truncated toward zero
/// and clamped to 0…255 (for alpha in 0…1 the value is already in range). The four-pixel form
/// computes `v` in each lane with the same operations, so it gives the same bytes.
enum GrayPixel {
    /// The opaque grey pixel value for one pixel.
    @inline(__always) static func of(_ pixel: UInt32, alpha: Double) -> UInt32 {
        let y = Double(RGBA.red(pixel)) * YIQ.yRed + Double(RGBA.green(pixel)) * YIQ.yGreen + Double(RGBA.blue(pixel)) * YIQ.yBlue
        let value = 255 + (y - 255) * alpha * Double(RGBA.alpha(pixel)) / 255
        let byte: UInt32 = value > 0 ? (value < 255 ? UInt32(value) : 255) : 0
        return byte &* 0x01_0101 | 0xFF00_0000
    }

    /// Whether ``of(quad:alpha:)`` may be used: every value it computes is below 2³¹ in size
    /// (`|v| ≤ 255 + 255·|alpha|`), so that its integer part fits the 32-bit lanes.
    static func quadsAllowed(alpha: Double) -> Bool { abs(alpha) <= 1e6 }

    /// The opaque grey pixel values for four pixels; only where ``quadsAllowed(alpha:)``.
    ///
    /// `v` is computed exactly as in ``of(_:alpha:)``; the truncation and clamping use integer
    /// arithmetic instead of branches: `v + 1.5·2⁵²` rounds `v` to an integer `r` held in the low
    /// 32 bits, `r − 1` where `v < r` gives ⌊v⌋, which after clamping to 0…255 equals the clamped
    /// truncation.
    @inline(__always) static func of(quad pixels: SIMD4<UInt32>, alpha: Double) -> SIMD4<UInt32> {
        let red = channel(pixels & 0xFF), green = channel((pixels &>> 8) & 0xFF), blue = channel((pixels &>> 16) & 0xFF)
        let y = red * YIQ.yRed + green * YIQ.yGreen + blue * YIQ.yBlue
        let value = 255 + (y - 255) * alpha * channel(pixels &>> 24) / 255
        let magic = SIMD4<Double>(repeating: 6_755_399_441_055_744)
        let rounded = (value + magic) - magic
        let roundedBits = SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(rounded + magic, to: SIMD4<UInt64>.self))
        let belowHigh = SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(value - rounded, to: SIMD4<UInt64>.self) &>> 32)
        let floor = roundedBits &+ (belowHigh &>> 31)
        let positive = floor & ~(floor &>> 31)
        let excess = positive &- 255
        let bytes = SIMD4<UInt32>(truncatingIfNeeded: positive &- (excess & ~(excess &>> 31)))
        return bytes | bytes &<< 8 | bytes &<< 16 | 0xFF00_0000
    }

    @inline(__always) private static func channel(_ bytes: SIMD4<UInt32>) -> SIMD4<Double> {
        SIMD4<Double>(SIMD4<Int32>(truncatingIfNeeded: bytes))
    }
}
