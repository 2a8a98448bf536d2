import Testing

@testable import DesignTokens

/// The component names and ranges of the DTCG 2025.10 colour table.
@Suite struct ColorSpaceTests {
    /// The spec's table, written out again here so a change to the source has to agree with it:
    /// (lower, upper, upper included); `nil` is an unbounded end.
    static let specTable: [ColorSpace: [(Double?, Double?, Bool)]] = [
        .srgb: [(0, 1, true), (0, 1, true), (0, 1, true)],
        .srgbLinear: [(0, 1, true), (0, 1, true), (0, 1, true)],
        .hsl: [(0, 360, false), (0, 100, true), (0, 100, true)],
        .hwb: [(0, 360, false), (0, 100, true), (0, 100, true)],
        .lab: [(0, 100, true), (nil, nil, true), (nil, nil, true)],
        .lch: [(0, 100, true), (0, nil, true), (0, 360, false)],
        .oklab: [(0, 1, true), (nil, nil, true), (nil, nil, true)],
        .oklch: [(0, 1, true), (0, nil, true), (0, 360, false)],
        .displayP3: [(0, 1, true), (0, 1, true), (0, 1, true)],
        .a98RGB: [(0, 1, true), (0, 1, true), (0, 1, true)],
        .prophotoRGB: [(0, 1, true), (0, 1, true), (0, 1, true)],
        .rec2020: [(0, 1, true), (0, 1, true), (0, 1, true)],
        .xyzD65: [(0, 1, true), (0, 1, true), (0, 1, true)],
        .xyzD50: [(0, 1, true), (0, 1, true), (0, 1, true)],
    ]

    @Test func listsTheFourteenSpacesByTheirDTCGKeys() {
        #expect(
            ColorSpace.allCases.map(\.rawValue) == [
                "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
                "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
            ])
        #expect(ColorSpace(rawValue: "display-p3") == .displayP3)
        #expect(ColorSpace(rawValue: "displayP3") == nil)
        #expect(ColorSpace(rawValue: "rec-2020") == nil)
    }

    @Test func namesComponentsInTheSpecsOrder() {
        #expect(ColorSpace.hsl.componentNames == ["hue", "saturation", "lightness"])
        #expect(ColorSpace.hwb.componentNames == ["hue", "whiteness", "blackness"])
        #expect(ColorSpace.lch.componentNames == ["lightness", "chroma", "hue"])
        #expect(ColorSpace.oklab.componentNames == ["lightness", "a", "b"])
        #expect(ColorSpace.rec2020.componentNames == ["red", "green", "blue"])
        #expect(ColorSpace.xyzD50.componentNames == ["x", "y", "z"])
    }

    @Test(arguments: ColorSpace.allCases)
    func rangesMatchTheSpecTableAtEveryBoundedEnd(space: ColorSpace) throws {
        let expected = try #require(Self.specTable[space])
        #expect(space.componentNames.count == 3)
        #expect(Set(space.componentNames).count == 3)
        #expect(space.componentRanges.count == 3)
        for (index, (lower, upper, includesUpper)) in expected.enumerated() {
            let range = space.componentRanges[index]
            #expect(range == ComponentRange(lower: lower, upper: upper, includesUpper: includesUpper), "\(space) \(index)")
            if let lower {
                #expect(space.problem(component: index, value: lower) == nil, "\(space) \(index) lower end")
                #expect(space.problem(component: index, value: lower.nextDown) != nil, "\(space) \(index) below")
                #expect(space.problem(component: index, value: lower - 0.01) != nil, "\(space) \(index) below")
            } else {
                #expect(space.problem(component: index, value: -1e9) == nil, "\(space) \(index) unbounded below")
            }
            if let upper {
                #expect(space.problem(component: index, value: upper.nextDown) == nil, "\(space) \(index) just inside")
                #expect((space.problem(component: index, value: upper) == nil) == includesUpper, "\(space) \(index) end")
                #expect(space.problem(component: index, value: upper.nextUp) != nil, "\(space) \(index) above")
                #expect(space.problem(component: index, value: upper + 0.01) != nil, "\(space) \(index) above")
            } else {
                #expect(space.problem(component: index, value: 1e9) == nil, "\(space) \(index) unbounded above")
            }
            for value in [Double.nan, .infinity, -.infinity] {
                #expect(space.problem(component: index, value: value) != nil, "\(space) \(index) \(value)")
            }
        }
        #expect(space.problem(component: 3, value: 0) != nil)
        #expect(space.problem(component: -1, value: 0) != nil)
    }

    @Test func hueIsHalfOpenAsTheSpecSays() {
        for space in [ColorSpace.hsl, .hwb] {
            #expect(space.problem(component: 0, value: 0) == nil)
            #expect(space.problem(component: 0, value: 359.999) == nil)
            #expect(space.problem(component: 0, value: 360) == "hue 360 is outside [0, 360)")
        }
        #expect(ColorSpace.lch.problem(component: 2, value: 360) == "hue 360 is outside [0, 360)")
        #expect(ColorSpace.oklch.problem(component: 2, value: -0.5) == "hue -0.5 is outside [0, 360)")
    }

    @Test func reasonsNameTheComponentTheValueAndTheRange() {
        #expect(ColorSpace.hsl.problem(component: 0, value: 400) == "hue 400 is outside [0, 360)")
        #expect(ColorSpace.hsl.problem(component: 1, value: 100.5) == "saturation 100.5 is outside [0, 100]")
        #expect(ColorSpace.hwb.problem(component: 2, value: -1) == "blackness -1 is outside [0, 100]")
        #expect(ColorSpace.lab.problem(component: 0, value: 101) == "lightness 101 is outside [0, 100]")
        #expect(ColorSpace.lch.problem(component: 1, value: -0.5) == "chroma -0.5 is outside [0, ∞)")
        #expect(ColorSpace.oklab.problem(component: 0, value: 1.2) == "lightness 1.2 is outside [0, 1]")
        #expect(ColorSpace.srgb.problem(component: 0, value: 1.01) == "red 1.01 is outside [0, 1]")
        #expect(ColorSpace.xyzD65.problem(component: 2, value: 1.089) == "z 1.089 is outside [0, 1]")
        #expect(ColorSpace.lab.problem(component: 1, value: .infinity) == "a inf is not a finite number")
        #expect(ColorSpace.hsl.problem(component: 3, value: 0) == "component 3 does not exist: hsl has 3 components")
    }

    @Test func unboundedComponentsAcceptAnyFiniteNumber() {
        #expect(ColorSpace.lab.problem(component: 1, value: -160) == nil)
        #expect(ColorSpace.lab.problem(component: 2, value: 1e12) == nil)
        #expect(ColorSpace.oklab.problem(component: 1, value: -0.7) == nil)
        #expect(ColorSpace.lch.problem(component: 1, value: 230) == nil)
        #expect(ColorSpace.oklch.problem(component: 1, value: 0.9) == nil)
    }

    @Test func rangesDescribeThemselvesInIntervalNotation() {
        #expect(ColorSpace.srgb.componentRanges[0].description == "[0, 1]")
        #expect(ColorSpace.hsl.componentRanges.map(\.description) == ["[0, 360)", "[0, 100]", "[0, 100]"])
        #expect(ColorSpace.oklch.componentRanges[1].description == "[0, ∞)")
        #expect(ColorSpace.lab.componentRanges[2].description == "(-∞, ∞)")
        #expect(ComponentRange(lower: -0.5, upper: 0.25).description == "[-0.5, 0.25]")
    }
}
