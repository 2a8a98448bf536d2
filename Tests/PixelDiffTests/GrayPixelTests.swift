import TestSupport
import Testing

@testable import PixelDiff

@Suite struct GrayPixelTests {
    /// The four-pixel form gives the bytes of the one-pixel form, which is pixelmatch's formula.
    @Test func quadsMatchSinglePixels() {
        var random = SeededGenerator(seed: 5)
        let special: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0, 0x80FF_FFFF, 0xFF80_8080]
        for alpha in [0, 0.1, 0.25, 0.5, 1, -0.4, 1.7, 3, 1000, -1e6, 1e6] {
            #expect(GrayPixel.quadsAllowed(alpha: alpha))
            for round in 0..<3000 {
                var pixels = SIMD4<UInt32>()
                for lane in 0..<4 {
                    pixels[lane] = round < 2 ? special[(lane + round) % special.count] : UInt32.random(in: 0...UInt32.max, using: &random)
                }
                let quad = GrayPixel.of(quad: pixels, alpha: alpha)
                for lane in 0..<4 {
                    #expect(quad[lane] == GrayPixel.of(pixels[lane], alpha: alpha), "alpha \(alpha), pixel \(pixels[lane])")
                }
            }
        }
        #expect(!GrayPixel.quadsAllowed(alpha: 1.1e6))
        #expect(!GrayPixel.quadsAllowed(alpha: .nan))
    }

    /// The one-pixel form truncates pixelmatch's value and clamps it to a byte.
    @Test func singlePixelsTruncateAndClamp() {
        // 255 + (Y − 255) · alpha: Y = 0 gives 229.5 at alpha 0.1, −255 at alpha 2, 382.5 at −0.5.
        #expect(GrayPixel.of(0xFF00_0000, alpha: 0.1) == 0xFFE5_E5E5)
        #expect(GrayPixel.of(0xFF00_0000, alpha: 2) == 0xFF00_0000)
        #expect(GrayPixel.of(0xFF00_0000, alpha: -0.5) == 0xFFFF_FFFF)
        // Fully transparent: v = 255 whatever the colour.
        #expect(GrayPixel.of(0x0012_3456, alpha: 1) == 0xFFFF_FFFF)
    }
}
