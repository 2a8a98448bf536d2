import DeflateKit
import Foundation

extension PNGCodec {
    /// Encodes an image a person looks at and no run compares (a failure's diff or strip) as a
    /// PNG, fast: the same layout as ``encode(_:)`` (the same colour type and palette, unfiltered
    /// rows, one `IDAT`), compressed by ``RunEncoder`` (literals and runs copying the row above or
    /// the pixel before, fixed codes) rather than the package's own deflate: many times faster.
    /// A contact sheet's page, 256 colours or fewer, goes as a palette: a byte a pixel to
    /// compress and write, not three or four.
    ///
    /// Its bytes are not the reference encoding, so it never writes a reference: a verify keeps
    /// failures' actual images in it, and `approve` encodes their pixels again with
    /// ``encode(_:)`` before it writes one. The pixels are the same.
    package static func encodePreview(_ image: RGBAImage) throws(RenderError) -> Data {
        guard image.width > 0, image.height > 0 else {
            throw RenderError(.png, "cannot encode an empty \(image.width)×\(image.height) image")
        }
        return encode(image, as: PNGPixelFormat(of: image)) { rows, rowLength, pixelSize in
            rows.withUnsafeBufferPointer { RunEncoder.compress($0, rowLength: rowLength, pixelSize: pixelSize) }
        }
    }
}

extension PNGCodec {
    /// The chunks a still image of this harness may hold: those ``encode(_:)`` and
    /// ``encodePreview(_:)`` write, and text (a contact sheet's stamp).
    static let stillChunks: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "tEXt", "IEND"]

    /// Whether `png` holds a still image and its text alone (no animation, no colour profile, no
    /// other chunk): a file whose pixels ``encode(_:)`` writes whole when it encodes them again.
    package static func isStill(_ png: Data) -> Bool {
        guard let layout = PNGChunks(png), layout.endsWithIEND else { return false }
        return layout.chunks.allSatisfy { stillChunks.contains($0.type) }
    }
}
