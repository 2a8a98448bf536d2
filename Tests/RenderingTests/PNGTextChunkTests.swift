import Foundation
import Testing

@testable import Rendering

@Suite struct PNGTextChunkTests {
    let png: Data

    init() throws {
        var image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        image[1, 1] = (200, 0, 0, 128)
        png = try PNGCodec.encode(image)
    }

    @Test func aStampIsReadBackAndLeavesThePixelsAlone() throws {
        let stamped = PNGTextChunk.inserting("inputs=abc", keyword: "k", into: png)
        #expect(PNGTextChunk.text(keyword: "k", in: stamped) == "inputs=abc")
        #expect(PNGTextChunk.text(keyword: "other", in: stamped) == nil)
        #expect(try PNGCodec.decode(stamped) == PNGCodec.decode(png))
        #expect(PNGTextChunk.imageDigest(of: stamped) == PNGTextChunk.imageDigest(of: png), "text chunks are not image data")
    }

    /// A contact sheet's stamp is kept whatever colour type the writer chose for the image.
    @Test(arguments: PNGPixelFormatTests.caseNames)
    func aStampSurvivesEveryColourType(name: String) throws {
        let image = try #require(PNGPixelFormatTests.cases.first { $0.name == name }).image
        let png = try PNGCodec.encode(image)
        let stamped = PNGTextChunk.inserting("inputs=\(name)", keyword: "k", into: png)
        #expect(PNGTextChunk.text(keyword: "k", in: stamped) == "inputs=\(name)")
        #expect(PNGTextChunk.imageDigest(of: stamped) == PNGTextChunk.imageDigest(of: png))
        #expect(try PNGCodec.decode(stamped, source: name, pixelBudget: 1 << 20, using: .direct) == image)
        #expect(try PNGCodec.decode(stamped, source: name, pixelBudget: 1 << 20, using: .libpng) == image)
    }

    @Test func insertingAgainReplacesTheChunk() throws {
        let twice = PNGTextChunk.inserting("b", keyword: "k", into: PNGTextChunk.inserting("a", keyword: "k", into: png))
        #expect(PNGTextChunk.text(keyword: "k", in: twice) == "b")
        #expect(twice.count == PNGTextChunk.inserting("b", keyword: "k", into: png).count)
    }

    @Test func theImageDigestFollowsTheImageData() throws {
        var image = try PNGCodec.decode(png)
        image[0, 0] = (11, 20, 30, 255)
        #expect(PNGTextChunk.imageDigest(of: try PNGCodec.encode(image)) != PNGTextChunk.imageDigest(of: png))
    }

    @Test func aFileThatDoesNotParseIsLeftAsItIs() {
        let truncated = png.prefix(png.count - 20)
        #expect(PNGTextChunk.inserting("x", keyword: "k", into: truncated) == truncated)
        #expect(PNGTextChunk.text(keyword: "k", in: truncated) == nil)
        #expect(PNGTextChunk.imageDigest(of: truncated) == nil)
    }
}

@Suite struct ContentDigestTests {
    func digest(_ parts: [[UInt8]]) -> String {
        var digest = ContentDigest()
        for part in parts { digest.add(part) }
        return digest.hex
    }

    @Test func oneFlippedBitAnywhereChangesTheDigest() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let original = digest([bytes])
        for index in [0, 7, 8, 500, 991, 999] {
            var changed = bytes
            changed[index] ^= 1
            #expect(digest([changed]) != original, "byte \(index)")
        }
    }

    @Test func partBoundariesCount() {
        #expect(digest([[1, 2], [3]]) != digest([[1], [2, 3]]))
        #expect(digest([[], [1]]) != digest([[1]]))
    }

    @Test func theValueIsFixedAcrossMachines() {
        // A recorded page's stamp must read the same everywhere: this value was computed once here.
        #expect(digest([Array("EBCounter".utf8), Array(0..<20)]) == "e24d363e3e97f25a5131b547720583be")
    }
}
