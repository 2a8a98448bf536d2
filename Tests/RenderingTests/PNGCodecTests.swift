import Foundation
import SnapshotTestSupport
import Testing

@testable import Rendering

@Suite struct PNGCodecTests {
    @Test func roundTripsStraightRGBAExactly() throws {
        let image = sampleImage()
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(decoded == image)
    }

    @Test func samePixelsGiveSameBytes() throws {
        let first = try PNGCodec.encode(sampleImage())
        let second = try PNGCodec.encode(sampleImage())
        #expect(first == second)
    }

    @Test func writesNoTimeOrTextChunks() throws {
        let data = try PNGCodec.encode(sampleImage())
        for chunk in ["tIME", "tEXt", "zTXt", "iTXt"] {
            #expect(data.range(of: Data(chunk.utf8)) == nil, "found a \(chunk) chunk")
        }
    }

    @Test func truncatedFileIsAnErrorNamingTheSource() throws {
        let data = try PNGCodec.encode(RGBAImage(width: 64, height: 64, fill: (10, 20, 30, 255)))
        let half = data.prefix(data.count / 2)
        #expect {
            try PNGCodec.decode(half, source: "Snapshots/X/y@2x.png")
        } throws: { error in
            let error = error as? RenderError
            return error?.file == "Snapshots/X/y@2x.png" && error?.description.contains("Snapshots/X/y@2x.png") == true
        }
    }

    @Test func nonPNGBytesAreRefused() {
        #expect(throws: RenderError.self) {
            try PNGCodec.decode(Data("GIF89a not a png".utf8), source: "fake.png")
        }
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() throws {
        let data = try PNGCodec.encode(RGBAImage(width: 300, height: 300, fill: (0, 0, 0, 255)))
        #expect {
            try PNGCodec.decode(data, source: "big.png", pixelBudget: 1000)
        } throws: { error in
            (error as? RenderError)?.message.contains("300×300") == true
        }
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: RenderError.self) {
            try PNGCodec.encode(RGBAImage(width: 0, height: 0, fill: (0, 0, 0, 0)))
        }
    }

    @Test func readNamesAMissingFile() {
        #expect {
            try PNGCodec.read(contentsOf: URL(fileURLWithPath: "/nonexistent/ref.png"))
        } throws: { error in
            (error as? RenderError)?.file == "/nonexistent/ref.png"
        }
    }
}
