import TestSupport
import Testing

@testable import DeflateKit

/// Random images on a fixed seed: each must come back from libdeflate, and together they pin the
/// encoder's bytes (the constants were computed by the encoder before its one-path refactor).
@Suite struct PropertyTests {
    private static let seed: UInt64 = 0x3737_DEF1_A7E0_0001
    private static let imageCount = 48

    @Test func randomImagesRoundTripThroughLibdeflateAndArePinned() {
        var generator = SeededGenerator(seed: Self.seed)
        var hash = FNV1a()
        var totalCount = 0
        for index in 0..<Self.imageCount {
            let width = Int.random(in: 1...320, using: &generator)
            let height = Int.random(in: 1...(index % 8 == 0 ? 160 : 48), using: &generator)
            let rows = RandomImage.rows(width: width, height: height, using: &generator)
            // Mostly as the PNG writer calls it; now and then without the image's distances.
            let asImage = index % 5 != 4
            let stream =
                asImage ? ZlibEncoder.compress(rows, rowLength: width * 4 + 1, pixelSize: 4) : ZlibEncoder.compress(rows)
            let inflated = SystemInflater.inflate(stream, expectedCount: rows.count)
            #expect(inflated == rows, "image \(index), \(width)×\(height): libdeflate did not give the rows back")
            hash.add(stream)
            totalCount += stream.count
        }
        // Any change of the encoder's output changes these numbers: update them deliberately.
        #expect(totalCount == 258_981)
        #expect(hash.value == 12_268_335_165_626_310_991)
    }
}

/// FNV-1a, 64 bits, over every byte added.
private struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
}

/// Image rows (filter byte 0 before each) whose pixels repeat the one to the left, copy the one
/// above, come from a small palette or are noise, in proportions drawn for each image.
private enum RandomImage {
    static func rows(width: Int, height: Int, using generator: inout SeededGenerator) -> [UInt8] {
        let palette = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
            (0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        // Weights of: same as left, same as above, a palette colour, noise.
        let weights = [
            Int.random(in: 0...8, using: &generator), Int.random(in: 0...8, using: &generator),
            Int.random(in: 0...8, using: &generator), Int.random(in: 0...2, using: &generator) + 1,
        ]
        let stride = width * 4 + 1
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + 1 + x * 4
                var pick = Int.random(in: 0..<weights.reduce(0, +), using: &generator)
                var kind = 0
                while pick >= weights[kind] {
                    pick -= weights[kind]
                    kind += 1
                }
                let colour = palette[Int.random(in: 0..<palette.count, using: &generator)]
                for channel in 0..<4 {
                    switch kind {
                    case 0 where x > 0: rows[offset + channel] = rows[offset + channel - 4]
                    case 1 where y > 0: rows[offset + channel] = rows[offset + channel - stride]
                    case 3: rows[offset + channel] = UInt8.random(in: 0...255, using: &generator)
                    default: rows[offset + channel] = colour[channel]
                    }
                }
            }
        }
        return rows
    }
}
