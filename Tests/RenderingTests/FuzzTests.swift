import Foundation
import RenderingTestSupport
import TestSupport
import Testing

@testable import Rendering

/// Random and mutated bytes must give an error or an image, never a crash. Bounded and seeded.
@Suite struct FuzzTests {
    @Test func pngDecoderSurvivesRandomAndMutatedInput() throws {
        var random = SeededGenerator(seed: 42)
        // The encoder's own file with a long text chunk: bytes both decoders skip, so some mutations are harmless.
        let note = String(repeating: "ancillary ", count: 40)
        let valid = PNGTextChunk.inserting(note, keyword: "Comment", into: try PNGCodec.encode(sampleImage(width: 13, height: 9)))
        var decoded = 0, refused = 0
        for round in 0..<400 {
            var bytes: [UInt8]
            if round % 4 == 0 {
                bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                bytes = [UInt8](valid)
                for _ in 0..<(round % 4 == 1 ? 1 : Int.random(in: 1...8, using: &random)) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0...2, using: &random) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...20, using: &random)))
                    default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
                    }
                    if bytes.isEmpty { break }
                }
            }
            do {
                let image = try PNGCodec.decode(Data(bytes), source: "fuzz", pixelBudget: 1 << 20)
                #expect(image.pixels.count == image.width * image.height * 4)
                #expect(image.pixelCount <= 1 << 20, "the pixel budget holds")
                decoded += 1
            } catch {
                // Typed throws: every refusal is a RenderError, naming its input.
                #expect(error.stage == .png && error.file == "fuzz", "a refusal names its input: \(error)")
                refused += 1
            }
        }
        // Both outcomes happen: mutations of ancillary bytes still decode, most others are refused.
        #expect(refused > 0 && decoded > 0, "decoded \(decoded), refused \(refused)")
    }

    /// The direct decoder's inputs of every colour type, with bytes of their compressed image data
    /// flipped, cut or repeated: each round gives a whole image of the claimed size or a refusal in
    /// words, never a crash, a hang or more pixels than the header claims.
    @Test(arguments: [0, 2, 3, 4, 6] as [UInt8])
    func directDecoderSurvivesDamagedImageData(colorType: UInt8) throws {
        var random = SeededGenerator(seed: UInt64(colorType) + 1)
        let palette = colorType == 3 ? [PNGCodec.chunk("PLTE", [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0])] : []
        let valid = [UInt8](PNGDirectDecoderTests().colourPNG(colorType: colorType, width: 23, height: 9, extra: palette, seed: 11))
        let idat = try #require(Data(valid).range(of: Data("IDAT".utf8)))
        var decoded = 0, refused = 0
        for round in 0..<300 {
            var bytes = valid
            for _ in 0..<(1 + round % 3) {
                // Inside the first IDAT's body, then its CRC patched, so the damage reaches the inflater.
                let index = Int.random(in: (idat.upperBound + 2)..<(idat.upperBound + 40), using: &random)
                switch Int.random(in: 0...2, using: &random) {
                case 0: bytes[index] ^= UInt8.random(in: 1...255, using: &random)
                case 1: bytes[index] = 0
                default: bytes[index] = bytes[index - 1]
                }
            }
            let length = bytes[(idat.lowerBound - 4)..<idat.lowerBound].reduce(0) { $0 << 8 | Int($1) }
            let crcAt = idat.upperBound + length
            let crc = CRC32.checksum(Array(bytes[idat.lowerBound..<crcAt]))
            bytes.replaceSubrange(crcAt..<(crcAt + 4), with: PNGCodec.bigEndian(crc))
            do {
                let image = try PNGCodec.decode(Data(bytes), source: "fuzz")
                #expect(image.width == 23 && image.height == 9 && image.pixels.count == 23 * 9 * 4)
                decoded += 1
            } catch {
                #expect(error.stage == .png && error.file == "fuzz", "a refusal names its input: \(error)")
                refused += 1
            }
        }
        #expect(refused > 0, "decoded \(decoded), refused \(refused)")
    }
}
