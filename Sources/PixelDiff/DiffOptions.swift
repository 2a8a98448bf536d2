/// An RGB colour for diff output.
package struct DiffColor: Hashable, Sendable {
    package var red, green, blue: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// pixelmatch's options, with its defaults.
package struct DiffOptions: Hashable, Sendable {
    /// 0…1; smaller is more sensitive. The YIQ delta limit is `35215 × threshold²`.
    package var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of detecting and excluding them.
    package var includeAA = false
    /// Opacity of the faded original in the diff output.
    package var alpha: Double = 0.1
    package var aaColor = DiffColor(255, 255, 0)
    package var diffColor = DiffColor(255, 0, 0)
    /// Colour for differences where the second image is darker; nil: `diffColor`.
    package var diffColorAlt: DiffColor?
    /// Draw only the counted differences over an untouched (transparent) output.
    package var diffMask = false
    /// Blend translucent pixels over a checkerboard (pixelmatch 7) instead of white.
    package var checkerboard = true

    package init() {}
}

/// Why two buffers cannot be compared.
package enum PixelDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The buffers (or the output) have different byte lengths.
    case sizeMismatch(first: Int, second: Int)
    /// The byte length is not width × height × 4.
    case dataSize(expected: Int, got: Int)

    package var description: String {
        switch self {
        case .sizeMismatch(let first, let second): "Image sizes do not match. Image 1 size: \(first), image 2 size: \(second)"
        case .dataSize(let expected, let got): "Image data size does not match width/height. Expecting \(expected). Got \(got)"
        }
    }
}
