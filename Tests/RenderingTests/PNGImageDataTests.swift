import Foundation
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
