import ComponentFixtures
import ComponentKit
import Rendering
import Testing

/// A laid-out size that is not whole pixels at the scale is noted, float noise aside, and the
/// warning names the component once, its first such variant, the size and the pixels it became.
@Suite struct PixelRoundingTests {
    let variant = SwatchFixture.variants[0]

    @Test(arguments: [
        (30.0, 2, false), (30.25, 2, true), (30.5, 2, false), (30.5, 1, true), (31.9998, 2, false), (32.0002, 2, true),
        (30.25, 4, false),
    ])
    func aSizeIsNotedWhenTheCanvasRoundsItUp(width: Double, scale: Int, noted: Bool) {
        let rounding = PixelRounding(variant: variant, size: Size(width: width, height: 12), scale: scale)
        #expect((rounding != nil) == noted, "\(width) pt at @\(scale)x")
    }

    @Test func theHeightCountsToo() {
        #expect(PixelRounding(variant: variant, size: Size(width: 30, height: 12.25), scale: 2) != nil)
    }

    @Test func renderingNotesTheVariantsWhoseSizeIsNotWholePixels() throws {
        let system = try DesignSystem(catalog: Catalog([SwatchFixture.self]))
        let noted = try SwatchFixture.variants.compactMap { try system.renderNotingText($0, scale: 2).rounding?.variant }
        #expect(!noted.isEmpty && noted.allSatisfy { $0.hasPrefix("SwatchFixture/width-30.25_theme-") }, "\(noted)")
        #expect(noted.count == SwatchFixture.variants.filter { $0.name.hasPrefix("width-30.25_") }.count)
        let image = try system.render(try #require(SwatchFixture.variants.first { $0.name == "width-30.25_theme-light" }), scale: 2)
        #expect(image.width == 61, "60.5 px rounded up: what the warning says")
    }

    @Test func oneWarningPerComponentNamingTheFirstVariantAndItsPixels() throws {
        let found = try [30.25, 30.75].map { width in
            try #require(PixelRounding(variant: variant, size: Size(width: width, height: 12), scale: 2))
        }
        let warnings = PixelRounding.warnings(found)
        #expect(warnings.count == 1)
        #expect(
            warnings[0].hasPrefix(
                "SwatchFixture lays out at a size that is not whole pixels at @2x in 2 variants (first SwatchFixture/width-30_theme-light: "
                    + "30.25×12 pt is 60.5×24 px, drawn as 61×24 px"), "\(warnings[0])")
        #expect(warnings[0].contains("Size.wholePoints"))
    }
}
