/// A bitmap of straight (non-premultiplied) 8-bit RGBA pixels, row-major, no padding.
///
/// This is the one pixel format the harness compares, encodes and decodes; Cairo's
/// premultiplied ARGB32 is converted into it exactly when a ``Canvas`` is read back.
public struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    package var pixels: [UInt8]

    /// Wraps `pixels`; returns nil when the byte count does not match the size.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    package init(width: Int, height: Int, fill: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        self.width = max(0, width)
        self.height = max(0, height)
        var pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        // Pixel by pixel over a range: unoptimised, a stride's iterator looks up its metadata at every step.
        for pixel in 0..<self.width * self.height {
            let i = pixel * 4
            pixels[i] = fill.red
            pixels[i + 1] = fill.green
            pixels[i + 2] = fill.blue
            pixels[i + 3] = fill.alpha
        }
        self.pixels = pixels
    }

    package var pixelCount: Int { width * height }

    /// The pixel at (`x`, `y`) as R, G, B, A.
    package subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.red
            pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue
            pixels[i + 3] = newValue.alpha
        }
    }
}
