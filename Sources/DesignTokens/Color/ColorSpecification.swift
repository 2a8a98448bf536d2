/// A colour as the DTCG colour object writes it: a space, three components (`nil` = the `none` keyword), alpha.
///
/// This is the `$value` of a DTCG 2025.10 `color` token, minus the optional `hex` fallback.
/// Ranges are not enforced here; check them with ``ColorSpace/problem(component:value:)``.
///
/// ```swift
/// let pink = ColorSpecification(space: .oklch, components: [0.7016, 0.3225, 328.363])
/// pink.toSRGB().color.hexString        // "#FF00FF"
/// let white = ColorSpecification(space: .hsl, components: [nil, 0, 100])
/// white.toSRGB().color                  // #FFFFFF, gamutMapping nil
/// ```
package struct ColorSpecification: Hashable, Sendable {
    /// The `colorSpace` of the colour object.
    package var space: ColorSpace
    /// The `components` array: exactly three entries, `nil` for `none`.
    package var components: [Double?]
    /// Opacity from 0 (transparent) to 1 (opaque).
    package var alpha: Double

    /// The largest component magnitude conversion uses; cubing larger Lab values would overflow.
    static let magnitudeLimit = 1e6

    /// Creates a colour.
    ///
    /// - Parameters:
    ///   - space: The colour space.
    ///   - components: Three components in the space's order (see ``ColorSpace/componentNames``),
    ///     `nil` for the `none` keyword. Conversion treats missing entries as `none` and ignores extra ones.
    ///   - alpha: Opacity, 1 when the token omits it.
    package init(space: ColorSpace, components: [Double?], alpha: Double = 1) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// Converts to 8-bit sRGB for drawing, per CSS Color 4.
    ///
    /// `none` components are 0 for conversion (so a missing hue is red's 0°; non-finite numbers
    /// count as `none` too). The colour goes to sRGB through XYZ-D65 with the CSS Color 4
    /// matrices and transfer functions. If any channel is more than 1e-6 outside 0…1, the colour
    /// is gamut-mapped with the CSS Color 4 algorithm (OKLCH chroma reduction with deltaEOK and
    /// JND 0.02; lightness ≥ 1 is white, ≤ 0 black) and ``SRGBConversion/gamutMapping`` says so.
    /// Channels and alpha are clamped to 0…1 and rounded to the nearest of 0…255.
    ///
    /// Lab, LCH, OKLab and OKLCH lightness is clamped to its range and chroma to ≥ 0 before
    /// conversion, as CSS does when it parses those functions. Magnitudes beyond 10⁶ (far outside
    /// any space's practical range) are limited to it so the arithmetic stays finite.
    package func toSRGB() -> SRGBConversion {
        let values = (0..<3).map { index -> Double in
            guard components.indices.contains(index), let value = components[index], value.isFinite else { return 0 }
            return ColorMath.clamp(value, -Self.magnitudeLimit, Self.magnitudeLimit)
        }
        let input = SIMD3(values[0], values[1], values[2])
        let origin = ColorMath.srgb(from: space, input)
        if SRGBGamutMapper.inGamut(origin) {
            return SRGBConversion(color: Color(sRGB: [origin.x, origin.y, origin.z], alpha: alpha))
        }
        let originOKLCH = ColorMath.oklch(from: space, input)
        let mapped = SRGBGamutMapper.map(origin: originOKLCH)
        let mapping = GamutMapping(
            method: mapped.method,
            originalSRGB: [origin.x, origin.y, origin.z],
            originalOKLCH: [originOKLCH.x, originOKLCH.y, originOKLCH.z],
            mappedOKLCH: [mapped.oklch.x, mapped.oklch.y, mapped.oklch.z]
        )
        return SRGBConversion(
            color: Color(sRGB: [mapped.rgb.x, mapped.rgb.y, mapped.rgb.z], alpha: alpha),
            gamutMapping: mapping
        )
    }
}
