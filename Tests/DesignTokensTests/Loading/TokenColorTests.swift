import Testing

@testable import DesignTokens

/// Colour objects as the loader reads them: every space, `none`, alpha, the hex fallback, gamut mapping.
@Suite struct TokenColorTests {
    @Test(arguments: ColorSpace.allCases)
    func everyColourSpaceLoads(space: ColorSpace) throws {
        // A mid-range, in-gamut-ish colour for each space's component ranges.
        let components: String =
            switch space {
            case .hsl: "[210, 50, 40]"
            case .hwb: "[210, 20, 40]"
            case .lab: "[50, 10, -30]"
            case .lch: "[50, 30, 250]"
            case .oklab: "[0.6, -0.02, -0.08]"
            case .oklch: "[0.6, 0.08, 250]"
            case .xyzD65, .xyzD50: "[0.2, 0.2, 0.3]"
            default: "[0.3, 0.4, 0.6]"
            }
        let tokens = try table(
            ##"{"c": {"$type": "color", "$value": {"colorSpace": "\##(space.rawValue)", "components": \##(components), "alpha": 0.5}}}"##)
        let color = try tokens.color("c")
        #expect(color.alpha == 128)
        // Every one of these is a muted blue: blue the largest channel.
        #expect(color.blue > color.red, "\(space): \(color)")
    }

    @Test func noneComponentsAndAlphaDefaults() throws {
        let tokens = try table(
            ##"{"w": {"$type": "color", "$value": {"colorSpace": "hsl", "components": ["none", 0, 100], "hex": "#ffffff"}}}"##)
        #expect(try tokens.color("w") == .white)
    }

    @Test(arguments: [
        (##"{"colorSpace": "hsl", "components": [360, 50, 50]}"##, TokenRule.colorRange),
        (##"{"colorSpace": "srgb", "components": [1.2, 0, 0]}"##, .colorRange),
        (##"{"colorSpace": "oklch", "components": [0.5, -0.1, 20]}"##, .colorRange),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5}"##, .colorRange),
        (##"{"colorSpace": "cmyk", "components": [1, 0, 0]}"##, .colorSpace),
        (##"{"colorSpace": "srgb", "components": [1, 0]}"##, .value),
        (##"{"colorSpace": "srgb", "components": [1, 0, "zero"]}"##, .value),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##, .colorHex),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}"##, .colorHex),
        (##"{"components": [1, 0, 0]}"##, .missingProperty),
    ])
    func badColourObjectsBreakTheirRule(object: String, rule: TokenRule) {
        let json = ##"{"c": {"$type": "color", "$value": \##(object)}}"##
        #expect(errorRules(json).contains(rule), "\(load(json).diagnostics)")
    }

    @Test func aHexFallbackThatDisagreesIsAWarning() {
        let result = load(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}}}"##)
        #expect(result.table != nil)
        #expect(result.warnings.map(\.rule) == [.hexMismatch])
        #expect(result.warnings.first?.detail.contains("#FF0000") == true)
    }

    @Test func outOfGamutColoursAreMappedAndSaySo() throws {
        let tokens = try table(##"{"p3": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}"##)
        let token = try tokens.token("p3")
        let note = try #require(token.conversionNote)
        #expect(note.contains("sRGB"), "\(note)")
        guard case .color(let color) = token.value else {
            Issue.record("not a colour")
            return
        }
        #expect(color.green > 200 && color.red < 100)
    }
}
