/// A zlib stream (RFC 1950) of an image's unfiltered rows made for speed over size: every byte
/// is a literal, or starts a run equal to the bytes one row above or one pixel before, in one
/// block of fixed Huffman codes (RFC 1951 §3.2.6).
///
/// The flat areas and repeated rows of a rendered interface become a few long matches, found by
/// comparing eight bytes at a time, with no hash table and no code to build: several times
/// faster than a general fast deflate on such images, and larger on text and gradients (a
/// literal costs its 8 or 9 bits). For files a person only looks at (a failure's artifacts); a
/// reference takes ``ZlibEncoder``. The stream is fixed by its input: the same rows always give
/// the same bytes.
///
/// ```swift
/// let stream = RunEncoder.compress(rows, rowLength: 1 + width * 3, pixelSize: 3)
/// ```
package enum RunEncoder {
    /// The zlib stream of `bytes`, rows of `rowLength` bytes (a filter byte included) whose
    /// pixels are `pixelSize` bytes. A row longer than deflate's 32 KiB window is matched only
    /// with its own pixels.
    package static func compress(_ bytes: UnsafeBufferPointer<UInt8>, rowLength: Int, pixelSize: Int) -> [UInt8] {
        let count = bytes.count
        var writer = BitWriter(initialCapacity: count / 4 + 1024)
        writer.reserve(3)
        // CMF: deflate, 32 KiB window; FLG: the fastest level, no dictionary, check bits (0x7801 % 31 == 0).
        writer.write(0x78, count: 8)
        writer.write(0x01, count: 8)
        // BFINAL 1, BTYPE 01 (fixed codes).
        writer.write(0b011, count: 3)
        if let base = bytes.baseAddress, count > 0 {
            encode(base, count: count, rowLength: rowLength, pixelSize: pixelSize, to: &writer)
        }
        writer.reserve(8)
        writer.write(UInt64(Codes.shared.literalBits[256]), count: Int(Codes.shared.literalCounts[256]))
        writer.alignToByte()
        var checksum = Adler32()
        if let base = bytes.baseAddress, count > 0 { checksum.update(base, count: count) }
        writer.write(UInt64(checksum.value.byteSwapped), count: 32)
        return writer.finish()
    }

    /// The literals and matches of `input`, greedily: the longer of the run one row above and
    /// the run one pixel before, when it is at least 3 bytes.
    private static func encode(_ input: UnsafePointer<UInt8>, count: Int, rowLength: Int, pixelSize: Int, to writer: inout BitWriter) {
        let codes = Codes.shared
        let up = rowLength > 0 && rowLength <= 32768 ? rowLength : 0
        let pixel = (1...4).contains(pixelSize) ? pixelSize : 0
        let upDistance = codes.distance(up), pixelDistance = codes.distance(pixel)
        var index = 0
        while index < count {
            writer.reserve(8)
            let limit = min(258, count - index)
            var length = 0
            var distance = (bits: UInt32(0), count: 0)
            if up > 0, index >= up {
                length = matchLength(input + index, input + index - up, limit: limit)
                distance = upDistance
            }
            if pixel > 0, length < limit, index >= pixel {
                let run = matchLength(input + index, input + index - pixel, limit: limit)
                if run > length {
                    length = run
                    distance = pixelDistance
                }
            }
            if length >= 3 {
                let lengthCount = Int(codes.lengthCounts[length])
                writer.write(
                    UInt64(codes.lengthBits[length]) | UInt64(distance.bits) << UInt64(lengthCount), count: lengthCount + distance.count)
                index += length
            } else {
                let byte = Int(input[index])
                writer.write(UInt64(codes.literalBits[byte]), count: Int(codes.literalCounts[byte]))
                index += 1
            }
        }
    }

    /// How many bytes from `current` equal those from `earlier`, up to `limit`.
    @inline(__always)
    private static func matchLength(_ current: UnsafePointer<UInt8>, _ earlier: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 0
        let now = UnsafeRawPointer(current), before = UnsafeRawPointer(earlier)
        while length + 8 <= limit {
            let difference =
                now.loadUnaligned(fromByteOffset: length, as: UInt64.self)
                ^ before.loadUnaligned(fromByteOffset: length, as: UInt64.self)
            if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, current[length] == earlier[length] { length += 1 }
        return length
    }

    /// The fixed codes, bit-reversed as they are written: each literal and the end of block; each
    /// match length's symbol with its extra bits.
    private struct Codes: Sendable {
        static let shared = Codes()

        var literalBits = [UInt32](repeating: 0, count: 257)
        var literalCounts = [UInt8](repeating: 0, count: 257)
        var lengthBits = [UInt32](repeating: 0, count: 259)
        var lengthCounts = [UInt8](repeating: 0, count: 259)

        init() {
            for symbol in 0...256 { (literalBits[symbol], literalCounts[symbol]) = Self.symbol(symbol) }
            for length in 3...258 {
                let code = length == 258 ? 28 : CodeTables.lengthBase.lastIndex { Int($0) <= length } ?? 0
                let (bits, count) = Self.symbol(257 + code)
                let extra = UInt32(length - Int(CodeTables.lengthBase[code]))
                lengthBits[length] = bits | extra << UInt32(count)
                lengthCounts[length] = count + CodeTables.lengthExtraBits[code]
            }
        }

        /// A distance's code and extra bits, as written (none for 0: no such match is made).
        func distance(_ distance: Int) -> (bits: UInt32, count: Int) {
            guard distance > 0 else { return (0, 0) }
            let code = CodeTables.distanceBase.lastIndex { Int($0) <= distance } ?? 0
            let extra = UInt32(distance - Int(CodeTables.distanceBase[code]))
            return (Self.reversed(UInt32(code), count: 5) | extra << 5, 5 + Int(CodeTables.distanceExtraBits[code]))
        }

        /// The fixed code of literal/length `symbol`, reversed, and its length.
        static func symbol(_ symbol: Int) -> (UInt32, UInt8) {
            switch symbol {
            case 0...143: (reversed(UInt32(0x30 + symbol), count: 8), 8)
            case 144...255: (reversed(UInt32(0x190 + symbol - 144), count: 9), 9)
            case 256...279: (reversed(UInt32(symbol - 256), count: 7), 7)
            default: (reversed(UInt32(0xC0 + symbol - 280), count: 8), 8)
            }
        }

        static func reversed(_ code: UInt32, count: Int) -> UInt32 {
            var result: UInt32 = 0
            for bit in 0..<count where code & (1 << UInt32(bit)) != 0 { result |= 1 << UInt32(count - 1 - bit) }
            return result
        }
    }
}
