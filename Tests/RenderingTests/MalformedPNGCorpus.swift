import Foundation

@testable import Rendering

/// PNG files with their chunks out of order, duplicated, damaged or missing, and with odd header
/// fields or image data, in several bit depths and colour types: the corpus the decoders are
/// compared on. Every file is a small image (5×3) whose pixels are known.
struct MalformedPNGCorpus {
    /// A chunk to write: its type (any four bytes), body, and whether its CRC is to be damaged.
    struct Chunk: Sendable {
        var type: String
        var body: [UInt8]
        var damaged = false

        var bytes: Data {
            var data = PNGCodec.chunk(type, body)
            if damaged { data[data.count - 1] ^= 0x01 }
            return data
        }
    }

    /// A colour type and bit depth, with the chunks of a valid file of that kind.
    struct Kind: CustomStringConvertible, Sendable {
        var colorType: UInt8
        var bitDepth: UInt8
        static let width = 5, height = 3

        var description: String { "\(["grey", "", "RGB", "palette", "grey+alpha", "", "RGBA"][Int(colorType)]) \(bitDepth)-bit" }
        var isPalette: Bool { colorType == 3 }
        var hasAlphaChannel: Bool { colorType == 4 || colorType == 6 }
        /// Whether the direct decoder reads this kind (8-bit, or grey or palette below 8 bits; none
        /// of the corpus is interlaced).
        var isDirect: Bool { bitDepth == 8 || colorType == 0 || colorType == 3 }

        /// The samples of pixel (x, y): palette indexes 0 and 1 in a checkerboard, other kinds a ramp
        /// whose first pixel is the transparent key.
        func samples(_ x: Int, _ y: Int) -> [UInt8] {
            switch colorType {
            case 3: [UInt8((x + y) % 2)]
            case 0 where bitDepth < 8: [UInt8((x * 3 + y) % (1 << Int(bitDepth)))]
            case 0: [UInt8(x * 40 + y * 10)]
            case 2: [UInt8(x * 40), UInt8(y * 60), 100]
            case 4: [UInt8(x * 40 + y * 10), UInt8(255 - x * 30)]
            default: [UInt8(x * 40), UInt8(y * 60), 100, UInt8(255 - x * 30)]
            }
        }

        /// The image's rows as PNG stores them, unfiltered: a filter byte, then the samples packed at the bit depth.
        var raw: [UInt8] {
            var raw: [UInt8] = []
            for y in 0..<Self.height {
                raw.append(0)
                let values = (0..<Self.width).flatMap { samples($0, y) }
                let perByte = 8 / Int(bitDepth)
                for start in stride(from: 0, to: values.count, by: perByte) {
                    let group = values[start..<min(values.count, start + perByte)]
                    var byte = 0
                    for (index, value) in group.enumerated() { byte |= Int(value) << (8 - Int(bitDepth) * (index + 1)) }
                    raw.append(UInt8(byte))
                }
            }
            return raw
        }

        func header(
            width: Int = width, height: Int = height, bitDepth: UInt8? = nil, colorType: UInt8? = nil, compression: UInt8 = 0,
            filter: UInt8 = 0, interlace: UInt8 = 0
        ) -> Chunk {
            let size = [width, height].flatMap { PNGCodec.bigEndian(UInt32($0)) }
            return Chunk(
                type: "IHDR", body: size + [bitDepth ?? self.bitDepth, colorType ?? self.colorType, compression, filter, interlace])
        }

        /// A palette of two entries.
        static let palette = Chunk(type: "PLTE", body: [200, 10, 20, 0, 90, 250])

        /// Transparency for this kind: index 0 half transparent, or the first pixel's colour as the key.
        var transparency: Chunk? {
            switch colorType {
            case 3: Chunk(type: "tRNS", body: [128])
            case 0: Chunk(type: "tRNS", body: [0, samples(0, 0)[0]])
            case 2: Chunk(type: "tRNS", body: samples(0, 0).flatMap { [0, $0] })
            default: nil
            }
        }

        /// Another transparency, different from ``transparency``.
        var otherTransparency: Chunk? {
            switch colorType {
            case 3: Chunk(type: "tRNS", body: [7, 9])
            case 0: Chunk(type: "tRNS", body: [0, samples(1, 0)[0]])
            case 2: Chunk(type: "tRNS", body: samples(1, 0).flatMap { [0, $0] })
            default: nil
            }
        }

        /// The chunks of a valid file: IHDR, PLTE and tRNS when the kind has them, the image data
        /// in two IDAT chunks, IEND.
        var chunks: [Chunk] {
            let stream = MalformedPNGCorpus.zlib(raw)
            let half = stream.count / 2
            return [header()] + (isPalette ? [Self.palette] : []) + (transparency.map { [$0] } ?? []) + [
                Chunk(type: "IDAT", body: Array(stream[..<half])), Chunk(type: "IDAT", body: Array(stream[half...])),
                Chunk(type: "IEND", body: []),
            ]
        }
    }

    /// One way to spoil a file: a name, and what it does to a kind's chunks (nil: not for this kind).
    struct Mutation: CustomStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (Kind, [Chunk]) -> [Chunk]?
        var description: String { name }
    }

    static let kinds = [
        Kind(colorType: 3, bitDepth: 8), Kind(colorType: 3, bitDepth: 4), Kind(colorType: 3, bitDepth: 2), Kind(colorType: 3, bitDepth: 1),
        Kind(colorType: 0, bitDepth: 8), Kind(colorType: 0, bitDepth: 4), Kind(colorType: 0, bitDepth: 2), Kind(colorType: 0, bitDepth: 1),
        Kind(colorType: 2, bitDepth: 8), Kind(colorType: 4, bitDepth: 8), Kind(colorType: 6, bitDepth: 8),
    ]

    /// The file of `chunks`, with `trailer` after them.
    static func file(_ chunks: [Chunk], trailer: [UInt8] = []) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for chunk in chunks { data.append(chunk.bytes) }
        data.append(contentsOf: trailer)
        return data
    }

    /// A zlib stream of `bytes` in stored blocks, with its Adler-32.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] { PNGImageDataTests().storedZlib(bytes) }
}
