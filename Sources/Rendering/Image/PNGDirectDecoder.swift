internal import CLibPNG
import Foundation

/// Decodes the PNGs the harness writes itself, 8-bit RGBA without interlacing, by inflating the
/// image data once and unfiltering its rows in Swift; ``PNGCodec`` hands every other kind to libpng.
///
/// Inflating stops where the pixels end: a stream that would give one byte more is refused
/// ("padded or corrupt"), as are a stream that ends early, data after the stream's end, an
/// unknown row filter, a chunk whose CRC does not match and a file without `IEND`, so a
/// hostile reference costs no more than its own size warrants. All five row filters (none,
/// sub, up, average, Paeth) are undone, so files from other encoders and optimisers decode too.
/// The result is the same RGBA libpng gives for such a file (a test compares the two).
enum PNGDirectDecoder {
    /// Whether `header` is a kind this decoder reads.
    static func handles(_ header: PNGHeader, png: Data) -> Bool {
        header.bitDepth == 8 && header.colorType == 6 && !header.interlaced && png.count >= 29
            && png[png.startIndex + 26] == 0 && png[png.startIndex + 27] == 0  // deflate, adaptive filtering
    }

    /// The image of `png`, whose chunks are `chunks` and header `header` (checked by ``handles(_:png:)``).
    static func decode(_ png: Data, chunks: PNGChunks, header: PNGHeader, source: String) throws(RenderError) -> RGBAImage {
        func fail(_ reason: String) -> RenderError { RenderError(.png, reason, file: source) }
        guard chunks.endsWithIEND else { throw fail("truncated or corrupt PNG: it does not end with IEND") }
        let width = header.width, height = header.height
        let stride = width * 4
        let rawSize = height * (stride + 1)
        let idat = chunks.chunks.filter { $0.type == "IDAT" }
        guard !idat.isEmpty else { throw fail("truncated or corrupt PNG: no image data (IDAT)") }
        var problem: String?
        // Inflated straight into the array's storage, which counts as filled only once every byte is in.
        let raw = [UInt8](unsafeUninitializedCapacity: rawSize) { output, count in
            problem = png.withUnsafeBytes { file in
                let bytes = file.bindMemory(to: UInt8.self)
                guard let base = bytes.baseAddress else { return "empty file" }
                for chunk in chunks.chunks where chunk.type == "IHDR" || chunk.type == "IDAT" {
                    let stored = bytes[chunk.body.upperBound..<(chunk.body.upperBound + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                    let computed = crc32(
                        crc32(0, base + chunk.range.lowerBound + 4, 4), base + chunk.body.lowerBound, UInt32(chunk.body.count))
                    if UInt32(computed) != stored { return "\(chunk.type): CRC error" }
                }
                return inflateImage(bytes, parts: idat.map(\.body), into: output, width: width, height: height)
            }
            count = problem == nil ? rawSize : 0
        }
        if let problem { throw fail(problem) }
        var failure: String?
        let pixels = [UInt8](unsafeUninitializedCapacity: height * stride) { output, count in
            failure = unfilter(raw, into: output, width: width, height: height)
            count = height * stride
        }
        if let failure { throw fail(failure) }
        guard let image = RGBAImage(width: width, height: height, pixels: pixels) else { throw fail("decoded size mismatch") }
        return image
    }

    /// Inflates the `IDAT` bodies `parts` of `bytes` into `output`, which they must fill exactly;
    /// returns the problem, or nil.
    private static func inflateImage(
        _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>], into output: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int
    ) -> String? {
        guard let base = bytes.baseAddress else { return "empty file" }
        var stream = z_stream()
        guard cpng_inflate_init(&stream) == Z_OK else { return "cannot start inflating the image data" }
        defer { inflateEnd(&stream) }
        let expected = output.count
        guard let out = output.baseAddress else { return "empty image" }
        stream.next_out = out
        stream.avail_out = UInt32(expected)
        var ended = false
        for part in parts {
            // zlib takes a mutable pointer but only reads its input.
            stream.next_in = UnsafeMutablePointer(mutating: base + part.lowerBound)
            stream.avail_in = UInt32(part.count)
            while stream.avail_in > 0 {
                if ended { return "its image data goes on after the end of its compressed stream: the file is padded or corrupt" }
                let before = (stream.avail_in, stream.avail_out)
                let moved: Bool
                if stream.avail_out == 0 {
                    // Every pixel is in: one more byte out of the stream is data the image cannot need.
                    var probe: UInt8 = 0
                    let status = withUnsafeMutablePointer(to: &probe) { extra in
                        stream.next_out = extra
                        stream.avail_out = 1
                        return inflate(&stream, Z_NO_FLUSH)
                    }
                    if stream.avail_out == 0 {
                        return "its image data inflates to more than its \(width)×\(height) pixels need (\(expected) bytes): "
                            + "the file is padded or corrupt"
                    }
                    stream.avail_out = 0
                    moved = stream.avail_in != before.0
                    ended = status == Z_STREAM_END
                    if status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR {
                        return "truncated or corrupt PNG: \(stream.msg.map { String(cString: $0) } ?? "inflate error \(status)")"
                    }
                } else {
                    let status = inflate(&stream, Z_NO_FLUSH)
                    moved = (stream.avail_in, stream.avail_out) != before
                    switch status {
                    case Z_STREAM_END:
                        ended = true
                        guard stream.avail_out == 0 else {
                            return "truncated or corrupt PNG: its image data ends \(stream.avail_out) bytes short of its pixels"
                        }
                    case Z_OK, Z_BUF_ERROR:
                        break
                    default:
                        return "truncated or corrupt PNG: \(stream.msg.map { String(cString: $0) } ?? "inflate error \(status)")"
                    }
                }
                // zlib always moves when it has input and room; standing still would loop forever.
                if !ended && !moved {
                    return "truncated or corrupt PNG: its image data cannot be inflated"
                }
            }
        }
        guard ended else { return "truncated or corrupt PNG: its image data stops before its pixels end" }
        return nil
    }

    /// Undoes each row's filter from `raw` (a filter byte, then the row) into `output`;
    /// returns the problem, or nil.
    private static func unfilter(_ raw: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) -> String? {
        let stride = width * 4
        return raw.withUnsafeBufferPointer { input -> String? in
            guard let source = input.baseAddress, let target = output.baseAddress else { return nil }
            for y in 0..<height {
                let filter = source[y * (stride + 1)]
                let line = source + y * (stride + 1) + 1
                let row = target + y * stride
                let above: UnsafeMutablePointer<UInt8>? = y > 0 ? target + (y - 1) * stride : nil
                switch filter {
                case 0:
                    row.update(from: line, count: stride)
                case 1:
                    for i in 0..<stride { row[i] = line[i] &+ (i >= 4 ? row[i - 4] : 0) }
                case 2:
                    if let above {
                        for i in 0..<stride { row[i] = line[i] &+ above[i] }
                    } else {
                        row.update(from: line, count: stride)
                    }
                case 3:
                    for i in 0..<stride {
                        let left = i >= 4 ? Int(row[i - 4]) : 0
                        let up = above.map { Int($0[i]) } ?? 0
                        row[i] = line[i] &+ UInt8((left + up) >> 1)
                    }
                case 4:
                    for i in 0..<stride {
                        let left = i >= 4 ? Int(row[i - 4]) : 0
                        let up = above.map { Int($0[i]) } ?? 0
                        let corner = i >= 4 ? (above.map { Int($0[i - 4]) } ?? 0) : 0
                        let estimate = left + up - corner
                        let (dl, du, dc) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                        let predictor = dl <= du && dl <= dc ? left : (du <= dc ? up : corner)
                        row[i] = line[i] &+ UInt8(predictor)
                    }
                default:
                    return "truncated or corrupt PNG: row \(y) has an unknown filter type \(filter)"
                }
            }
            return nil
        }
    }
}
