import Testing

@testable import DesignTokens

/// Conversion of DTCG colour objects to 8-bit sRGB.
///
/// Expected hex values are well-known colours or were computed independently with another CSS
/// Color 4 implementation (ColorAide 8.13, `fit(method: "oklch-chroma")`), never with this code.
@Suite struct ColorConversionTests {
    /// `nil` method: the colour is inside sRGB, so no gamut mapping is reported.
    @Test(
        arguments: [
            // sRGB and sRGB linear
            (ColorSpace.srgb, [1, 0, 1], "#FF00FF", nil),
            (.srgb, [0.2, 0.4, 0.6], "#336699", nil),
            (.srgbLinear, [1, 0, 1], "#FF00FF", nil),
            (.srgbLinear, [0.5, 0.5, 0.5], "#BCBCBC", nil),
            (.srgbLinear, [0.2, 0.05, 0.01], "#7C3F19", nil),
            // HSL and HWB (percentages 0…100 as the DTCG table writes them)
            (.hsl, [120, 100, 50], "#00FF00", nil),
            (.hsl, [210, 50, 40], "#336699", nil),
            (.hsl, [330, 100, 50], "#FF0080", nil),
            (.hwb, [0, 0, 0], "#FF0000", nil),
            (.hwb, [200, 20, 30], "#3388B3", nil),
            (.hwb, [90, 60, 60], "#808080", nil),
            // CIE Lab / LCH (D50, Bradford-adapted): the spec's own hot-pink examples, and red
            (.lab, [54.29, 80.8, 69.89], "#FF0000", GamutMapping.Method.clipped),
            (.lab, [60.17, 93.54, -60.5], "#FF00FF", .clipped),
            (.lab, [50, 0, 0], "#777777", nil),
            (.lab, [40, -20, 30], "#48672A", nil),
            (.lch, [60.17, 111.4, 327.11], "#FF00FF", .clipped),
            (.lch, [70, 40, 200], "#26BEC3", nil),
            // OKLab / OKLCH
            (.oklab, [0.701, 0.2746, -0.169], "#FF00FF", .clipped),
            (.oklab, [0.5, -0.05, 0.05], "#526C43", nil),
            (.oklch, [0.628, 0.2577, 29.23], "#FF0000", .clipped),
            (.oklch, [0.7016, 0.3225, 328.363], "#FF00FF", .clipped),
            (.oklch, [0.6, 0.1, 250], "#4F84BA", nil),
            // Wide-gamut RGB spaces
            (.displayP3, [0.5, 0.3, 0.2], "#88492D", nil),
            (.displayP3, [1, 0, 0], "#FF0B0C", .chromaReduced),
            (.a98RGB, [0.5, 0.5, 0.5], "#818181", nil),
            (.a98RGB, [0.6, 0.4, 0.3], "#AA664A", nil),
            (.prophotoRGB, [0.5, 0.4, 0.3], "#AB735A", nil),
            (.prophotoRGB, [1, 1, 1], "#FFFFFF", nil),
            // Rec. 2020 with the BT.1886 gamma 2.4 of current CSS Color 4 (BT.2020's camera curve gives #9A7057).
            (.rec2020, [0.5, 0.4, 0.3], "#885A3E", nil),
            (.rec2020, [1, 1, 1], "#FFFFFF", nil),
            // XYZ
            (.xyzD65, [0.9505, 1, 1.089], "#FFFFFF", .clipped),
            (.xyzD65, [0.2, 0.2, 0.25], "#807985", nil),
            (.xyzD65, [0.5929, 0.2848, 0.9699], "#FF00FF", .clipped),
            (.xyzD50, [0.5791, 0.2831, 0.728], "#FF00FF", nil),
            (.xyzD50, [0.3, 0.3, 0.2], "#A19285", nil),
        ] as [(ColorSpace, [Double], String, GamutMapping.Method?)])
    func convertsKnownColours(space: ColorSpace, components: [Double], hex: String, method: GamutMapping.Method?) {
        let result = ColorSpecification(space: space, components: components).toSRGB()
        #expect(result.color.hexString == hex)
        #expect(result.gamutMapping?.method == method)
    }

    @Test func coversEverySpaceWithAKnownColour() {
        // The argument list above names every space at least once; this keeps it that way.
        let covered: Set<ColorSpace> = [
            .srgb, .srgbLinear, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .displayP3, .a98RGB, .prophotoRGB, .rec2020,
            .xyzD65, .xyzD50,
        ]
        #expect(covered == Set(ColorSpace.allCases))
    }

    /// Each space's white and black, written in that space.
    static let whiteAndBlack: [ColorSpace: (white: [Double], black: [Double])] = [
        .srgb: ([1, 1, 1], [0, 0, 0]),
        .srgbLinear: ([1, 1, 1], [0, 0, 0]),
        .hsl: ([0, 0, 100], [0, 0, 0]),
        .hwb: ([0, 100, 0], [0, 0, 100]),
        .lab: ([100, 0, 0], [0, 0, 0]),
        .lch: ([100, 0, 0], [0, 0, 0]),
        .oklab: ([1, 0, 0], [0, 0, 0]),
        .oklch: ([1, 0, 0], [0, 0, 0]),
        .displayP3: ([1, 1, 1], [0, 0, 0]),
        .a98RGB: ([1, 1, 1], [0, 0, 0]),
        .prophotoRGB: ([1, 1, 1], [0, 0, 0]),
        .rec2020: ([1, 1, 1], [0, 0, 0]),
        // The white points from their CIE xy chromaticities, D65 (0.3127, 0.3290) and D50 (0.3457, 0.3585).
        .xyzD65: ([0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290], [0, 0, 0]),
        .xyzD50: ([0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585], [0, 0, 0]),
    ]

    @Test(arguments: ColorSpace.allCases)
    func everySpaceMapsItsWhiteAndBlackExactlyWithinGamut(space: ColorSpace) throws {
        let pair = try #require(Self.whiteAndBlack[space])
        let white = ColorSpecification(space: space, components: pair.white).toSRGB()
        #expect(white.color == .white)
        #expect(white.gamutMapping == nil)
        let black = ColorSpecification(space: space, components: pair.black, alpha: 0.5).toSRGB()
        #expect(black.color == Color(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(black.gamutMapping == nil)
        // `none` everywhere is the all-zero colour.
        let none = ColorSpecification(space: space, components: [nil, nil, nil]).toSRGB()
        #expect(none == ColorSpecification(space: space, components: [0, 0, 0]).toSRGB())
        // Conversion is a pure function of its input.
        let mid = ColorSpecification(space: space, components: pair.white.map { $0 * 0.37 })
        #expect(mid.toSRGB() == mid.toSRGB())
    }

    @Test func noneComponentsConvertAsZero() {
        // A missing hue is 0°: red at full saturation, white at lightness 100.
        #expect(ColorSpecification(space: .hsl, components: [nil, 100, 50]).toSRGB().color.hexString == "#FF0000")
        #expect(ColorSpecification(space: .hsl, components: [nil, 0, 100]).toSRGB().color == .white)
        #expect(ColorSpecification(space: .hwb, components: [nil, 0, 0]).toSRGB().color.hexString == "#FF0000")
        #expect(ColorSpecification(space: .srgb, components: [1, nil, nil]).toSRGB().color.hexString == "#FF0000")
        // A missing chroma is grey whatever the hue; a missing hue with chroma is hue 0.
        let gray = ColorSpecification(space: .lch, components: [50, 0, 0]).toSRGB()
        #expect(ColorSpecification(space: .lch, components: [50, nil, 200]).toSRGB() == gray)
        #expect(gray.color.hexString == "#777777")
        #expect(
            ColorSpecification(space: .oklch, components: [0.6, 0.1, nil]).toSRGB()
                == ColorSpecification(space: .oklch, components: [0.6, 0.1, 0]).toSRGB())
        #expect(ColorSpecification(space: .lab, components: [nil, 0, 0]).toSRGB().color == .black)
    }

    @Test func missingOrExtraComponentsDoNotTrap() {
        #expect(ColorSpecification(space: .srgb, components: [1]).toSRGB().color.hexString == "#FF0000")
        #expect(ColorSpecification(space: .srgb, components: []).toSRGB().color == .black)
        #expect(ColorSpecification(space: .srgb, components: [0, 0, 1, 1]).toSRGB().color.hexString == "#0000FF")
    }

    @Test(arguments: [
        (1.0, UInt8(255)), (0, 0), (0.5, 128), (0.25, 64), (0.75, 191), (0.002, 1), (0.001, 0), (0.998, 254),
        (1.5, 255), (-0.2, 0),
    ])
    func roundsAlphaToTheNearestByte(alpha: Double, byte: UInt8) {
        let color = ColorSpecification(space: .srgb, components: [1, 0, 0], alpha: alpha).toSRGB().color
        #expect(color.alpha == byte)
        #expect(color.red == 255)
    }

    @Test func alphaDefaultsToOpaqueAndShowsInHex() {
        #expect(ColorSpecification(space: .srgb, components: [0, 0, 0]).alpha == 1)
        #expect(ColorSpecification(space: .srgb, components: [0, 0, 0], alpha: 0.5).toSRGB().color.hexString == "#00000080")
    }

    @Test func hueOutsideItsRangeStillConvertsModulo360() {
        let green = ColorSpecification(space: .hsl, components: [120, 100, 50]).toSRGB()
        #expect(ColorSpecification(space: .hsl, components: [480, 100, 50]).toSRGB() == green)
        #expect(ColorSpecification(space: .hsl, components: [-120, 100, 50]).toSRGB().color.hexString == "#0000FF")
        let lch = ColorSpecification(space: .lch, components: [70, 40, 200]).toSRGB()
        #expect(ColorSpecification(space: .lch, components: [70, 40, 560]).toSRGB().color == lch.color)
    }

    @Test func hwbWithWhitenessPlusBlacknessOver100IsGrey() {
        #expect(ColorSpecification(space: .hwb, components: [0, 60, 60]).toSRGB().color.hexString == "#808080")
        #expect(ColorSpecification(space: .hwb, components: [240, 75, 25]).toSRGB().color.hexString == "#BFBFBF")
    }

    @Test func negativeChromaIsClampedToZeroAsCSSParsingDoes() {
        let gray = ColorSpecification(space: .lch, components: [50, 0, 40]).toSRGB()
        #expect(ColorSpecification(space: .lch, components: [50, -30, 40]).toSRGB() == gray)
        #expect(
            ColorSpecification(space: .oklch, components: [0.5, -0.1, 40]).toSRGB()
                == ColorSpecification(space: .oklch, components: [0.5, 0, 40]).toSRGB())
    }

    @Test func nonFiniteAndHugeComponentsNeitherTrapNorLeakNaN() {
        #expect(ColorSpecification(space: .srgb, components: [.nan, .infinity, 0]).toSRGB().color == .black)
        for space in ColorSpace.allCases {
            let result = ColorSpecification(space: space, components: [0.5, 1e300, -1e300]).toSRGB()
            let original = result.gamutMapping?.originalSRGB ?? []
            let allFinite = original.allSatisfy { $0.isFinite }
            #expect(allFinite, "\(space): \(original)")
            #expect(result.gamutMapping?.description.contains("nan") != true, "\(space)")
        }
    }

    @Test func colorFromSRGBComponentsClampsAndRounds() {
        #expect(Color(sRGB: [0.5, 1.2, -0.1], alpha: 1) == Color(red: 128, green: 255, blue: 0, alpha: 255))
        #expect(Color(sRGB: [0.2, 0.4, 0.6], alpha: 0.5) == Color(red: 51, green: 102, blue: 153, alpha: 128))
        #expect(Color(sRGB: [.nan, 1], alpha: .nan) == Color(red: 0, green: 255, blue: 0, alpha: 0))
    }
}
