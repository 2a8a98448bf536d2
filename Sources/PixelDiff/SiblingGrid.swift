/// Which pixels of the 3×3 block around a pixel have many siblings (pixelmatch's
/// `hasManySiblings`: more than two of their eight neighbours have exactly their value).
///
/// Reads the 5×5 block as rows of four pixels at three column offsets and counts, with SIMD
/// compares and sums, the equal neighbours of the nine inner pixels at once. Only for pixels two or
/// more from every edge whose block rows (four wide, so reaching column x + 3) lie in the buffer.
struct SiblingGrid {
    /// Bit `s` for the neighbour in visiting slot `s` (x-outer order, see ``NeighbourExtremes``),
    /// bit 8 for the centre.
    let bits: UInt32
    /// Whether the centre and its eight neighbours are all opaque.
    let isOpaque: Bool

    @inline(__always) init(_ image: Pixels32, around index: Int, width: Int) {
        @inline(__always) func row(_ offset: Int) -> (left: SIMD4<UInt32>, middle: SIMD4<UInt32>, right: SIMD4<UInt32>) {
            let start = index &+ offset &* width
            return (image.quad(at: start &- 2), image.quad(at: start &- 1), image.quad(at: start))
        }
        let r0 = row(-2), r1 = row(-1), r2 = row(0), r3 = row(1), r4 = row(2)
        let top = Self.manySiblings(r1.middle, above: r0, beside: r1, below: r2)
        let middle = Self.manySiblings(r2.middle, above: r1, beside: r2, below: r3)
        let bottom = Self.manySiblings(r3.middle, above: r2, beside: r3, below: r4)
        // Lanes are columns x−1, x, x+1 (and x+2, unused); weights put each pixel on its slot's bit.
        let weighted = (top & SIMD4(1, 8, 32, 0)) | (middle & SIMD4(2, 256, 64, 0)) | (bottom & SIMD4(4, 16, 128, 0))
        let pairs = unsafeBitCast(weighted, to: SIMD2<UInt64>.self)
        let folded = pairs[0] | pairs[1]
        bits = UInt32(truncatingIfNeeded: folded | folded &>> 32)
        let all = r1.middle & r2.middle & r3.middle
        isOpaque = RGBA.isOpaque(all[0] & all[1] & all[2])
    }

    /// −1 in the lanes of `pixels` (one row of the block) with more than two equal neighbours.
    @inline(__always) private static func manySiblings(
        _ pixels: SIMD4<UInt32>,
        above: (left: SIMD4<UInt32>, middle: SIMD4<UInt32>, right: SIMD4<UInt32>),
        beside: (left: SIMD4<UInt32>, middle: SIMD4<UInt32>, right: SIMD4<UInt32>),
        below: (left: SIMD4<UInt32>, middle: SIMD4<UInt32>, right: SIMD4<UInt32>)
    ) -> SIMD4<Int32> {
        // Equality masks are −1 per equal lane, so their sum is minus the number of equal neighbours.
        let negated =
            lanes(pixels .== above.left) &+ lanes(pixels .== above.middle) &+ lanes(pixels .== above.right)
            &+ lanes(pixels .== beside.left) &+ lanes(pixels .== beside.right)
            &+ lanes(pixels .== below.left) &+ lanes(pixels .== below.middle) &+ lanes(pixels .== below.right)
        // A comparison mask rather than a sign shift: LLVM would turn a shift and a per-lane
        // weight into per-lane scalar code.
        return lanes(negated .< SIMD4(repeating: -2))
    }

    @inline(__always) private static func lanes(_ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<Int32> {
        unsafeBitCast(mask, to: SIMD4<Int32>.self)
    }
}
