/// The YIQ colour metric of pixelmatch 7.2.0 (Kotsarenko & Ramos), in 64-bit floating point.
///
/// Every formula keeps pixelmatch's operand order, so each result is the same `Double`, bit for
/// bit: Swift neither reassociates nor fuses (FMA) floating-point operations.
enum YIQ {
    static let yRed = 0.29889531, yGreen = 0.58662247, yBlue = 0.11448223
    static let iRed = 0.59597799, iGreen = 0.27417610, iBlue = 0.32180189
    static let qRed = 0.21147017, qGreen = 0.52261711, qBlue = 0.31114694

    /// The signed delta between two pixel values: negative when `first` is brighter (`Y > 0`).
    ///
    /// Translucent pixels are blended over the background of byte offset `k` first.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32, offset k: Int, checkerboard: Bool) -> Double {
        if first == second { return 0 }
        let (dr, dg, db) = channelDeltas(first, second, offset: k, checkerboard: checkerboard)
        let y = dr * yRed + dg * yGreen + db * yBlue
        let i = dr * iRed - dg * iGreen - db * iBlue
        let q = dr * qRed - dg * qGreen + db * qBlue
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference of two pixel values, as the anti-aliasing detector reads it:
    /// blended over the background of the *centre's* byte offset `k`.
    @inline(__always)
    static func brightnessDelta(_ center: UInt32, _ neighbour: UInt32, offset k: Int, checkerboard: Bool) -> Double {
        if center == neighbour { return 0 }
        let (dr, dg, db) = channelDeltas(center, neighbour, offset: k, checkerboard: checkerboard)
        return dr * yRed + dg * yGreen + db * yBlue
    }

    /// Red, green and blue differences; blended when either pixel is translucent.
    @inline(__always)
    private static func channelDeltas(_ first: UInt32, _ second: UInt32, offset k: Int, checkerboard: Bool) -> (Double, Double, Double) {
        let r1 = Double(RGBA.red(first)), g1 = Double(RGBA.green(first)), b1 = Double(RGBA.blue(first))
        let r2 = Double(RGBA.red(second)), g2 = Double(RGBA.green(second)), b2 = Double(RGBA.blue(second))
        guard !(RGBA.isOpaque(first) && RGBA.isOpaque(second)) else { return (r1 - r2, g1 - g2, b1 - b2) }
        let a1 = Double(RGBA.alpha(first)), a2 = Double(RGBA.alpha(second))
        let background: (red: Double, green: Double, blue: Double) = checkerboard ? Checkerboard.background(offset: k) : (255, 255, 255)
        return (
            (r1 * a1 - r2 * a2 - background.red * (a1 - a2)) / 255,
            (g1 * a1 - g2 * a2 - background.green * (a1 - a2)) / 255,
            (b1 * a1 - b2 * a2 - background.blue * (a1 - a2)) / 255
        )
    }
}

/// pixelmatch 7's checkerboard behind translucent pixels.
enum Checkerboard {
    /// The background colour at byte offset `k` (always a multiple of 4, so red is always 48).
    static func background(offset k: Int) -> (red: Double, green: Double, blue: Double) {
        (
            48 + 159 * Double(k % 2),
            48 + 159 * Double(Int((Double(k) / 1.618033988749895).rounded(.towardZero)) % 2),
            48 + 159 * Double(Int((Double(k) / 2.618033988749895).rounded(.towardZero)) % 2)
        )
    }
}
