import Foundation

/// Decodes PNGs without interlacing at 8 bits, whatever their colour type (RGBA, RGB, grey, grey
/// with alpha, palette), and grey and palette ones at 1, 2 or 4 bits (what the package's encoder
/// writes), by inflating the image data once with libdeflate into exactly the rows' size and
/// unfiltering the rows in Swift; ``PNGCodec`` hands every other kind (16-bit, interlaced) to libpng.
///
/// It reads files that met ``PNGChunkOrder`` (header fields, chunk order, checksums, `IEND`),
/// as ``PNGCodec`` checks before either decoder, and takes `PLTE` and `tRNS` as libpng takes them
/// (``PNGColours``). Inflating stops where the pixels end: a stream that would give one byte more
/// is refused ("padded or corrupt"), as are a stream that ends early, data after the stream's end,
/// an unknown row filter and a palette index past the palette, so a hostile reference costs no
/// more than its own size warrants. All five row filters (none, sub, up, average, Paeth) are
/// undone, so files from other encoders and optimisers decode too. The result is the same RGBA
/// libpng gives for such a file (tests compare the two for every colour type and filter, and over
/// a corpus of files with chunks out of order).
enum PNGDirectDecoder {
    /// Whether `header` is a kind this decoder reads.
    static func handles(_ header: PNGHeader, png: Data) -> Bool {
        let depthFits = header.bitDepth == 8 || ([1, 2, 4].contains(header.bitDepth) && [0, 3].contains(header.colorType))
        return depthFits && [0, 2, 3, 4, 6].contains(header.colorType) && !header.interlaced && png.count >= 29
            && png[png.startIndex + 26] == 0 && png[png.startIndex + 27] == 0  // deflate, adaptive filtering
    }

    /// The image of `png`, whose chunks are `chunks` and header `header` (checked by ``handles(_:png:)``).
    static func decode(_ png: Data, chunks: PNGChunks, header: PNGHeader, source: String) throws(RenderError) -> RGBAImage {
        func fail(_ reason: String) -> RenderError { RenderError(.png, reason, file: source) }
        let width = header.width, height = header.height
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.colorType] ?? 4
        let depth = header.bitDepth
        // Bytes per row, and from a byte to the one a filter predicts it from (1 below 8 bits).
        let stride = (width * channels * depth + 7) / 8
        let pixelBytes = max(1, channels * depth / 8)
        let rawSize = height * (stride + 1)
        let idat = chunks.chunks.filter { $0.type == "IDAT" }
        guard !idat.isEmpty else { throw fail("truncated or corrupt PNG: no image data (IDAT)") }
        let colours = try PNGColours(png, chunks: chunks, colorType: header.colorType, fail: fail)
        guard let inflater = Inflater() else { throw fail("cannot start inflating the image data (out of memory)") }
        var outcome = Inflater.Outcome.corrupt
        var failure: String?
        // Inflated into the array's own storage, then unfiltered in place with each row moved down
        // over the filter bytes before it: an RGBA image's pixels are then the array's first bytes,
        // with no second buffer. The storage counts as filled only up to what was unfiltered.
        var samples = [UInt8](unsafeUninitializedCapacity: rawSize) { output, count in
            let target = UnsafeMutableRawBufferPointer(output)
            png.withUnsafeBytes { file in
                if idat.count == 1, let only = idat.first {
                    outcome = inflater.inflate(UnsafeRawBufferPointer(rebasing: file[only.body]), into: target)
                } else {
                    // Several IDAT chunks make one stream: joined first (the compressed size, not the image's).
                    var joined: [UInt8] = []
                    joined.reserveCapacity(idat.reduce(0) { $0 + $1.body.count })
                    for part in idat { joined.append(contentsOf: file[part.body]) }
                    outcome = joined.withUnsafeBytes { inflater.inflate($0, into: target) }
                }
            }
            guard outcome == .filled else {
                count = 0
                return
            }
            failure = unfilter(output, stride: stride, height: height, pixelBytes: pixelBytes)
            count = failure == nil ? height * stride : 0
        }
        switch outcome {
        case .filled: break
        case .overflow:
            throw fail(
                "its image data inflates to more than its \(width)×\(height) pixels need (\(rawSize) bytes): the file is padded or corrupt")
        case .short(let missing):
            throw fail("truncated or corrupt PNG: its image data ends \(missing) bytes short of its pixels")
        case .trailing:
            throw fail("its image data goes on after the end of its compressed stream: the file is padded or corrupt")
        case .corrupt:
            throw fail("truncated or corrupt PNG: its image data cannot be inflated (a damaged block or checksum, or it stops early)")
        }
        if let failure { throw fail(failure) }
        if channels != 4 {
            let rows = samples
            samples = [UInt8](unsafeUninitializedCapacity: height * width * 4) { output, count in
                failure = colours.expand(rows, into: output, width: width, height: height, channels: channels, depth: depth)
                count = height * width * 4
            }
            if let failure { throw fail(failure) }
        }
        guard let image = RGBAImage(width: width, height: height, pixels: samples) else { throw fail("decoded size mismatch") }
        return image
    }

    /// Undoes each row's filter in `raw` (per row a filter byte, then `stride` bytes, each
    /// predicted from the one `pixelBytes` before it) and moves each row down over the filter
    /// bytes before it, so row `y` ends at `y × stride`; returns the problem, or nil.
    ///
    /// A row is read a little ahead of where it is written (`y + 1` bytes ahead), so each byte is
    /// read before its place is written, and the row above is already in its final place.
    private static func unfilter(_ raw: UnsafeMutableBufferPointer<UInt8>, stride: Int, height: Int, pixelBytes: Int) -> String? {
        guard let base = raw.baseAddress else { return nil }
        let lead = min(pixelBytes, stride)
        for y in 0..<height {
            let filter = base[y * (stride + 1)]
            let line = base + y * (stride + 1) + 1
            let row = base + y * stride
            let above: UnsafeMutablePointer<UInt8>? = y > 0 ? row - stride : nil
            switch (filter, above) {
            case (0, _), (2, nil):
                row.update(from: line, count: stride)
            case (1, _), (4, nil):
                // Without a row above, Paeth predicts from the left alone, as sub does.
                for i in 0..<lead { row[i] = line[i] }
                for i in lead..<stride { row[i] = line[i] &+ row[i - pixelBytes] }
            case (2, let above?):
                for i in 0..<stride { row[i] = line[i] &+ above[i] }
            case (3, nil):
                for i in 0..<lead { row[i] = line[i] }
                for i in lead..<stride { row[i] = line[i] &+ row[i - pixelBytes] >> 1 }
            case (3, let above?):
                for i in 0..<lead { row[i] = line[i] &+ above[i] >> 1 }
                for i in lead..<stride { row[i] = line[i] &+ UInt8((UInt16(row[i - pixelBytes]) + UInt16(above[i])) >> 1) }
            case (4, let above?):
                if pixelBytes == 4 {
                    paethRGBA(line, into: row, above: above, width: stride / 4)
                } else {
                    paeth(line, into: row, above: above, stride: stride, pixelBytes: pixelBytes)
                }
            default:
                return "truncated or corrupt PNG: row \(y) has an unknown filter type \(filter)"
            }
        }
        return nil
    }

    /// Paeth for any pixel size, a byte at a time, without branches on the samples.
    private static func paeth(
        _ line: UnsafeMutablePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, stride: Int,
        pixelBytes: Int
    ) {
        for i in 0..<stride {
            let left = i >= pixelBytes ? Int32(row[i - pixelBytes]) : 0
            let up = Int32(above[i])
            let corner = i >= pixelBytes ? Int32(above[i - pixelBytes]) : 0
            let toLeft = up - corner, toUp = left - corner
            let (a, b, c) = (toLeft.magnitude, toUp.magnitude, (toLeft + toUp).magnitude)
            let upOrCorner = b <= c ? up : corner
            let predictor = a <= b && a <= c ? left : upOrCorner
            row[i] = line[i] &+ UInt8(truncatingIfNeeded: predictor)
        }
    }

    /// Paeth for 4-byte pixels, the four channels of a pixel at once.
    private static func paethRGBA(
        _ line: UnsafeMutablePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, width: Int
    ) {
        let source = UnsafeRawPointer(line)
        let target = UnsafeMutableRawPointer(row)
        let aboveBytes = UnsafeRawPointer(above)
        var left = SIMD4<Int16>(repeating: 0)
        var corner = SIMD4<Int16>(repeating: 0)
        for x in 0..<width {
            let up = SIMD4<Int16>(truncatingIfNeeded: aboveBytes.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self))
            let filtered = SIMD4<Int16>(truncatingIfNeeded: source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self))
            let toLeft = magnitude(up &- corner)
            let toUp = magnitude(left &- corner)
            let toCorner = magnitude(left &+ up &- corner &- corner)
            var predictor = corner
            predictor.replace(with: up, where: toUp .<= toCorner)
            predictor.replace(with: left, where: (toLeft .<= toUp) .& (toLeft .<= toCorner))
            let value = (filtered &+ predictor) & 0xFF
            target.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
            left = value
            corner = up
        }
    }

    /// The absolute value of each lane.
    @inline(__always)
    private static func magnitude(_ value: SIMD4<Int16>) -> SIMD4<Int16> {
        value.replacing(with: 0 &- value, where: value .< 0)
    }
}
