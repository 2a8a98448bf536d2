import TestSupport
import Testing

@testable import PixelDiff

@Suite struct AntiAliasingTests {
    private func withPixels<R>(_ pixels: [UInt32], _ body: (Pixels32) -> R) -> R {
        pixels.withUnsafeBytes { body(Pixels32($0.baseAddress!)) }
    }

    /// Among equally bright neighbours, the first in x-outer order is the brightest (and darkest),
    /// as in pixelmatch, which keeps the first strict extreme.
    @Test func extremesBreakTiesInVisitingOrder() {
        let dark: UInt32 = 0xFF10_1010, mid: UInt32 = 0xFF80_8080, light: UInt32 = 0xFFF0_F0F0
        // A 3×3 block (row-major) around index 4; slots in x-outer order are
        // 0:(0,0) 1:(0,1) 2:(0,2) 3:(1,0) 4:(1,2) 5:(2,0) 6:(2,1) 7:(2,2).
        let block: [UInt32] = [mid, light, mid, dark, mid, light, mid, dark, mid]
        let extremes = withPixels(block) { NeighbourExtremes($0, around: 4, width: 3, lumaTable: LumaTable.shared) }
        #expect(extremes.hasBrighter && extremes.hasDarker)
        #expect(extremes.brightestSlot == 3, "light at (1,0) comes before light at (2,1)")
        #expect(extremes.darkestSlot == 1, "dark at (0,1) comes before dark at (1,2)")
    }

    /// The SIMD sibling counts agree with counting the neighbours one by one.
    @Test func siblingGridMatchesDirectCounts() {
        var random = SeededGenerator(seed: 13)
        let width = 9, height = 9
        for _ in 0..<2000 {
            let palette = (0..<Int.random(in: 1...3, using: &random)).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            let pixels = (0..<(width * height)).map { _ in palette.randomElement(using: &random)! }
            let (x, y) = (Int.random(in: 2...(width - 3), using: &random), Int.random(in: 2...(height - 4), using: &random))
            let bits = withPixels(pixels) { SiblingGrid($0, around: y * width + x, width: width).bits }
            // Slots in x-outer order, then the centre as bit 8.
            let cells = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1), (0, 0)]
            for (bit, (dx, dy)) in cells.enumerated() {
                let (px, py) = (x + dx, y + dy)
                var equal = 0
                for ny in (py - 1)...(py + 1) {
                    for nx in (px - 1)...(px + 1) where (nx, ny) != (px, py) && pixels[ny * width + nx] == pixels[py * width + px] {
                        equal += 1
                    }
                }
                #expect((bits >> bit & 1 == 1) == (equal > 2), "bit \(bit) of \(bits)")
            }
        }
    }
}
