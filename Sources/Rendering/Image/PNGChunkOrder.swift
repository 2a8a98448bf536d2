import Foundation

/// The PNG rules every file meets before either decoder reads it: the header's fields, the
/// critical chunks' order, and their checksums. ``PNGCodec`` checks them once, so the direct
/// decoder and libpng give one verdict for every file.
///
/// Where libpng refuses, this refuses, in words naming the rule: an `IHDR` that is not 13 bytes
/// or whose fields PNG does not define (a bit depth the colour type does not allow, compression
/// or filter method other than 0, interlace method other than 0 or 1, a side over libpng's
/// 1,000,000 pixels), a second `IHDR`, a second `PLTE`, a palette image without `PLTE` before its
/// image data, an unknown critical chunk, a chunk type that is not four ASCII letters, and a
/// damaged `IHDR`, `PLTE` or `IDAT` (CRC). Beyond libpng, which stops reading at the end of the
/// compressed stream and never sees what follows, the specification's order holds for the whole
/// file: `IDAT` chunks are consecutive, `PLTE` comes before them, and nothing critical follows
/// them but `IEND`. Misplaced ancillary chunks are not refused: `tRNS` out of place is ignored
/// (``PNGColours``), as libpng ignores it.
enum PNGChunkOrder {
    /// libpng's default limit on a side (`PNG_USER_WIDTH_MAX`, `PNG_USER_HEIGHT_MAX`).
    static let sideLimit = 1_000_000

    /// The bit depths each colour type allows.
    static let bitDepths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// Throws unless `png` (whose chunks are `chunks`, first of them `IHDR`) meets the rules above.
    static func check(_ png: Data, chunks: PNGChunks, source: String) throws(RenderError) {
        func fail(_ reason: String) -> RenderError { RenderError(.png, reason, file: source) }
        guard let first = chunks.chunks.first, first.type == "IHDR" else { throw fail("PNG chunk order: the first chunk is not IHDR") }
        if let problem = headerProblem([UInt8](PNGChunks.bytes(first.body, of: png))) { throw fail("PNG header: " + problem) }
        if let problem = orderProblem(chunks.chunks, colorType: Int(png[png.startIndex + first.body.lowerBound + 9])) {
            throw fail("PNG chunk order: " + problem)
        }
        if let damaged = firstBadCRC(png, chunks: chunks) { throw fail("\(damaged): CRC error") }
    }

    /// What is wrong with the 13 bytes of `IHDR` (`body`), or nil.
    static func headerProblem(_ body: [UInt8]) -> String? {
        guard body.count == 13 else { return "IHDR has \(body.count) bytes, not 13" }
        let width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = body[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let (depth, colorType) = (Int(body[8]), Int(body[9]))
        if !(1...sideLimit).contains(width) { return "width \(width) is not within 1…\(sideLimit) (libpng's limit)" }
        if !(1...sideLimit).contains(height) { return "height \(height) is not within 1…\(sideLimit) (libpng's limit)" }
        guard let depths = bitDepths[colorType] else { return "colour type \(colorType) is not 0, 2, 3, 4 or 6" }
        if !depths.contains(depth) {
            return "bit depth \(depth) is not one colour type \(colorType) allows (\(depths.map(String.init).joined(separator: ", ")))"
        }
        if body[10] != 0 { return "compression method \(body[10]) is not 0 (deflate)" }
        if body[11] != 0 { return "filter method \(body[11]) is not 0 (adaptive)" }
        if body[12] > 1 { return "interlace method \(body[12]) is not 0 (none) or 1 (Adam7)" }
        return nil
    }

    /// What is wrong with the order of `chunks` (`IHDR` first, `IEND` last) for an image of
    /// `colorType`, or nil.
    static func orderProblem(_ chunks: [PNGChunks.Chunk], colorType: Int) -> String? {
        var sawPalette = false
        var data = DataRun.before
        for chunk in chunks.dropFirst() where chunk.type != "IEND" {
            guard chunk.type.utf8.count == 4, chunk.type.utf8.allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }) else {
                return "chunk type \(chunk.type.debugDescription) is not four ASCII letters"
            }
            switch chunk.type {
            case "IHDR":
                return "a second IHDR (IHDR comes once, first)"
            case "PLTE":
                if sawPalette { return "a second PLTE (PLTE comes at most once)" }
                if data != .before { return "PLTE after the image data (PLTE comes before the first IDAT)" }
                sawPalette = true
            case "IDAT":
                if data == .ended { return "IDAT chunks are not consecutive (another chunk between them)" }
                if colorType == 3 && !sawPalette { return "a palette image without a palette (PLTE) before its image data" }
                data = .inside
            default:
                if chunk.type.utf8.first.map({ $0 & 0x20 == 0 }) == true {
                    return "unknown critical chunk \(chunk.type) (a decoder may not skip it)"
                }
                if data == .inside { data = .ended }
            }
        }
        return data == .before ? "no image data (IDAT) before IEND" : nil
    }

    /// Where a walk through the chunks is with respect to the image data.
    private enum DataRun {
        case before, inside, ended
    }

    /// The type of the first `IHDR`, `PLTE` or `IDAT` chunk whose CRC does not match its type and
    /// body, or nil. (A damaged ancillary chunk is skipped, as libpng skips it.)
    private static func firstBadCRC(_ png: Data, chunks: PNGChunks) -> String? {
        png.withUnsafeBytes { file -> String? in
            chunks.chunks.first { ["IHDR", "PLTE", "IDAT"].contains($0.type) && !hasValidCRC($0, in: file) }?.type
        }
    }

    /// Whether the CRC stored after `chunk` matches its type and body in `file`.
    static func hasValidCRC(_ chunk: PNGChunks.Chunk, in file: UnsafeRawBufferPointer) -> Bool {
        let stored = file[chunk.body.upperBound..<(chunk.body.upperBound + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return CRC32.checksum(UnsafeRawBufferPointer(rebasing: file[(chunk.range.lowerBound + 4)..<chunk.body.upperBound])) == stored
    }
}
