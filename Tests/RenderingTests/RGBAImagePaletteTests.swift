import Rendering
import TestSupport
import Testing

@Suite struct RGBAImagePaletteTests {
    /// The colours of `image` as UInt32s (R in the low byte), in pixel order.
    private func colours(_ image: RGBAImage) -> [UInt32] {
        stride(from: 0, to: image.pixels.count, by: 4).map { i in
            UInt32(image.pixels[i]) | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]) << 16 | UInt32(image.pixels[i + 3])
                << 24
        }
    }

    /// `image` after ``RGBAImage/reduceToPopularColours(_:)``.
    private func reduced(_ image: RGBAImage, _ limit: Int) -> RGBAImage {
        var image = image
        image.reduceToPopularColours(limit)
        return image
    }

    private func image(_ colours: [UInt32], width: Int) throws -> RGBAImage {
        let bytes = colours.flatMap { colour in (0..<4).map { UInt8(truncatingIfNeeded: colour >> (8 * $0)) } }
        return try #require(RGBAImage(width: width, height: colours.count / width, pixels: bytes))
    }

    /// The rule written plainly: rank by count then value, keep the first `limit`, map the rest to
    /// the nearest kept colour (the earlier-ranked on a tie).
    private func reference(_ input: [UInt32], limit: Int) -> [UInt32] {
        let counts = Dictionary(input.map { ($0, 1) }, uniquingKeysWith: +)
        guard counts.count > limit else { return input }
        let palette = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map(\.key)
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            (0..<4).reduce(0) { sum, byte in
                let delta = Int(a >> (8 * byte) & 0xFF) - Int(b >> (8 * byte) & 0xFF)
                return sum + delta * delta
            }
        }
        return input.map { colour in
            palette.contains(colour) ? colour : palette.min { distance(colour, $0) < distance(colour, $1) } ?? colour
        }
    }

    @Test func anImageWithFewColoursIsKeptAsItIs() throws {
        let picture = try image([0xFF00_00FF, 0xFF00_FF00, 0xFF00_FF00, 0x0000_0000], width: 2)
        #expect(reduced(picture, 3) == picture)
    }

    @Test func theRarestColourMovesToTheNearestKeptOne() throws {
        // Three reds, two blues, one dark red: with two colours kept, the dark red becomes red.
        let red: UInt32 = 0xFF00_00F0, blue: UInt32 = 0xFFF0_0000, darkRed: UInt32 = 0xFF00_0080
        let result = reduced(try image([red, red, red, blue, blue, darkRed], width: 3), 2)
        #expect(colours(result) == [red, red, red, blue, blue, red])
    }

    @Test func aTieInCountKeepsTheLowerColourValue() throws {
        let result = reduced(try image([0xFF00_0002, 0xFF00_0001, 0xFF00_0009], width: 3), 2)
        // 1 and 2 are kept (the lower values of three single pixels); 9 is nearer 2.
        #expect(colours(result) == [0xFF00_0002, 0xFF00_0001, 0xFF00_0002])
    }

    /// Random pictures of flat runs and stray shades, translucent ones included, against the rule
    /// written plainly; the result never has more colours than allowed.
    @Test func randomPicturesMatchThePlainRule() throws {
        var seeded = SeededGenerator(seed: 0xC010)
        for round in 0..<40 {
            let width = Int(seeded.next() % 40) + 1, height = Int(seeded.next() % 30) + 1, limit = Int(seeded.next() % 20) + 1
            var input: [UInt32] = []
            while input.count < width * height {
                let colour = UInt32(truncatingIfNeeded: seeded.next()) & (round % 2 == 0 ? 0xFF0F_0F0F : 0x0F0F_0F0F)
                input += Array(repeating: colour, count: min(width * height - input.count, Int(seeded.next() % 6) + 1))
            }
            let result = colours(reduced(try image(input, width: width), limit))
            #expect(result == reference(input, limit: limit), "round \(round)")
            #expect(Set(result).count <= limit)
        }
    }
}
