import Foundation
import RenderingTestSupport
import TestSupport
import Testing

@testable import Rendering

@Suite struct PNGCodecTests {
    @Test func roundTripsStraightRGBAExactly() throws {
        let image = sampleImage()
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(decoded == image)
    }

    /// The fast encoder for images only looked at (a failure's diff and strip) gives the same
    /// pixels back, in the same chunk layout and header as a reference: only the compression
    /// differs.
    @Test func previewEncodingRoundTripsAndKeepsTheLayout() throws {
        for image in [sampleImage(), sampleImage(width: 40, height: 30), manyColours(opaque: true), manyColours(opaque: false)] {
            let preview = try PNGCodec.encodePreview(image)
            let canonical = try PNGCodec.encode(image)
            #expect(try PNGCodec.decode(preview) == image)
            let types = PNGChunks(preview)?.chunks.map(\.type)
            #expect(types == PNGChunks(canonical)?.chunks.map(\.type), "\(String(describing: types))")
            #expect(preview.prefix(33) == canonical.prefix(33), "the same signature and IHDR")
        }
        #expect(throws: RenderError.self) { try PNGCodec.encodePreview(RGBAImage(width: 0, height: 0, fill: (0, 0, 0, 0))) }
    }

    /// A preview takes the colour type a reference would: RGB for an opaque image of many
    /// colours (three bytes a pixel to compress, not four), RGBA once one pixel is translucent,
    /// a palette for 256 colours or fewer (a contact sheet's page), then a byte a pixel.
    @Test func previewTakesTheSmallestColourType() throws {
        let opaque = try PNGCodec.encodePreview(manyColours(opaque: true))
        #expect(opaque[25] == 2, "colour type RGB")
        let translucent = try PNGCodec.encodePreview(manyColours(opaque: false))
        #expect(translucent[25] == 6, "colour type RGBA")
        var page = RGBAImage(width: 300, height: 200, fill: (255, 255, 255, 255))
        for y in 0..<200 { for x in 0..<300 where (x / 7 + y / 5) % 3 == 0 { page[x, y] = (UInt8(x % 200), 30, 90, 255) } }
        let palette = try PNGCodec.encodePreview(page)
        #expect(palette[25] == 3, "colour type palette")
        #expect(try PNGCodec.decode(palette) == page)
        // A column one pixel wide: each row is its last pixel alone.
        let column = RGBAImage(width: 1, height: 3, fill: (1, 2, 3, 255))
        #expect(try PNGCodec.decode(try PNGCodec.encodePreview(column)) == column)
    }

    /// 64×64 pixels, each a colour of its own; opaque, or with one translucent pixel.
    private func manyColours(opaque: Bool) -> RGBAImage {
        var image = RGBAImage(width: 64, height: 64, fill: (0, 0, 0, 255))
        for y in 0..<64 { for x in 0..<64 { image[x, y] = (UInt8(x * 4), UInt8(y * 4), UInt8((x + y) % 256), 255) } }
        if !opaque { image[3, 2] = (10, 20, 30, 128) }
        return image
    }

    /// A still image is what both encoders write, with text; a chunk of an animation (or any
    /// other) makes it something `approve` must not encode again as a still.
    @Test func aStillImageHoldsOnlyTheChunksOfOne() throws {
        let image = sampleImage()
        let still = try PNGCodec.encodePreview(image)
        let canonical = try PNGCodec.encode(image)
        #expect(PNGCodec.isStill(still) && PNGCodec.isStill(canonical))
        #expect(PNGCodec.isStill(PNGTextChunk.inserting("a note", keyword: "k", into: still)))
        var animated = still.prefix(33)
        animated.append(PNGCodec.chunk("acTL", [0, 0, 0, 1, 0, 0, 0, 0]))
        animated.append(still.dropFirst(33))
        #expect(try PNGCodec.decode(animated) == image, "a valid file, its default image the same")
        #expect(!PNGCodec.isStill(animated))
        #expect(!PNGCodec.isStill(Data("not a PNG".utf8)))
    }

    /// An `IEND` chunk that carries data, its checksum right, is refused (the fresh round of issue
    /// 44, class 11: `diff` and `verify` took it): IEND is empty.
    @Test func anIENDWithDataIsRefused() throws {
        let png = try PNGCodec.encode(sampleImage())
        let iend = PNGCodec.chunk("IEND", [])
        let forged = png.prefix(png.count - iend.count) + PNGCodec.chunk("IEND", [1, 2, 3, 4])
        #expect(throws: RenderError.self) { _ = try PNGCodec.decode(forged) }
        #expect(throws: RenderError.self) { try PNGCodec.checkContainer(forged, source: "forged.png") }
        #expect(try PNGCodec.decode(png) == sampleImage())
    }

    /// Random sizes and pixels on a fixed seed (runs of one colour, rows repeated, noise): the
    /// package's encoder and decoder give every image back exactly.
    @Test func randomImagesRoundTripExactly() throws {
        var generator = SeededGenerator(seed: 37)
        for index in 0..<24 {
            let width = Int.random(in: 1...200, using: &generator)
            let height = Int.random(in: 1...60, using: &generator)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let noise = Int.random(in: 0...4, using: &generator)
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                let roll = Int.random(in: 0..<8, using: &generator)
                for channel in 0..<4 {
                    if roll < noise || offset == 0 {
                        pixels[offset + channel] = UInt8.random(in: 0...255, using: &generator)
                    } else if roll == 7 && offset >= width * 4 {
                        pixels[offset + channel] = pixels[offset + channel - width * 4]
                    } else {
                        pixels[offset + channel] = pixels[offset + channel - 4]
                    }
                }
            }
            let image = try #require(RGBAImage(width: width, height: height, pixels: pixels))
            let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
            #expect(decoded == image, "image \(index), \(width)×\(height)")
        }
    }

    @Test func samePixelsGiveSameBytes() throws {
        let first = try PNGCodec.encode(sampleImage())
        let second = try PNGCodec.encode(sampleImage())
        #expect(first == second)
    }

    /// The checked-in references are this encoder's output: decoding one and encoding it again
    /// gives its image data byte for byte (every sixteenth file; a contact sheet's stamp is a text
    /// chunk beside the image data, so the image data is what is compared).
    @Test func checkedInReferencesAreThisEncodersBytes() throws {
        let snapshots = packageRoot.appendingPathComponent("Snapshots")
        let files = try #require(FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
        #expect(files.count > 400)
        func imageData(_ png: Data) -> [Data] {
            (PNGChunks(png)?.chunks ?? []).filter { $0.type == "IDAT" }.map { PNGChunks.bytes($0.body, of: png) }
        }
        for (index, file) in files.enumerated() where index % 16 == 0 {
            let recorded = try Data(contentsOf: file)
            let again = try PNGCodec.encode(try PNGCodec.decode(recorded))
            let same = imageData(again) == imageData(recorded)
            #expect(same, "\(file.lastPathComponent) is not what this encoder writes for its pixels")
        }
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

    /// A file is read whole only when it is no longer than a PNG of its header's size can take:
    /// a 3 GB file behind a valid 48×48 header, or without a PNG signature, is refused after its
    /// first 33 bytes, naming the limit.
    @Test func readingStopsAtTheBoundTheHeaderGives() throws {
        let folder = try temporaryFolder("bounded-png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try PNGCodec.encode(RGBAImage(width: 48, height: 48, fill: (1, 2, 3, 255)))
        let padded = folder.appendingPathComponent("padded.png"), other = folder.appendingPathComponent("other.png")
        try png.prefix(33).write(to: padded)
        try Data("not a png".utf8).write(to: other)
        for file in [padded, other] {
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 3 << 30)  // sparse: nothing is written
            try handle.close()
        }
        let limit = PNGHeader.maximumFileSize(width: 48, height: 48)
        #expect {
            _ = try PNGCodec.read(contentsOf: padded)
        } throws: { error in
            "\(error)".contains("it holds \(3 << 30) bytes, more than the \(limit) bytes a 48×48 PNG may hold")
        }
        #expect { _ = try PNGCodec.read(contentsOf: other) } throws: { error in "\(error)".contains("not a PNG file") }
        let whole = folder.appendingPathComponent("whole.png")
        try png.write(to: whole)
        #expect(try PNGCodec.read(contentsOf: whole).width == 48)
    }
}

/// Nothing after `IEND`: a byte there is refused by the container check and by both decoders.
@Suite struct PNGTrailingBytesTests {
    @Test(arguments: [1, 1_000])
    func bytesAfterIENDAreRefused(count: Int) throws {
        let png = try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255)))
        let padded = png + Data(repeating: 0, count: count)
        #expect(throws: Never.self) { try PNGCodec.checkContainer(png, source: "a.png") }
        for decoder in [PNGCodec.Decoder.direct, .libpng, .automatic] {
            #expect {
                _ = try PNGCodec.decode(padded, source: "a.png", pixelBudget: PNGCodec.defaultPixelBudget, using: decoder)
            } throws: { error in
                "\(error)".contains("\(count) byte(s) after IEND")
            }
        }
        #expect(throws: RenderError.self) { try PNGCodec.checkContainer(padded, source: "a.png") }
    }
}
