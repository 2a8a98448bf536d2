/// The result of converting a ``ColorSpecification`` to sRGB.
///
/// ``color`` is what a renderer draws; ``gamutMapping`` says whether (and how) the colour had
/// to be changed to fit sRGB, so a token report can flag wide-gamut colours.
package struct SRGBConversion: Hashable, Sendable {
    /// The 8-bit straight sRGB colour; its alpha is `round(alpha × 255)`.
    package var color: Color
    /// `nil` when the colour was inside sRGB (within 1e-6 of 0…1 per channel), else how it was mapped.
    package var gamutMapping: GamutMapping?

    /// Creates a conversion result.
    ///
    /// - Parameters:
    ///   - color: The 8-bit colour.
    ///   - gamutMapping: How the colour was brought into sRGB, or `nil` if it was inside.
    package init(color: Color, gamutMapping: GamutMapping? = nil) {
        self.color = color
        self.gamutMapping = gamutMapping
    }
}
