import DeflateKit
import Foundation

extension PNGCodec {
    /// Encodes an image a person looks at and no run compares (a failure's diff or strip) as a
    /// PNG, fast: the same layout as ``encode(_:)`` (8-bit RGB when every pixel is opaque, RGBA
    /// otherwise, unfiltered rows, one `IDAT`), compressed by ``RunEncoder`` (literals and runs
    /// copying the row above or the pixel before, fixed codes) rather than the package's own
    /// deflate: many times faster, and about half as large again as libdeflate's fastest level on
    /// a failing verify's artifacts.
    ///
    /// Its bytes are not the reference encoding, so it never writes a reference: a verify keeps
    /// failures' actual images in it, and `approve` encodes their pixels again with
    /// ``encode(_:)`` before it writes one. The pixels are the same.
    package static func encodePreview(_ image: RGBAImage) throws(RenderError) -> Data {
        guard image.width > 0, image.height > 0 else {
            throw RenderError(.png, "cannot encode an empty \(image.width)×\(image.height) image")
        }
        let opaque = isOpaque(image)
        let channels = opaque ? 3 : 4
        let stream = previewRows(of: image, opaque: opaque).withUnsafeBufferPointer { rows in
            RunEncoder.compress(rows, rowLength: 1 + image.width * channels, pixelSize: channels)
        }
        var png = Data(capacity: stream.count + 64)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let colourType: UInt8 = opaque ? 2 : 6
        png.append(chunk("IHDR", bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, colourType, 0, 0, 0]))
        png.append(chunk("IDAT", stream))
        png.append(chunk("IEND", []))
        return png
    }

    /// Whether every pixel of `image` has an alpha of 255.
    private static func isOpaque(_ image: RGBAImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// `image`'s rows as a preview's `IDAT` holds them before compression: each a filter byte
    /// (none) and its pixels, RGB when `opaque` (the alpha left out), RGBA otherwise.
    private static func previewRows(of image: RGBAImage, opaque: Bool) -> [UInt8] {
        let width = image.width, height = image.height, channels = opaque ? 3 : 4
        let rowLength = width * channels + 1
        return [UInt8](unsafeUninitializedCapacity: height * rowLength) { rows, count in
            image.pixels.withUnsafeBufferPointer { pixels in
                guard let source = pixels.baseAddress, let target = rows.baseAddress else { return }
                for y in 0..<height {
                    let row = target + y * rowLength, from = source + y * width * 4
                    row[0] = 0
                    if !opaque {
                        (row + 1).initialize(from: from, count: width * 4)
                        continue
                    }
                    // Each pixel but the last as a four-byte word: its fourth byte (the alpha) is
                    // overwritten by the next pixel's red.
                    let raw = UnsafeMutableRawPointer(row + 1), pixelWords = UnsafeRawPointer(from)
                    for x in 0..<(width - 1) {
                        raw.storeBytes(
                            of: pixelWords.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self), toByteOffset: 3 * x, as: UInt32.self)
                    }
                    (row + 1 + 3 * (width - 1)).initialize(from: from + 4 * (width - 1), count: 3)
                }
            }
            count = height * rowLength
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
