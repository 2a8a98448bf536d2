import Foundation

/// The chunk layout of a PNG file, read without copying it: each chunk's type, its whole extent
/// (length, type, body, CRC) and its body, as offsets from the file's first byte.
///
/// The one place the harness walks PNG chunks: decoding (to drop colour chunks) and the stamps of
/// derived references (``PNGTextChunk``) both read this.
struct PNGChunks {
    struct Chunk {
        var type: String
        var range: Range<Int>
        var body: Range<Int>
    }

    /// The chunks after the signature, up to and including `IEND` (or to the end of the data).
    let chunks: [Chunk]
    /// Whether the walk ended on an `IEND` chunk.
    let endsWithIEND: Bool
    /// How many bytes follow the `IEND` chunk (0 when the walk did not reach one).
    let trailingBytes: Int

    /// The layout of `png`; nil when a chunk claims more bytes than the file has.
    init?(_ png: Data) {
        var chunks: [Chunk] = []
        var endsWithIEND = false
        var trailingBytes = 0
        let complete = png.withUnsafeBytes { bytes -> Bool in
            var offset = 8
            while offset + 12 <= bytes.count {
                let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                let end = offset + 12 + length
                guard end <= bytes.count else { return false }
                let type = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)]), as: UTF8.self)
                chunks.append(Chunk(type: type, range: offset..<end, body: (offset + 8)..<(end - 4)))
                offset = end
                if type == "IEND" {
                    endsWithIEND = true
                    trailingBytes = bytes.count - end
                    break
                }
            }
            return true
        }
        guard complete else { return nil }
        self.chunks = chunks
        self.endsWithIEND = endsWithIEND
        self.trailingBytes = trailingBytes
    }

    /// The bytes of `range` (offsets from the first byte) in `png`, whatever its start index.
    static func bytes(_ range: Range<Int>, of png: Data) -> Data {
        png[(png.startIndex + range.lowerBound)..<(png.startIndex + range.upperBound)]
    }
}
