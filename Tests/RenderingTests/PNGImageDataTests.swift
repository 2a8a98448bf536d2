import Foundation
import RenderingTestSupport
import Testing

@testable import Rendering

/// A PNG whose compressed image data goes on after its last row is refused before libpng
/// inflates it; one that ends where its pixels end decodes, interlaced or not.
@Suite struct PNGImageDataTests {
    /// A zlib stream of `bytes` in stored (uncompressed) blocks, with its Adler-32.
    func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<(offset + count)]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = b << 16 | a
        return out + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// An 8-bit RGBA PNG of `width`×`height` whose pixel (x, y) is (x, y, x + y, 255), with `extra`
    /// raw bytes after the image's own inside the compressed stream.
    func png(width: Int, height: Int, interlaced: Bool, extra: Int = 0) -> Data {
        func row(_ xs: [Int], _ y: Int) -> [UInt8] { [0] + xs.flatMap { [UInt8($0), UInt8(y), UInt8($0 + y), 255] } }
        var raw: [UInt8] = []
        if interlaced {
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            for pass in passes {
                let xs = Array(stride(from: pass.0, to: width, by: pass.2))
                guard !xs.isEmpty else { continue }
                for y in stride(from: pass.1, to: height, by: pass.3) { raw += row(xs, y) }
            }
        } else {
            for y in 0..<height { raw += row(Array(0..<width), y) }
        }
        raw += [UInt8](repeating: 0, count: extra)
        func word(_ value: Int) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data.append(PNGCodec.chunk("IHDR", word(width) + word(height) + [8, 6, 0, 0, interlaced ? 1 : 0]))
        data.append(PNGCodec.chunk("IDAT", storedZlib(raw)))
        data.append(PNGCodec.chunk("IEND", []))
        return data
    }

    @Test(arguments: [false, true])
    func anImageThatEndsWithItsPixelsDecodes(interlaced: Bool) throws {
        let image = try PNGCodec.decode(png(width: 13, height: 11, interlaced: interlaced))
        #expect(image.width == 13 && image.height == 11)
        #expect(Array(image.pixels[(4 * (13 * 5 + 7))..<(4 * (13 * 5 + 7) + 4)]) == [7, 5, 12, 255])
    }

    @Test(arguments: [false, true])
    func imageDataBeyondThePixelsIsRefusedInWords(interlaced: Bool) throws {
        #expect {
            try PNGCodec.decode(png(width: 13, height: 11, interlaced: interlaced, extra: 1), source: "padded.png")
        } throws: { error in
            "\(error)".contains("padded.png") && "\(error)".contains("inflates to more than its 13×11 pixels need")
        }
    }

    @Test func theRawSizeCountsEveryPassAndFilterByte() throws {
        let header = try #require(PNGHeader(png(width: 13, height: 11, interlaced: true)))
        // Adam7 passes of a 13×11 image: 2×2, 2×2, 4×1, 3×3, 7×3, 6×6, 13×5 pixels, a filter byte per row.
        let rows = [(2, 2), (2, 2), (4, 1), (3, 3), (7, 3), (6, 6), (13, 5)].reduce(0) { $0 + $1.1 * (1 + $1.0 * 4) }
        #expect(PNGImageData.rawSize(of: header) == rows)
    }
}

/// The direct RGBA decoder against libpng on files with every row filter, split image data and
/// ancillary chunks: the same pixels, or the same refusal.
@Suite struct PNGDirectDecoderTests {
    let helper = PNGImageDataTests()

    /// A zlib stream of `bytes` at zlib's own compression, so matches and Huffman codes occur.
    func compressed(_ raw: [UInt8]) -> [UInt8] {
        // Stored blocks are enough for the filters; the encoder's own output covers compressed streams.
        helper.storedZlib(raw)
    }

    /// An RGBA PNG of random pixels whose rows use `filters` in turn, its IDAT split in `parts`.
    func filteredPNG(width: Int, height: Int, filters: [UInt8], parts: Int, seed: UInt64) -> (Data, [UInt8]) {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33) & 0xF0  // few values: Paeth and average hit ties
        }
        let stride = width * 4
        let pixels = (0..<(stride * height)).map { _ in next() }
        var raw: [UInt8] = []
        for y in 0..<height {
            let filter = filters[y % filters.count]
            raw.append(filter)
            for i in 0..<stride {
                let value = Int(pixels[y * stride + i])
                let left = i >= 4 ? Int(pixels[y * stride + i - 4]) : 0
                let up = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
                let corner = i >= 4 && y > 0 ? Int(pixels[(y - 1) * stride + i - 4]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - corner
                    let (a, b, c) = (abs(p - left), abs(p - up), abs(p - corner))
                    predicted = a <= b && a <= c ? left : (b <= c ? up : corner)
                default: predicted = 0
                }
                raw.append(UInt8(truncatingIfNeeded: value - predicted))
            }
        }
        let stream = compressed(raw)
        func word(_ value: Int) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data.append(PNGCodec.chunk("IHDR", word(width) + word(height) + [8, 6, 0, 0, 0]))
        data.append(PNGCodec.chunk("tEXt", Array("Comment\u{0}ignored".utf8)))
        let size = (stream.count + parts - 1) / parts
        for start in Swift.stride(from: 0, to: stream.count, by: size) {
            data.append(PNGCodec.chunk("IDAT", Array(stream[start..<min(stream.count, start + size)])))
        }
        data.append(PNGCodec.chunk("IEND", []))
        return (data, pixels)
    }

    @Test(arguments: [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 2, 1]] as [[UInt8]])
    func everyRowFilterDecodesAsLibPNGDecodesIt(filters: [UInt8]) throws {
        for (index, size) in [(1, 1), (3, 2), (17, 9), (64, 5)].enumerated() {
            let (png, pixels) = filteredPNG(width: size.0, height: size.1, filters: filters, parts: 1 + index, seed: UInt64(index + 1))
            let direct = try PNGCodec.decode(png, source: "direct")
            let libpng = try PNGCodec.decodeWithLibPNG(png, source: "libpng", pixelBudget: PNGCodec.defaultPixelBudget)
            #expect(direct.pixels == pixels, "\(size) \(filters)")
            #expect(direct == libpng, "\(size) \(filters)")
        }
    }

    /// A PNG of colour type `colorType` (8-bit) with random samples, every filter in turn, its
    /// image data split in three, and `extra` chunks (PLTE, tRNS) before the image data.
    func colourPNG(colorType: UInt8, width: Int, height: Int, extra: [Data], seed: UInt64) -> Data {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 4
        var state = seed
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33) & (colorType == 3 ? 0x03 : 0xF0)
        }
        let stride = width * channels
        let samples = (0..<(stride * height)).map { _ in next() }
        var raw: [UInt8] = []
        for y in 0..<height {
            let filter = UInt8(y % 5)
            raw.append(filter)
            for i in 0..<stride {
                let left = i >= channels ? Int(samples[y * stride + i - channels]) : 0
                let up = y > 0 ? Int(samples[(y - 1) * stride + i]) : 0
                let corner = i >= channels && y > 0 ? Int(samples[(y - 1) * stride + i - channels]) : 0
                let p = left + up - corner
                let (a, b, c) = (abs(p - left), abs(p - up), abs(p - corner))
                let predicted = [0, left, up, (left + up) / 2, a <= b && a <= c ? left : (b <= c ? up : corner)][Int(filter)]
                raw.append(UInt8(truncatingIfNeeded: Int(samples[y * stride + i]) - predicted))
            }
        }
        let stream = compressed(raw)
        func word(_ value: Int) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data.append(PNGCodec.chunk("IHDR", word(width) + word(height) + [8, colorType, 0, 0, 0]))
        for chunk in extra { data.append(chunk) }
        let size = (stream.count + 2) / 3
        for start in Swift.stride(from: 0, to: stream.count, by: size) {
            data.append(PNGCodec.chunk("IDAT", Array(stream[start..<min(stream.count, start + size)])))
        }
        data.append(PNGCodec.chunk("IEND", []))
        return data
    }

    /// Every 8-bit colour type (with and without transparency chunks) decodes as libpng decodes it.
    @Test(
        arguments: [
            (0, "grey"), (0, "grey, key"), (2, "RGB"), (2, "RGB, key"), (3, "palette"), (3, "palette, alpha"), (4, "grey + alpha"),
            (6, "RGBA"),
        ] as [(UInt8, String)])
    func everyColourTypeDecodesAsLibPNGDecodesIt(colorType: UInt8, kind: String) throws {
        var extra: [Data] = []
        if colorType == 3 { extra.append(PNGCodec.chunk("PLTE", [200, 10, 20, 0, 90, 250, 30, 30, 30, 255, 255, 255])) }
        if kind.hasSuffix("key") { extra.append(PNGCodec.chunk("tRNS", colorType == 0 ? [0, 0x30] : [0, 0x30, 0, 0x00, 0, 0xF0])) }
        if kind.hasSuffix("alpha") { extra.append(PNGCodec.chunk("tRNS", [0, 128])) }  // entries 2 and 3 stay opaque
        for (index, size) in [(1, 1), (5, 3), (33, 7)].enumerated() {
            let png = colourPNG(colorType: colorType, width: size.0, height: size.1, extra: extra, seed: UInt64(index + 7))
            let header = try #require(PNGHeader(png))
            #expect(PNGDirectDecoder.handles(header, png: png), "\(kind) takes the direct path")
            let direct = try PNGCodec.decode(png, source: "direct")
            let libpng = try PNGCodec.decodeWithLibPNG(png, source: "libpng", pixelBudget: PNGCodec.defaultPixelBudget)
            #expect(direct == libpng, "\(kind) \(size)")
        }
    }

    @Test func aPaletteIndexPastThePaletteIsRefusedInWords() throws {
        // Two entries, indexes up to 3.
        let png = colourPNG(colorType: 3, width: 16, height: 4, extra: [PNGCodec.chunk("PLTE", [1, 2, 3, 4, 5, 6])], seed: 5)
        #expect {
            try PNGCodec.decode(png, source: "short-palette.png")
        } throws: { error in
            "\(error)".contains("short-palette.png") && "\(error)".contains("past the palette's 2")
        }
    }

    @Test func theEncodersOwnFilesDecodeAsLibPNGDecodesThem() throws {
        let image = sampleImage(width: 37, height: 23)
        let png = try PNGCodec.encode(image)
        #expect(try PNGCodec.decode(png) == image)
        #expect(try PNGCodec.decodeWithLibPNG(png, source: "libpng", pixelBudget: PNGCodec.defaultPixelBudget) == image)
    }

    @Test func damagedFilesAreRefusedInWords() throws {
        let (png, _) = filteredPNG(width: 9, height: 4, filters: [4], parts: 2, seed: 3)
        let (badFilter, _) = filteredPNG(width: 9, height: 4, filters: [2, 9], parts: 1, seed: 3)
        let idat = try #require(png.range(of: Data("IDAT".utf8)))
        var badCRC = [UInt8](png)
        badCRC[idat.upperBound + 10] ^= 0x40
        let noEnd = png.prefix(png.count - 12)
        for (data, words) in [
            (badFilter, "row 1 has an unknown filter type 9"), (Data(badCRC), "CRC error"), (noEnd, "does not end with IEND"),
        ] {
            #expect {
                try PNGCodec.decode(data, source: "damaged.png")
            } throws: { error in
                "\(error)".contains("damaged.png") && "\(error)".contains(words)
            }
        }
    }
}
