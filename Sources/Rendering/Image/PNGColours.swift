import Foundation

/// How a decoded PNG's samples become RGBA: its colour type, and its palette (`PLTE`) and
/// transparency (`tRNS`) when it has them.
///
/// Grey is repeated into red, green and blue; a palette index takes the palette's colour and the
/// alpha `tRNS` gives it (opaque past its end); a grey or RGB sample equal to `tRNS`'s key colour
/// becomes transparent. An index past the palette's end is refused.
struct PNGColours {
    let colorType: Int
    /// The palette as RGBA, 4 bytes an entry (palette images only).
    private var palette: [UInt8] = []
    /// The transparent key of a grey (one sample) or RGB (three) image, when `tRNS` gives one.
    private var key: [UInt8]?

    /// Reads `PLTE` and `tRNS` from `png` (the ones before the image data count, as PNG orders them).
    init(_ png: Data, chunks: PNGChunks, colorType: Int, fail: (String) -> RenderError) throws(RenderError) {
        self.colorType = colorType
        func body(_ type: String) -> [UInt8]? {
            chunks.chunks.first { $0.type == type }.map { [UInt8](PNGChunks.bytes($0.body, of: png)) }
        }
        switch colorType {
        case 3:
            guard let entries = body("PLTE"), !entries.isEmpty, entries.count % 3 == 0, entries.count <= 768 else {
                throw fail("truncated or corrupt PNG: a palette image without a valid palette (PLTE)")
            }
            let alpha = body("tRNS") ?? []
            for index in 0..<(entries.count / 3) {
                palette += entries[(index * 3)..<(index * 3 + 3)]
                palette.append(index < alpha.count ? alpha[index] : 255)
            }
        case 0:
            // A 16-bit sample in the file; an 8-bit image's key is its low byte when the high one is 0.
            if let sample = body("tRNS"), sample.count == 2, sample[0] == 0 { key = [sample[1]] }
        case 2:
            if let samples = body("tRNS"), samples.count == 6, samples[0] == 0, samples[2] == 0, samples[4] == 0 {
                key = [samples[1], samples[3], samples[5]]
            }
        default:
            break
        }
    }

    /// Writes the RGBA of unfiltered `rows` (`width` × `channels` samples each, one after the
    /// other) into `output`; returns the problem, or nil.
    func expand(_ rows: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int) -> String? {
        let stride = width * channels
        return rows.withUnsafeBufferPointer { input -> String? in
            guard let source = input.baseAddress, let target = output.baseAddress else { return nil }
            for y in 0..<height {
                let row = source + y * stride
                let out = target + y * width * 4
                switch colorType {
                case 6:
                    out.update(from: row, count: stride)
                case 2:
                    for x in 0..<width {
                        let (r, g, b) = (row[x * 3], row[x * 3 + 1], row[x * 3 + 2])
                        let transparent = key.map { $0[0] == r && $0[1] == g && $0[2] == b } ?? false
                        (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (r, g, b, transparent ? 0 : 255)
                    }
                case 0:
                    for x in 0..<width {
                        let grey = row[x]
                        let transparent = key.map { $0[0] == grey } ?? false
                        (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (grey, grey, grey, transparent ? 0 : 255)
                    }
                case 4:
                    for x in 0..<width {
                        let grey = row[x * 2]
                        (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (grey, grey, grey, row[x * 2 + 1])
                    }
                default:
                    let entries = palette.count / 4
                    for x in 0..<width {
                        let index = Int(row[x])
                        guard index < entries else {
                            return "truncated or corrupt PNG: row \(y) uses palette entry \(index), past the palette's \(entries)"
                        }
                        for channel in 0..<4 { out[x * 4 + channel] = palette[index * 4 + channel] }
                    }
                }
            }
            return nil
        }
    }
}
