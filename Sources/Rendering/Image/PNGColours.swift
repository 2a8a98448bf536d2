import Foundation

/// How a decoded PNG's samples become RGBA: its colour type, and its palette (`PLTE`) and
/// transparency (`tRNS`) when it has them.
///
/// Grey is repeated into red, green and blue; a palette index takes the palette's colour and the
/// alpha `tRNS` gives it (opaque past its end); a grey or RGB sample equal to `tRNS`'s key colour
/// becomes transparent. An index past the palette's end is refused.
///
/// The chunks are taken as libpng takes them (its verdicts read by running it on files with the
/// chunks out of order), so both decoders give the same pixels:
/// - Only chunks before the first `IDAT` count: libpng stops reading at the image data.
/// - `PLTE` is ignored in a grey image; in an RGB(A) image one of the wrong length is ignored and
///   an empty one refused; in a palette image either is refused.
/// - `tRNS` is ignored when it is damaged (CRC), of the wrong length for the colour type (for a
///   palette, longer than the palette), in an image with an alpha channel, before `PLTE` in a
///   palette image, or after another `tRNS` was taken. A `PLTE` after a taken `tRNS` cancels it.
/// - A grey or RGB key is the low byte of each 16-bit sample.
struct PNGColours {
    let colorType: Int
    /// The palette as RGBA, 4 bytes an entry (palette images only).
    private var palette: [UInt8] = []
    /// The transparent key of a grey (one sample) or RGB (three) image, when `tRNS` gives one.
    private var key: [UInt8]?

    /// Reads `PLTE` and `tRNS` from `png` as libpng reads them (above).
    init(_ png: Data, chunks: PNGChunks, colorType: Int, fail: (String) -> RenderError) throws(RenderError) {
        self.colorType = colorType
        let (entries, alpha) = try Self.paletteAndTransparency(png, chunks: chunks, colorType: colorType, fail: fail)
        switch colorType {
        case 3:
            guard let entries else { throw fail("truncated or corrupt PNG: a palette image without a valid palette (PLTE)") }
            let alphas = alpha ?? []
            for index in 0..<(entries.count / 3) {
                palette += entries[(index * 3)..<(index * 3 + 3)]
                palette.append(index < alphas.count ? alphas[index] : 255)
            }
        case 0:
            key = alpha.map { [$0[1]] }
        case 2:
            key = alpha.map { [$0[1], $0[3], $0[5]] }
        default:
            break
        }
    }

    /// The `PLTE` entries (3 bytes each) and the `tRNS` body that count for an image of
    /// `colorType`, by the rules above.
    private static func paletteAndTransparency(
        _ png: Data, chunks: PNGChunks, colorType: Int, fail: (String) -> RenderError
    ) throws(RenderError) -> (palette: [UInt8]?, transparency: [UInt8]?) {
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var transparencyTaken = false
        for chunk in chunks.chunks {
            func body() -> [UInt8] { [UInt8](PNGChunks.bytes(chunk.body, of: png)) }
            switch chunk.type {
            case "IDAT":
                return (palette, transparency)
            case "PLTE" where colorType & 2 != 0:
                let body = body()
                if body.isEmpty { throw fail("truncated or corrupt PNG: its palette (PLTE) is empty") }
                guard body.count % 3 == 0, body.count <= 768 else {
                    guard colorType != 3 else {
                        throw fail("truncated or corrupt PNG: its palette (PLTE) has \(body.count) bytes, not 3 for each of 1–256 entries")
                    }
                    continue
                }
                palette = body
                if transparencyTaken { transparency = nil }
            case "tRNS" where !transparencyTaken && hasValidCRC(chunk, in: png):
                let body = body()
                let fits: Bool
                switch colorType {
                case 0: fits = body.count == 2
                case 2: fits = body.count == 6
                case 3: fits = palette.map { !body.isEmpty && body.count <= $0.count / 3 } ?? false
                default: fits = false
                }
                if fits { (transparency, transparencyTaken) = (body, true) }
            default:
                continue
            }
        }
        return (palette, transparency)
    }

    /// Whether `chunk`'s stored CRC matches its type and body in `png`.
    private static func hasValidCRC(_ chunk: PNGChunks.Chunk, in png: Data) -> Bool {
        png.withUnsafeBytes { PNGChunkOrder.hasValidCRC(chunk, in: $0) }
    }

    /// Writes the RGBA of unfiltered `rows` (`width` × `channels` samples of `depth` bits each,
    /// a row's samples packed from each byte's high bits down, rows one after the other) into
    /// `output`; returns the problem, or nil. A grey sample below 8 bits is scaled to 0…255 (its
    /// bits repeated, as libpng does); the key of `tRNS` is compared with the sample as stored.
    func expand(
        _ rows: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int, depth: Int = 8
    ) -> String? {
        let stride = (width * channels * depth + 7) / 8
        let mask = UInt8(truncatingIfNeeded: (1 << depth) - 1)
        let scale = UInt8(255 / Int(mask))
        // The key's samples as numbers and the palette as a buffer: per pixel, an unoptimised
        // (debug) build then makes none of the calls a `map` or an array's subscript makes.
        let keyed = key != nil
        let keyBytes = (0..<3).map { Int(key?.dropFirst($0).first ?? 0) }
        return palette.withUnsafeBufferPointer { colours in
            rows.withUnsafeBufferPointer { input -> String? in
                guard let source = input.baseAddress, let target = output.baseAddress else { return nil }
                let (keyRed, keyGreen, keyBlue) = (keyBytes[0], keyBytes[1], keyBytes[2])
                for y in 0..<height {
                    let row = source + y * stride
                    let out = target + y * width * 4
                    /// Sample `x` of the row (one-channel kinds only).
                    @inline(__always) func sample(_ x: Int) -> UInt8 {
                        guard depth < 8 else { return row[x] }
                        let bit = x * depth
                        return row[bit >> 3] >> UInt8(8 - depth - bit & 7) & mask
                    }
                    switch colorType {
                    case 6:
                        out.update(from: row, count: stride)
                    case 2:
                        var x = 0
                        while x < width {
                            let (r, g, b) = (row[x * 3], row[x * 3 + 1], row[x * 3 + 2])
                            let transparent = keyed && Int(r) == keyRed && Int(g) == keyGreen && Int(b) == keyBlue
                            (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (r, g, b, transparent ? 0 : 255)
                            x += 1
                        }
                    case 0:
                        for x in 0..<width {
                            let stored = sample(x)
                            let transparent = keyed && Int(stored) == keyRed
                            let grey = stored &* scale
                            (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (grey, grey, grey, transparent ? 0 : 255)
                        }
                    case 4:
                        for x in 0..<width {
                            let grey = row[x * 2]
                            (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (grey, grey, grey, row[x * 2 + 1])
                        }
                    default:
                        let entries = colours.count / 4
                        var x = 0
                        while x < width {
                            let index = Int(sample(x))
                            guard index < entries else {
                                return "truncated or corrupt PNG: row \(y) uses palette entry \(index), past the palette's \(entries)"
                            }
                            let (o, c) = (x * 4, index * 4)
                            (out[o], out[o + 1], out[o + 2], out[o + 3]) = (colours[c], colours[c + 1], colours[c + 2], colours[c + 3])
                            x += 1
                        }
                    }
                }
                return nil
            }
        }
    }
}
