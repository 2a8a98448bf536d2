internal import CLibPNG
import Foundation

/// Checks, before libpng decodes a PNG, that its image data inflates to no more than its pixels
/// need: a file whose compressed stream goes on after the last row (gigabytes of compressed
/// zeros fit in a few megabytes) is refused once one byte too many has come out, instead of
/// being inflated to the end by libpng's reader.
///
/// The check inflates at most the image's raw size plus one byte, in a 64 KiB window, so it
/// costs what the image's own size warrants and no more.
enum PNGImageData {
    /// The bytes a PNG of `header`'s size, colour type, bit depth and interlacing inflates to:
    /// each (sub-)image row's filter byte and samples.
    static func rawSize(of header: PNGHeader) -> Int? {
        let channels: Int
        switch header.colorType {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        let bitsPerPixel = channels * header.bitDepth
        func size(_ width: Int, _ height: Int) -> Int {
            width == 0 || height == 0 ? 0 : height * (1 + (width * bitsPerPixel + 7) / 8)
        }
        guard header.width > 0, header.height > 0, header.pixelCount <= PNGCodec.defaultPixelBudget else { return nil }
        guard header.interlaced else { return size(header.width, header.height) }
        // Adam7: seven passes, each a sub-image of its own rows.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let width = (header.width - pass.0 + pass.2 - 1) / pass.2
            let height = (header.height - pass.1 + pass.3 - 1) / pass.3
            return total + size(max(0, width), max(0, height))
        }
    }

    /// Throws when the `IDAT` chunks of `png` inflate to more than `header`'s raw size, or hold
    /// bytes after the end of the compressed stream (both refused by the direct decoder too). A
    /// stream that is malformed or ends early is left for libpng to report.
    static func check(_ png: Data, chunks: [PNGChunks.Chunk], header: PNGHeader, source: String) throws(RenderError) {
        guard let expected = rawSize(of: header) else { return }
        switch inflatedExtent(png, parts: chunks.filter { $0.type == "IDAT" }.map(\.body), limit: expected) {
        case .overflow:
            throw RenderError(
                .png,
                "its image data inflates to more than its \(header.width)×\(header.height) pixels need (\(expected) bytes): "
                    + "the file is padded or corrupt",
                file: source)
        case .trailing:
            throw RenderError(
                .png, "its image data goes on after the end of its compressed stream: the file is padded or corrupt", file: source)
        case .fits:
            return
        }
    }

    /// What inflating a stream of image data shows.
    private enum Extent {
        /// At most the limit, and no byte after the stream's end (or a malformed stream).
        case fits
        /// More bytes than the limit.
        case overflow
        /// Input left after the stream's end.
        case trailing
    }

    /// Inflates the stream in `parts` of `png` in a 64 KiB window, until more than `limit` bytes
    /// come out, the stream ends (then any input left is ``Extent/trailing``) or it fails.
    private static func inflatedExtent(_ png: Data, parts: [Range<Int>], limit: Int) -> Extent {
        var stream = z_stream()
        guard cpng_inflate_init(&stream) == Z_OK else { return .fits }
        defer { inflateEnd(&stream) }
        var window = [UInt8](repeating: 0, count: 64 * 1024)
        var produced = 0
        return png.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return window.withUnsafeMutableBufferPointer { output -> Extent in
                guard let input = bytes.baseAddress, let out = output.baseAddress else { return .fits }
                for (index, part) in parts.enumerated() {
                    // zlib takes a mutable pointer but only reads its input.
                    stream.next_in = UnsafeMutablePointer(mutating: input + part.lowerBound)
                    stream.avail_in = UInt32(part.count)
                    // Until this part is used up and no output waits (a full window may hold back more).
                    var more = stream.avail_in > 0
                    while more {
                        stream.next_out = out
                        stream.avail_out = UInt32(output.count)
                        let status = inflate(&stream, Z_NO_FLUSH)
                        produced += output.count - Int(stream.avail_out)
                        if produced > limit { return .overflow }
                        if status == Z_STREAM_END {
                            let left = Int(stream.avail_in) + parts[(index + 1)...].reduce(0) { $0 + $1.count }
                            return left > 0 ? .trailing : .fits
                        }
                        if status == Z_BUF_ERROR { break }  // nothing left to do with this part
                        if status != Z_OK { return .fits }  // an error libpng will name
                        more = stream.avail_in > 0 || stream.avail_out == 0
                    }
                }
                return .fits
            }
        }
    }
}
