/// How an out-of-gamut colour was brought into sRGB.
///
/// Produced by ``ColorSpecification/toSRGB()`` when the colour's sRGB components fall outside
/// 0…1. It keeps the unmapped components so a report can say how far out the colour was.
///
/// ```swift
/// let p3Red = ColorSpecification(space: .displayP3, components: [1, 0, 0])
/// p3Red.toSRGB().gamutMapping?.description
/// // "outside sRGB (r 1.093, g -0.227, b -0.15); mapped by reducing OKLCH chroma 0.299 → 0.263 (CSS Color 4)"
/// ```
package struct GamutMapping: Hashable, Sendable, CustomStringConvertible {
    /// The last step of the CSS Color 4 gamut-mapping algorithm that produced the colour.
    package enum Method: Hashable, Sendable {
        /// The components were clamped to 0…1: the clip was within the JND of the colour, the
        /// colour was achromatic, or its OKLCH lightness was ≥ 1 (white) or ≤ 0 (black).
        case clipped
        /// OKLCH chroma was reduced (binary search) until the clip was within the JND.
        case chromaReduced
    }

    /// The last step of the mapping.
    package var method: Method
    /// The unmapped sRGB components, gamma-encoded, possibly outside 0…1.
    package var originalSRGB: [Double]
    /// The colour before mapping in OKLCH: lightness, chroma, hue in degrees.
    package var originalOKLCH: [Double]
    /// The OKLCH colour that was finally clipped into sRGB (its chroma is the reduced chroma).
    package var mappedOKLCH: [Double]

    /// Creates a description of a mapping.
    ///
    /// - Parameters:
    ///   - method: The last step of the mapping.
    ///   - originalSRGB: The unmapped gamma-encoded sRGB components.
    ///   - originalOKLCH: The unmapped colour in OKLCH.
    ///   - mappedOKLCH: The OKLCH colour that was clipped.
    package init(method: Method, originalSRGB: [Double], originalOKLCH: [Double], mappedOKLCH: [Double]) {
        self.method = method
        self.originalSRGB = originalSRGB
        self.originalOKLCH = originalOKLCH
        self.mappedOKLCH = mappedOKLCH
    }

    /// What happened, e.g.
    /// `"outside sRGB (r 1.093, g -0.041, b 0.2); mapped by reducing OKLCH chroma 0.31 → 0.24 (CSS Color 4)"`.
    ///
    /// Numbers are rounded to three decimals.
    package var description: String {
        func number(_ value: Double) -> String { ColorNumber.format(value, places: 3) }
        let channels = zip(["r", "g", "b"], originalSRGB).map { "\($0) \(number($1))" }.joined(separator: ", ")
        let outside = "outside sRGB (\(channels)); "
        let lightness = originalOKLCH.first ?? 0.5
        let chroma = originalOKLCH.count > 1 ? originalOKLCH[1] : 0
        let mappedChroma = mappedOKLCH.count > 1 ? mappedOKLCH[1] : 0
        switch method {
        case .chromaReduced:
            return outside + "mapped by reducing OKLCH chroma \(number(chroma)) → \(number(mappedChroma)) (CSS Color 4)"
        case .clipped where lightness >= 1:
            return outside + "OKLCH lightness \(number(lightness)) ≥ 1, mapped to white (CSS Color 4)"
        case .clipped where lightness <= 0:
            return outside + "OKLCH lightness \(number(lightness)) ≤ 0, mapped to black (CSS Color 4)"
        case .clipped:
            return outside + "clipped to 0…1 at OKLCH chroma \(number(chroma)) (CSS Color 4)"
        }
    }
}
