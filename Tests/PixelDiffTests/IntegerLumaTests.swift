import TestSupport
import Testing

@testable import PixelDiff

/// The facts ``IntegerLuma`` relies on to replace pixelmatch's `Double` brightness deltas.
@Suite struct IntegerLumaTests {
    /// The exhaustive proof: no nonzero (x, y, z) with |x|, |y|, |z| ≤ 510 has
    /// 29889531x + 58662247y + 11448223z = 0. For each (x, y), z is forced, so 1021² cases suffice.
    @Test func noNonzeroDifferenceHasLumaZero() {
        var solutions: [(Int64, Int64, Int64)] = []
        for x: Int64 in -510...510 {
            for y: Int64 in -510...510 {
                let partial = IntegerLuma.red * x + IntegerLuma.green * y
                guard partial % IntegerLuma.blue == 0 else { continue }
                let z = -partial / IntegerLuma.blue
                if abs(z) <= 510 && (x, y, z) != (0, 0, 0) { solutions.append((x, y, z)) }
            }
        }
        #expect(solutions.isEmpty, "\(solutions)")
    }

    @Test func tableMatchesTheFormula() {
        var random = SeededGenerator(seed: 7)
        var pixels: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x00FF_FFFF]
        for _ in 0..<5000 { pixels.append(UInt32.random(in: 0...UInt32.max, using: &random)) }
        pixels.withUnsafeBytes { bytes in
            let image = Pixels32(bytes.baseAddress!)
            for (index, pixel) in pixels.enumerated() {
                #expect(LumaTable.shared.luma(image, index) == IntegerLuma.of(pixel))
            }
        }
    }

    /// For opaque pixels, integer luma differences have the sign and the order of pixelmatch's
    /// `Double` brightness deltas, including for nearly equal brightness.
    @Test func integerDeltasOrderLikeDoubleDeltas() {
        var random = SeededGenerator(seed: 11)
        func opaque(_ r: Int, _ g: Int, _ b: Int) -> UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000 }
        func channel() -> Int { Int.random(in: 0...255, using: &random) }
        for _ in 0..<20000 {
            let center = opaque(channel(), channel(), channel())
            let first = opaque(channel(), channel(), channel())
            // A second neighbour near the first in brightness: move red, compensate with green and blue.
            let step = Int.random(in: -3...3, using: &random)
            let r = min(255, max(0, Int(first & 0xFF) + step)), g = min(255, max(0, Int(first >> 8 & 0xFF) - step / 2))
            let second = opaque(r, g, Int(first >> 16 & 0xFF))
            let d1 = YIQ.brightnessDelta(center, first, offset: 0, checkerboard: true)
            let d2 = YIQ.brightnessDelta(center, second, offset: 0, checkerboard: true)
            let l1 = IntegerLuma.of(center) - IntegerLuma.of(first), l2 = IntegerLuma.of(center) - IntegerLuma.of(second)
            #expect((d1 < 0) == (l1 < 0) && (d1 == 0) == (l1 == 0))
            #expect((d1 < d2) == (l1 < l2) && (d1 == d2) == (l1 == l2), "\(center) \(first) \(second)")
        }
    }
}
