/// The 3×3 block around a pixel, read as three rows of four pixels (the fourth column is unused).
///
/// Lets the anti-aliasing detector count equal neighbours with SIMD compares instead of branches.
/// Only for pixels off the image edges whose fourth column is inside the buffer (see
/// ``AntiAliasing``).
struct PixelWindow {
    /// Columns x−1, x, x+1 (and x+2, unused) of rows y−1, y and y+1.
    let top: SIMD4<UInt32>, middle: SIMD4<UInt32>, bottom: SIMD4<UInt32>

    @inline(__always) init(_ image: Pixels32, around index: Int, width: Int) {
        top = image.quad(at: index &- width &- 1)
        middle = image.quad(at: index &- 1)
        bottom = image.quad(at: index &+ width &- 1)
    }

    @inline(__always) var center: UInt32 { middle[1] }

    /// Whether all nine pixels are opaque.
    @inline(__always) var isOpaque: Bool {
        let all = top & middle & bottom
        return RGBA.isOpaque(all[0] & all[1] & all[2])
    }

    /// How many of the eight neighbours have exactly the centre's value.
    @inline(__always) var equalNeighbours: Int {
        let value = SIMD4(repeating: center)
        let hits = Self.ones(top .== value) &+ Self.ones(middle .== value) &+ Self.ones(bottom .== value)
        return Int(hits[0] &+ hits[1] &+ hits[2]) &- 1
    }

    @inline(__always) private static func ones(_ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<UInt32> {
        SIMD4(repeating: 0).replacing(with: 1, where: mask)
    }
}
