/// The 3×3 block around a pixel, read as three rows of four pixels (the fourth column is unused).
///
/// Lets the anti-aliasing detector count equal neighbours with SIMD compares and sums instead of
/// branches. Only for pixels off the image edges whose fourth column is inside the buffer (see
/// ``AntiAliasing``).
struct PixelWindow {
    /// Columns x−1, x, x+1 (and x+2, unused) of rows y−1, y and y+1.
    let top: SIMD4<UInt32>, middle: SIMD4<UInt32>, bottom: SIMD4<UInt32>

    @inline(__always) init(_ image: Pixels32, around index: Int, width: Int) {
        top = image.quad(at: index &- width &- 1)
        middle = image.quad(at: index &- 1)
        bottom = image.quad(at: index &+ width &- 1)
    }

    /// Whether all nine pixels are opaque.
    @inline(__always) var isOpaque: Bool {
        let all = top & middle & bottom
        return RGBA.isOpaque(all[0] & all[1] & all[2])
    }

    /// How many of the eight neighbours have exactly the centre's value.
    @inline(__always) var equalNeighbours: Int {
        let columns = negatedColumnCounts
        return -Int(columns[0] &+ columns[1] &+ columns[2]) &- 1
    }

    /// Whether more than two neighbours have exactly the centre's value (pixelmatch's
    /// `hasManySiblings` off the edges), for four windows at once: lane `i` for `windows[i]`.
    ///
    /// Returns −1 in the lanes where it holds, 0 elsewhere.
    @inline(__always) static func haveManySiblings(_ a: Self, _ b: Self, _ c: Self, _ d: Self) -> SIMD4<Int32> {
        let a = a.negatedColumnCounts, b = b.negatedColumnCounts, c = c.negatedColumnCounts, d = d.negatedColumnCounts
        // Transposed sums: lane i adds the three columns of window i.
        let sums = SIMD4(a[0], b[0], c[0], d[0]) &+ SIMD4(a[1], b[1], c[1], d[1]) &+ SIMD4(a[2], b[2], c[2], d[2])
        // The sums count the centre too: more than two neighbours is a sum of −4 or less.
        return (sums &+ 3) &>> 31
    }

    /// Per column (lanes 0…2; lane 3 is 0), minus the number of pixels equal to the centre, the
    /// centre included. SIMD equality masks are −1 per equal lane, so their sum is the negated count.
    @inline(__always) private var negatedColumnCounts: SIMD4<Int32> {
        let value = SIMD4(repeating: middle[1])
        let sum = Self.lanes(top .== value) &+ Self.lanes(middle .== value) &+ Self.lanes(bottom .== value)
        return sum & SIMD4(-1, -1, -1, 0)
    }

    @inline(__always) private static func lanes(_ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<Int32> {
        unsafeBitCast(mask, to: SIMD4<Int32>.self)
    }
}
