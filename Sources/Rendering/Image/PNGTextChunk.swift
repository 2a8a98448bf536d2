import Foundation

/// Reads and writes one `tEXt` chunk of a PNG file, and digests its image data.
///
/// The harness notes what a derived reference (a contact-sheet page) was made from in a text
/// chunk, so a later run can tell from the file alone whether it is current. Decoders ignore the
/// chunk; the pixels are untouched.
public enum PNGTextChunk {
    /// `png` with a `tEXt` chunk `keyword`␀`text` inserted before `IEND` (replacing any chunk with
    /// that keyword). Returns `png` unchanged when its chunk structure does not parse.
    public static func inserting(_ text: String, keyword: String, into png: Data) -> Data {
        let png = png.startIndex == 0 ? png : Data(png)
        guard let chunks = chunks(of: png) else { return png }
        var result = Data(png.prefix(8))
        for chunk in chunks {
            if chunk.type == "tEXt", self.text(of: png[chunk.body], keyword: keyword) != nil { continue }
            if chunk.type == "IEND" {
                result.append(PNGCodec.chunk("tEXt", Array(keyword.utf8) + [0] + Array(text.utf8)))
            }
            result.append(png[chunk.range])
        }
        return result
    }

    /// The text of the `tEXt` chunk named `keyword`, if the file has one.
    public static func text(keyword: String, in png: Data) -> String? {
        let png = png.startIndex == 0 ? png : Data(png)
        return chunks(of: png)?.lazy.filter { $0.type == "tEXt" }.compactMap { text(of: png[$0.body], keyword: keyword) }.first
    }

    /// A digest of the file's `IHDR` and `IDAT` chunks (its image, as encoded), unaffected by text chunks.
    public static func imageDigest(of png: Data) -> String? {
        let png = png.startIndex == 0 ? png : Data(png)
        guard let chunks = chunks(of: png) else { return nil }
        var digest = ContentDigest()
        for chunk in chunks where chunk.type == "IHDR" || chunk.type == "IDAT" {
            png.withUnsafeBytes { bytes in digest.add(UnsafeRawBufferPointer(rebasing: bytes[chunk.body])) }
        }
        return digest.hex
    }

    private struct Chunk {
        var type: String
        /// The whole chunk (length, type, body, CRC) and its body, as offsets into the file.
        var range: Range<Int>
        var body: Range<Int>
    }

    /// The text after `keyword`␀ in a `tEXt` body, or nil when the body names another keyword.
    private static func text(of body: Data, keyword: String) -> String? {
        let prefix = Array(keyword.utf8) + [0]
        guard body.count >= prefix.count, body.prefix(prefix.count).elementsEqual(prefix) else { return nil }
        return String(decoding: body.dropFirst(prefix.count), as: UTF8.self)
    }

    private static func chunks(of png: Data) -> [Chunk]? {
        png.withUnsafeBytes { bytes -> [Chunk]? in
            guard bytes.count >= 8 else { return nil }
            var chunks: [Chunk] = []
            var offset = 8
            while offset + 12 <= bytes.count {
                let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                let end = offset + 12 + length
                guard length >= 0, end <= bytes.count else { return nil }
                let type = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)]), as: UTF8.self)
                chunks.append(Chunk(type: type, range: offset..<end, body: (offset + 8)..<(offset + 8 + length)))
                offset = end
                if type == "IEND" { return chunks }
            }
            return nil
        }
    }
}
