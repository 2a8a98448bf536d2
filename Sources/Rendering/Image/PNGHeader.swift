import Foundation

/// What a PNG file's `IHDR` chunk says, read from its first 33 bytes without decoding anything.
///
/// Lets a caller compare an image's size, or bound the bytes a file of that size can need,
/// before reading or decoding it whole:
///
/// ```swift
/// if let header = PNGHeader(head), header.width != actual.width { /* size differs: no decode */ }
/// ```
package struct PNGHeader: Sendable, Equatable {
    package var width: Int
    package var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    package var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    package var colorType: Int
    /// Whether the rows are stored in Adam7's seven passes.
    package var interlaced: Bool

    /// The header of `png`, or nil unless it starts with the PNG signature and an `IHDR` chunk.
    package init?(_ png: Data) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](png.prefix(33))
        guard bytes.count == 33, bytes.prefix(8).elementsEqual(signature), bytes[12...15].elementsEqual(Array("IHDR".utf8)) else {
            return nil
        }
        func word(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        width = word(16)
        height = word(20)
        bitDepth = Int(bytes[24])
        colorType = Int(bytes[25])
        interlaced = bytes[28] == 1
    }

    package var pixelCount: Int { width.multipliedReportingOverflow(by: height).overflow ? .max : width * height }

    /// The most bytes a PNG of `width` × `height` can take, whatever its colour type and bit
    /// depth: its raw rows at 16-bit RGBA (8 bytes a pixel, a filter byte a row) stored without
    /// compression in deflate's worst case (an eighth more, which also covers fixed-Huffman
    /// blocks), plus `allowance` for chunk headers and ancillary chunks.
    ///
    /// A file longer than this holds data its pixels cannot need: it is padded or corrupt, and
    /// inflating it would cost time for nothing.
    package static func maximumFileSize(width: Int, height: Int, allowance: Int = 256 * 1024) -> Int {
        let (row, rowOverflow) = width.multipliedReportingOverflow(by: 8)
        let (raw, rawOverflow) = height.multipliedReportingOverflow(by: row + 1)
        guard !rowOverflow, !rawOverflow, raw < Int.max / 2 else { return .max }
        return raw + raw / 8 + allowance
    }
}
