/// The CSS Color 4 gamut-mapping algorithm with sRGB as the destination.
///
/// Binary search on OKLCH chroma at constant lightness and hue: a candidate whose clipped sRGB
/// colour is within the just-noticeable difference (deltaEOK < 0.02) of it is accepted once the
/// difference is within `epsilon` of the JND; lightness ≥ 1 maps to white and ≤ 0 to black.
/// See CSS Color 4, "Binary Search Gamut Mapping with Local MINDE".
enum SRGBGamutMapper {
    /// The just-noticeable difference in deltaEOK.
    static let jnd = 0.02
    /// The chroma resolution of the search and the tolerance under the JND.
    static let epsilon = 0.0001
    /// How far beyond 0…1 a gamma-encoded sRGB channel may be and still count as in gamut.
    static let gamutTolerance = 1e-6

    /// Whether every channel of gamma-encoded `rgb` is within 0…1 (± ``gamutTolerance``).
    static func inGamut(_ rgb: SIMD3<Double>) -> Bool {
        let low = -gamutTolerance
        let high = 1 + gamutTolerance
        return rgb.x >= low && rgb.x <= high && rgb.y >= low && rgb.y <= high && rgb.z >= low && rgb.z <= high
    }

    /// Each channel limited to 0…1 (NaN becomes 0).
    static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(ColorMath.clamp(rgb.x, 0, 1), ColorMath.clamp(rgb.y, 0, 1), ColorMath.clamp(rgb.z, 0, 1))
    }

    /// Euclidean distance in OKLab (CSS Color 4 deltaEOK, lightness on 0…1).
    static func deltaEOK(_ one: SIMD3<Double>, _ two: SIMD3<Double>) -> Double {
        let d = one - two
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }

    /// Maps an out-of-gamut colour into sRGB.
    ///
    /// - Parameter origin: The colour in OKLCH (lightness, chroma, hue in degrees).
    /// - Returns: The mapped gamma-encoded sRGB (every channel in 0…1), whether the last step
    ///   was a plain clip or a chroma reduction, and the OKLCH colour that was finally clipped.
    static func map(origin: SIMD3<Double>) -> (rgb: SIMD3<Double>, method: GamutMapping.Method, oklch: SIMD3<Double>) {
        if origin.x >= 1 { return (SIMD3(repeating: 1), .clipped, origin) }
        if origin.x <= 0 { return (SIMD3(repeating: 0), .clipped, origin) }
        guard origin.x.isFinite, origin.y.isFinite, origin.z.isFinite else {
            return (SIMD3(repeating: 0), .clipped, origin)
        }
        func toSRGB(_ lch: SIMD3<Double>) -> SIMD3<Double> {
            ColorMath.oklabToSRGB(ColorMath.polarToRectangular(lch))
        }
        func delta(_ clipped: SIMD3<Double>, _ lch: SIMD3<Double>) -> Double {
            deltaEOK(ColorMath.srgbToOKLab(clipped), ColorMath.polarToRectangular(lch))
        }

        var current = origin
        var clipped = clip(toSRGB(current))
        if delta(clipped, current) < jnd { return (clipped, .clipped, current) }

        var low = 0.0
        var high = origin.y
        var lowInGamut = true
        // An achromatic origin (chroma ≈ 0) has nothing to reduce: the first clip stands.
        var method = GamutMapping.Method.clipped
        while high - low > epsilon {
            method = .chromaReduced
            let chroma = (low + high) / 2
            current.y = chroma
            let candidate = toSRGB(current)
            if lowInGamut && inGamut(candidate) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let e = delta(clipped, current)
            if e < jnd {
                if jnd - e < epsilon { return (clipped, .chromaReduced, current) }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return (clipped, method, current)
    }
}
