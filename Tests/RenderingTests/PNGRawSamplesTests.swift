import Foundation
import Testing

@testable import Rendering

/// Decoding gives the file's raw samples: 16-bit, grey and palette expand to 8-bit RGBA, and
/// colour chunks are ignored (pixelmatch's decoder does the same). Fixtures were made for this test.
@Suite struct PNGRawSamplesTests {
    private func decode(_ base64: String) throws -> RGBAImage {
        try PNGCodec.decode(try #require(Data(base64Encoded: base64)), source: "fixture")
    }

    @Test func sixteenBitRGBAIsRescaledNotGammaConverted() throws {
        // Samples are v × 257 for (10,200,30,255), (0,0,0,0), (255,128,1,77).
        let image = try decode(
            "iVBORw0KGgoAAAANSUhEUgAAAAMAAAABEAYAAABLcMj3AAAAHElEQVR4nGPg4jpxQk7u/38GKPj/v6GBkdHXFwBgVQd50P5aKgAAAABJRU5ErkJggg==")
        #expect(image.pixels == [10, 200, 30, 255, 0, 0, 0, 0, 255, 128, 1, 77])
    }

    @Test func sixteenBitGreyExpands() throws {
        let image = try decode("iVBORw0KGgoAAAANSUhEUgAAAAMAAAABEAAAAABuG5crAAAAD0lEQVR4nGNgYPD1/f8fAAUfApmgBIE0AAAAAElFTkSuQmCC")
        #expect(image.pixels == [0, 0, 0, 255, 77, 77, 77, 255, 255, 255, 255, 255])
    }

    @Test func paletteWithTransparencyExpands() throws {
        let image = try decode(
            "iVBORw0KGgoAAAANSUhEUgAAAAMAAAABCAMAAAAsPuSGAAAABlBMVEUKFB7IZDJ3oLOcAAAAAnRSTlP/gAgPs2oAAAAMSURBVHicY2BgZAAAAAYAApjVmZIAAAAASUVORK5CYII="
        )
        #expect(image.pixels == [10, 20, 30, 255, 200, 100, 50, 128, 10, 20, 30, 255])
    }

    @Test func gammaChunkIsIgnored() throws {
        // gAMA 1.0 would brighten the samples if it were applied.
        let image = try decode(
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAABGdBTUEAAYagMeiWXwAAAA9JREFUeJxjSJl2gpWNHQAIjwHVXWFH0wAAAABJRU5ErkJggg==")
        #expect(image.pixels == [100, 150, 200, 255, 5, 6, 7, 255])
    }

    @Test func chunkCRCIsStandard() {
        // The CRC-32 of "IEND" with no data is AE426082.
        #expect([UInt8](PNGCodec.chunk("IEND", [])) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}
