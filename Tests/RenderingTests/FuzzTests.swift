import Foundation
import SnapshotTestSupport
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
}
