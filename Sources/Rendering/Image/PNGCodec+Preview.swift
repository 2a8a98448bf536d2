import Foundation

extension PNGCodec {
    /// Encodes an image a person looks at and no run compares (a failure's diff or strip) as a
    /// PNG, fast: the same layout as ``encode(_:)`` (8-bit RGBA, unfiltered rows, one `IDAT`),
    /// compressed by libdeflate's fastest level (``Deflater``) rather than the package's own
    /// deflate, about ten times faster and a little larger.
    ///
    /// Its bytes may differ between machines (libdeflate's versions), so it never writes a
    /// reference, nor an image `approve` copies into one; the pixels are the same.
    package static func encodePreview(_ image: RGBAImage) throws(RenderError) -> Data {
        guard image.width > 0, image.height > 0 else {
            throw RenderError(.png, "cannot encode an empty \(image.width)×\(image.height) image")
        }
        let stride = image.width * 4
        var raw = [UInt8](repeating: 0, count: image.height * (stride + 1))
        raw.withUnsafeMutableBufferPointer { rows in
            image.pixels.withUnsafeBufferPointer { pixels in
                guard let source = pixels.baseAddress, let target = rows.baseAddress else { return }
                for y in 0..<image.height {
                    (target + y * (stride + 1) + 1).update(from: source + y * stride, count: stride)
                }
            }
        }
        guard let stream = Deflater()?.zlib(raw) else { throw RenderError(.png, "libdeflate could not compress a preview image") }
        var png = Data(capacity: stream.count + 64)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, 6, 0, 0, 0]))
        png.append(chunk("IDAT", stream))
        png.append(chunk("IEND", []))
        return png
    }
}
