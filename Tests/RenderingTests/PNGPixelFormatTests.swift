import Foundation
import TestSupport
import Testing

@testable import Rendering

/// The writer's colour type and bit depth per image: the smallest that holds the pixels exactly,
/// read back the same by both decoders.
@Suite struct PNGPixelFormatTests {
    /// An image of `width` × `height` whose pixel `i` (row by row) is `colour(i)`.
    static func image(_ width: Int, _ height: Int, _ colour: (Int) -> [UInt8]) -> RGBAImage {
        let pixels = (0..<(width * height)).flatMap(colour)
        guard let image = RGBAImage(width: width, height: height, pixels: pixels) else { fatalError("4 bytes a pixel") }
        return image
    }

    /// Named images, each with the colour type and bit depth the rule gives it.
    static let cases: [(name: String, image: RGBAImage, colorType: Int, bitDepth: Int)] = [
        ("many colours, translucent", image(40, 20) { [UInt8($0 % 256), UInt8($0 / 7 % 256), 9, UInt8(100 + $0 % 3)] }, 6, 8),
        ("many colours, opaque", image(40, 20) { [UInt8($0 % 256), UInt8($0 / 7 % 256), 9, 255] }, 2, 8),
        ("grey, many alphas", image(40, 20) { [UInt8($0 % 200), UInt8($0 % 200), UInt8($0 % 200), UInt8($0 / 3 % 256)] }, 4, 8),
        ("grey, every level", image(32, 8) { [UInt8($0), UInt8($0), UInt8($0), 255] }, 0, 8),
        ("black and white", image(9, 5) { $0 % 3 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }, 0, 1),
        ("grey in steps of 85", image(9, 5) { Array(repeating: UInt8($0 % 4 * 85), count: 3) + [255] }, 0, 2),
        ("grey in steps of 17", image(9, 5) { Array(repeating: UInt8($0 % 16 * 17), count: 3) + [255] }, 0, 4),
        ("two greys off the levels", image(9, 5) { $0 % 2 == 0 ? [10, 10, 10, 255] : [200, 200, 200, 255] }, 3, 1),
        ("four colours", image(9, 5) { [UInt8($0 % 4 * 60), 0, 90, 255] }, 3, 2),
        ("sixteen colours, one transparent", image(9, 5) { $0 % 16 == 0 ? [0, 0, 0, 0] : [UInt8($0 % 16 * 9), 40, 90, 255] }, 3, 4),
        ("256 colours, translucent", image(32, 8) { [UInt8($0), 3, 4, UInt8($0 % 2 == 0 ? 255 : 100)] }, 3, 8),
        ("257 colours, translucent", image(257, 1) { [UInt8($0 % 256), UInt8($0 / 256), 4, 100] }, 6, 8),
        ("one pixel", image(1, 1) { _ in [1, 2, 3, 4] }, 3, 1),
    ]

    static let caseNames = cases.map(\.name)

    @Test(arguments: caseNames)
    func eachImageGetsTheSmallestColourTypeThatHoldsIt(name: String) throws {
        let example = try #require(Self.cases.first { $0.name == name })
        let png = try PNGCodec.encode(example.image)
        let header = try #require(PNGHeader(png))
        #expect(header.colorType == example.colorType && header.bitDepth == example.bitDepth, "\(name): \(header)")
        // Both decoders read every form the writer uses, back to the very pixels.
        #expect(try PNGCodec.decode(png, source: name, pixelBudget: 1 << 20, using: .direct) == example.image, "\(name), direct")
        #expect(try PNGCodec.decode(png, source: name, pixelBudget: 1 << 20, using: .libpng) == example.image, "\(name), libpng")
    }

    @Test func aPaletteListsTranslucentColoursFirstThenTheOthersAsTheyFirstAppear() throws {
        let colours: [[UInt8]] = [[1, 1, 1, 255], [2, 2, 2, 128], [3, 3, 3, 255], [4, 4, 4, 0], [2, 2, 2, 128], [5, 5, 5, 255]]
        let png = try PNGCodec.encode(Self.image(6, 1) { colours[$0] })
        let layout = try #require(PNGChunks(png))
        func body(_ type: String) -> [UInt8]? { layout.chunks.first { $0.type == type }.map { [UInt8](PNGChunks.bytes($0.body, of: png)) } }
        #expect(body("PLTE") == [2, 2, 2, 4, 4, 4, 1, 1, 1, 3, 3, 3, 5, 5, 5])
        #expect(body("tRNS") == [128, 0], "tRNS stops at the last translucent entry")
        #expect(layout.chunks.map(\.type) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
    }

    @Test func anOpaquePaletteHasNoTransparencyChunk() throws {
        let png = try PNGCodec.encode(Self.image(5, 5) { $0 % 2 == 0 ? [200, 0, 0, 255] : [0, 0, 200, 255] })
        #expect(try #require(PNGChunks(png)).chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
    }

    /// Seeded images of 1 to 300 colours, opaque or not, grey or not, of odd widths (so packed
    /// rows end mid-byte): every one comes back exactly through either decoder, and encoding it
    /// twice gives the same bytes.
    @Test func randomFewColourImagesRoundTripThroughBothDecoders() throws {
        var generator = SeededGenerator(seed: 46)
        for index in 0..<40 {
            let count = [1, 2, 3, 4, 5, 16, 17, 200, 256, 257, 300][index % 11]
            let grey = index % 3 == 0, opaque = index % 2 == 0
            let palette: [[UInt8]] = (0..<count).map { _ in
                let value = UInt8.random(in: 0...255, using: &generator)
                let colour = grey ? [value, value, value] : (0..<3).map { _ in UInt8.random(in: 0...255, using: &generator) }
                return colour + [opaque ? 255 : UInt8.random(in: 0...255, using: &generator)]
            }
            let width = Int.random(in: 1...61, using: &generator), height = Int.random(in: 1...9, using: &generator)
            let choices = (0..<(width * height)).map { _ in Int.random(in: 0..<count, using: &generator) }
            let image = Self.image(width, height) { palette[choices[$0]] }
            let png = try PNGCodec.encode(image)
            #expect(try PNGCodec.encode(image) == png, "image \(index): the same pixels, the same bytes")
            #expect(try PNGCodec.decode(png, source: "r", pixelBudget: 1 << 20, using: .direct) == image, "image \(index), direct")
            #expect(try PNGCodec.decode(png, source: "r", pixelBudget: 1 << 20, using: .libpng) == image, "image \(index), libpng")
        }
    }
}
