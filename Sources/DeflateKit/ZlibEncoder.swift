/// Deterministic zlib (RFC 1950) encoder whose deflate (RFC 1951) output depends only on its input.
package enum ZlibEncoder {
    /// zlib stream (2-byte header, deflate blocks, Adler-32) of `bytes`.
    ///
    /// - Parameters:
    ///   - rowLength: when the data is image rows of this many bytes (filter byte included),
    ///     matches at that distance are tried first.
    ///   - pixelSize: bytes per pixel (4 for RGBA); matches at this distance are tried first too.
    package static func compress(_ bytes: UnsafeRawBufferPointer, rowLength: Int? = nil, pixelSize: Int? = nil) -> [UInt8] {
        bytes.withMemoryRebound(to: UInt8.self) { compress($0, rowLength: rowLength, pixelSize: pixelSize) }
    }

    /// The stream of `bytes`, already typed as bytes.
    private static func compress(_ bytes: UnsafeBufferPointer<UInt8>, rowLength: Int?, pixelSize: Int?) -> [UInt8] {
        let count = bytes.count
        var writer = BitWriter(initialCapacity: count / 8 + 1024)
        // CMF: deflate with a 32 KiB window; FLG: "maximum compression", no dictionary, check bits.
        writer.reserve(2)
        writer.write(0x78, count: 8)
        writer.write(0xDA, count: 8)
        var checksum = Adler32()
        if let base = bytes.baseAddress, count > 0 {
            DeflateEncoder.encode(base, count: count, rowLength: rowLength ?? 0, pixelSize: pixelSize ?? 0, to: &writer)
            checksum.update(base, count: count)
        } else {
            var empty: UInt8 = 0
            DeflateEncoder.encode(&empty, count: 0, rowLength: 0, pixelSize: 0, to: &writer)
        }
        writer.alignToByte()
        writer.reserve(4)
        writer.write(UInt64(checksum.value.byteSwapped), count: 32)
        return writer.finish()
    }

    /// zlib stream (2-byte header, deflate blocks, Adler-32) of `bytes`.
    ///
    /// - Parameters:
    ///   - rowLength: when the data is image rows of this many bytes (filter byte included),
    ///     matches at that distance are tried first.
    ///   - pixelSize: bytes per pixel (4 for RGBA); matches at this distance are tried first too.
    package static func compress(_ bytes: [UInt8], rowLength: Int? = nil, pixelSize: Int? = nil) -> [UInt8] {
        bytes.withUnsafeBufferPointer { compress($0, rowLength: rowLength, pixelSize: pixelSize) }
    }
}
