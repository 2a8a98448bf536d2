import Testing

@testable import DesignTokens

/// The CSS Color 4 gamut mapping of colours outside sRGB.
///
/// Expected colours were computed independently with ColorAide 8.13 (`oklch-chroma`, the CSS
/// Color 4 binary search with deltaEOK and JND 0.02).
@Suite struct GamutMappingTests {
    @Test(
        arguments: [
            (ColorSpace.displayP3, [0.0, 1, 0], "#00FB29", [-0.5116, 1.0183, -0.3107], 0.3685),
            (.rec2020, [0, 1, 0], "#00F272", [-0.7904, 1.0563, -0.3502], 0.4683),
            (.displayP3, [1, 0, 0], "#FF0B0C", [1.0931, -0.2267, -0.1501], 0.2995),
            (.a98RGB, [1, 0, 1], "#FF69ED", [1.1582, 0, 1.0186], 0.3398),
            (.oklch, [0.7, 0.9, 150], "#00C248", [-0.9729, 0.9853, -0.5749], 0.9),
            (.oklch, [0.6, 5, 30], "#F70000", [6.7792, -3.6341, -5.1904], 5),
        ] as [(ColorSpace, [Double], String, [Double], Double)])
    func wideGamutColoursAreMappedByReducingChroma(
        space: ColorSpace, components: [Double], hex: String, originalSRGB: [Double], chroma: Double
    ) throws {
        let result = ColorSpecification(space: space, components: components).toSRGB()
        #expect(result.color.hexString == hex)
        let mapping = try #require(result.gamutMapping)
        #expect(mapping.method == .chromaReduced)
        #expect(mapping.originalSRGB.count == 3)
        for (mine, reference) in zip(mapping.originalSRGB, originalSRGB) {
            #expect(abs(mine - reference) < 0.0001, "\(mapping.originalSRGB)")
        }
        // Lightness and hue stay; chroma goes down but not to grey.
        #expect(abs(mapping.originalOKLCH[1] - chroma) < 0.0001)
        #expect(mapping.mappedOKLCH[0] == mapping.originalOKLCH[0])
        #expect(mapping.mappedOKLCH[2] == mapping.originalOKLCH[2])
        #expect(mapping.mappedOKLCH[1] < mapping.originalOKLCH[1])
        #expect(mapping.mappedOKLCH[1] > 0.1)
    }

    @Test func theMappedColourIsWithinTheJNDOfTheReducedChroma() throws {
        // Sweep hues and lightnesses at a chroma no sRGB colour reaches.
        var reduced = 0
        for hueStep in 0..<24 {
            for lightness in [0.2, 0.45, 0.7, 0.9] {
                let origin = SIMD3(lightness, 0.4, Double(hueStep) * 15)
                let mapped = SRGBGamutMapper.map(origin: origin)
                #expect(SRGBGamutMapper.inGamut(mapped.rgb))
                let distance = SRGBGamutMapper.deltaEOK(
                    ColorMath.srgbToOKLab(mapped.rgb), ColorMath.polarToRectangular(mapped.oklch))
                #expect(distance < SRGBGamutMapper.jnd, "\(origin)")
                if mapped.method == .chromaReduced {
                    reduced += 1
                    #expect(mapped.oklch.y < origin.y)
                }
            }
        }
        #expect(reduced > 80)
    }

    @Test func describesTheChromaReduction() throws {
        let result = ColorSpecification(space: .displayP3, components: [1, 0, 0]).toSRGB()
        let description = try #require(result.gamutMapping).description
        #expect(description.hasPrefix("outside sRGB (r 1.093, g -0.227, b -0.15); mapped by reducing OKLCH chroma 0.299 → 0."))
        #expect(description.hasSuffix(" (CSS Color 4)"))
        #expect("\(try #require(result.gamutMapping))" == description)
    }

    @Test func lightnessAtOrAboveOneIsWhite() throws {
        for components in [[1.2, 0.1, 30], [1, 0.2, 140]] {
            let result = ColorSpecification(space: .oklch, components: components).toSRGB()
            #expect(result.color == .white)
            let mapping = try #require(result.gamutMapping)
            #expect(mapping.method == .clipped)
            #expect(mapping.description.contains("mapped to white"))
        }
        let lab = ColorSpecification(space: .lab, components: [110, 20, 20]).toSRGB()
        #expect(lab.color == .white)
        #expect(lab.gamutMapping?.method == .clipped)
    }

    @Test func lightnessAtOrBelowZeroIsBlack() throws {
        for components in [[-0.1, 0.1, 30], [0, 0.2, 300]] {
            let result = ColorSpecification(space: .oklch, components: components, alpha: 0.4).toSRGB()
            #expect(result.color == Color(red: 0, green: 0, blue: 0, alpha: 102))
            let mapping = try #require(result.gamutMapping)
            #expect(mapping.method == .clipped)
            #expect(mapping.description.contains("mapped to black"))
        }
        let oklab = ColorSpecification(space: .oklab, components: [-0.5, 0.2, 0]).toSRGB()
        #expect(oklab.color == .black)
        #expect(oklab.gamutMapping?.method == .clipped)
    }

    @Test func coloursJustOutsideSRGBAreClippedWithoutChromaSearch() throws {
        // oklch(0.628 0.2577 29.23) is sRGB red, a hair outside (r 1.00009).
        let result = ColorSpecification(space: .oklch, components: [0.628, 0.2577, 29.23]).toSRGB()
        #expect(result.color == Color(red: 255, green: 0, blue: 0))
        let mapping = try #require(result.gamutMapping)
        #expect(mapping.method == .clipped)
        #expect(mapping.originalSRGB[0] > 1)
        #expect(mapping.originalSRGB[0] < 1.001)
        #expect(mapping.description.hasSuffix("clipped to 0…1 at OKLCH chroma 0.258 (CSS Color 4)"))
    }

    @Test func sRGBComponentsOutOfRangeAreMappedToo() throws {
        let result = ColorSpecification(space: .srgb, components: [1.5, 0.5, 0.5]).toSRGB()
        #expect(result.color.hexString == "#FFD8D3")
        #expect(try #require(result.gamutMapping).originalSRGB == [1.5, 0.5, 0.5])
    }

    @Test func tinyOvershootWithinToleranceCountsAsInGamut() {
        let inside = ColorSpecification(space: .srgb, components: [1 + 5e-7, -5e-7, 0.5]).toSRGB()
        #expect(inside.gamutMapping == nil)
        #expect(inside.color.hexString == "#FF0080")
        let outside = ColorSpecification(space: .srgb, components: [1 + 2e-6, 0, 0.5]).toSRGB()
        #expect(outside.gamutMapping != nil)
    }

    @Test func mappingIsDeterministic() {
        let color = ColorSpecification(space: .rec2020, components: [0.1, 0.9, 0.2])
        let first = color.toSRGB()
        for _ in 0..<5 { #expect(color.toSRGB() == first) }
    }
}
