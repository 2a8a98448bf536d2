import Foundation

/// Writes an animated PNG (APNG) from frames of one size: each frame is encoded by the harness's
/// encoder as 8-bit RGBA (one header for every frame, so one format; the same frames always give
/// the same bytes), and its image data is carried over into the animation's chunks.
///
/// The first frame is the file's default image (`IDAT`): a viewer without APNG support shows it.
/// Every frame replaces the previous one whole (dispose none, blend source), for the time given.
///
/// ```swift
/// let apng = try APNGEncoder.encode(frames, delays: [125, 125, 125, 125, 1000])  // ms
/// ```
package enum APNGEncoder {
    /// The animation of `frames`, frame `i` shown for `delays[i]` milliseconds, looping forever.
    package static func encode(_ frames: [RGBAImage], delays: [Int]) throws(RenderError) -> Data {
        guard let first = frames.first else { throw RenderError(.png, "an animation needs at least one frame") }
        guard first.width > 0, first.height > 0 else {
            throw RenderError(.png, "cannot encode an empty \(first.width)×\(first.height) animation")
        }
        guard delays.count == frames.count else {
            throw RenderError(.png, "\(frames.count) frames but \(delays.count) delays")
        }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw RenderError(.png, "every frame of an animation must be \(first.width)×\(first.height) px")
        }
        guard delays.allSatisfy({ (0...65_535).contains($0) }) else {
            throw RenderError(.png, "a frame's delay must be 0…65535 ms")
        }
        let word = PNGCodec.bigEndian
        var output = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let png = PNGCodec.encode(frame, as: .rgba)
            guard let layout = PNGChunks(png) else { throw RenderError(.png, "the encoder wrote an unreadable PNG") }
            if index == 0 {
                for chunk in layout.chunks where chunk.type == "IHDR" { output.append(PNGChunks.bytes(chunk.range, of: png)) }
                output.append(PNGCodec.chunk("acTL", word(UInt32(frames.count)) + word(0)))
            }
            let control =
                word(sequence) + word(UInt32(frame.width)) + word(UInt32(frame.height)) + word(0) + word(0) + [
                    UInt8(delays[index] >> 8), UInt8(delays[index] & 0xFF), 0x03, 0xE8, 0, 0,
                ]
            output.append(PNGCodec.chunk("fcTL", control))
            sequence += 1
            for data in layout.chunks where data.type == "IDAT" {
                let body = PNGChunks.bytes(data.body, of: png)
                if index == 0 {
                    output.append(PNGChunks.bytes(data.range, of: png))
                } else {
                    output.append(PNGCodec.chunk("fdAT", word(sequence) + [UInt8](body)))
                    sequence += 1
                }
            }
        }
        output.append(PNGCodec.chunk("IEND", []))
        return output
    }

    /// The frames' delays of the animated PNG `data`, in milliseconds, after checking it is one:
    /// a PNG as every reader checks one before decoding (``PNGCodec/checkWithoutDecoding(_:source:)``:
    /// its default image, the first frame, included) that says how many frames it has (`acTL`)
    /// before its image data and has a frame control (`fcTL`) per frame. Decodes no pixels: what
    /// a reader of a stored animation holds it to before trusting it.
    ///
    /// - Throws: ``RenderError`` naming `source` and what is wrong.
    package static func frameDelays(of data: Data, source: String) throws(RenderError) -> [Int] {
        try PNGCodec.checkWithoutDecoding(data, source: source)
        guard let layout = PNGChunks(data), layout.chunks.first?.type == "IHDR",
            let control = layout.chunks.firstIndex(where: { $0.type == "acTL" }),
            layout.chunks.prefix(control).allSatisfy({ $0.type != "IDAT" }),
            layout.chunks[control].body.count == 8
        else { throw RenderError(.png, "not an animated PNG: no acTL chunk before its image data", file: source) }
        let bytes = [UInt8](data)
        func word(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let count = word(layout.chunks[control].body.lowerBound)
        let controls = layout.chunks.filter { $0.type == "fcTL" }
        guard count > 0, controls.count == count, controls.allSatisfy({ $0.body.count == 26 }) else {
            throw RenderError(
                .png, "its acTL chunk says \(count) frame(s), but it has \(controls.count) frame control(s) (fcTL)", file: source)
        }
        return controls.map { chunk in
            let start = chunk.body.lowerBound + 20
            let numerator = Int(bytes[start]) << 8 | Int(bytes[start + 1])
            let denominator = Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
            // A denominator of 0 means hundredths of a second.
            return denominator == 0 ? numerator * 10 : numerator * 1000 / denominator
        }
    }
}
