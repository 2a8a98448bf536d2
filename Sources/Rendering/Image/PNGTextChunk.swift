import Foundation

/// Reads and writes one `tEXt` chunk of a PNG file, and digests its image data.
///
/// The harness notes what a derived reference (a contact-sheet page) was made from in a text
/// chunk, so a later run can tell from the file alone whether it is current. Decoders ignore the
/// chunk; the pixels are untouched.
package enum PNGTextChunk {
    /// `png` with a `tEXt` chunk `keyword`␀`text` inserted before `IEND` (replacing any chunk with
    /// that keyword). Returns `png` unchanged when its chunk structure does not parse.
    package static func inserting(_ text: String, keyword: String, into png: Data) -> Data {
        guard let chunks = chunks(of: png) else { return png }
        var result = Data(png.prefix(8))
        for chunk in chunks {
            if chunk.type == "tEXt", self.text(of: PNGChunks.bytes(chunk.body, of: png), keyword: keyword) != nil { continue }
            if chunk.type == "IEND" {
                result.append(PNGCodec.chunk("tEXt", Array(keyword.utf8) + [0] + Array(text.utf8)))
            }
            result.append(PNGChunks.bytes(chunk.range, of: png))
        }
        return result
    }

    /// The text of the `tEXt` chunk named `keyword`, if the file has one.
    package static func text(keyword: String, in png: Data) -> String? {
        chunks(of: png)?.lazy.filter { $0.type == "tEXt" }.compactMap { text(of: PNGChunks.bytes($0.body, of: png), keyword: keyword) }
            .first
    }

    /// A digest of the file's `IHDR` and `IDAT` chunks (its image, as encoded), unaffected by text chunks.
    package static func imageDigest(of png: Data) -> String? {
        guard let chunks = chunks(of: png) else { return nil }
        var digest = ContentDigest()
        for chunk in chunks where chunk.type == "IHDR" || chunk.type == "IDAT" {
            digest.add(PNGChunks.bytes(chunk.body, of: png))
        }
        return digest.hex
    }

    /// The text after `keyword`␀ in a `tEXt` body, or nil when the body names another keyword.
    private static func text(of body: Data, keyword: String) -> String? {
        let prefix = Array(keyword.utf8) + [0]
        guard body.count >= prefix.count, body.prefix(prefix.count).elementsEqual(prefix) else { return nil }
        return String(decoding: body.dropFirst(prefix.count), as: UTF8.self)
    }

    /// The file's chunks, or nil unless they parse and end with `IEND` (where a stamp goes).
    private static func chunks(of png: Data) -> [PNGChunks.Chunk]? {
        guard png.count >= 8, let layout = PNGChunks(png), layout.endsWithIEND else { return nil }
        return layout.chunks
    }
}
