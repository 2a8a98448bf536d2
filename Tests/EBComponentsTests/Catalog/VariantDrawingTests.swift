import DesignTokens
import EBTestSupport
import Testing

@testable import ComponentKit
@testable import EBComponents

/// A variant drawn into a record under token overrides: equal to its own drawing when the
/// overridden token is read but not drawn (or clamped), different when it is drawn, a colour
/// included.
@Suite struct VariantDrawingTests {
    func variant(_ id: String) throws -> ComponentVariant {
        try #require(Catalog.eb.variants.first { $0.id == id })
    }

    /// Whether `id` draws differently with `values` (read subject → value text) in force.
    func changes(_ id: String, _ values: [String: String]) throws -> Bool {
        let system = sharedSystem
        let variant = try variant(id)
        return try system.drawing(of: variant, scale: 2) != system.drawing(of: variant, scale: 2, reverting: Reversion(tokens: values))
    }

    @Test func aFreshDrawingIsTheSharedOne() throws {
        let system = sharedSystem
        for variant in Catalog.eb.variants where variant.component == "EBSlider" || variant.component == "EBScreens" {
            let shared = try system.drawing(of: variant, scale: 2)
            // A reversion of a token no variant reads: laid out afresh, the same drawing.
            let fresh = try system.drawing(of: variant, scale: 2, reverting: Reversion(tokens: ["no.such.token [base]": "1px"]))
            #expect(shared == fresh, "\(variant.id)")
            #expect(!shared.steps.isEmpty, "\(variant.id) draws something")
        }
    }

    @Test func aRadiusTheLayoutClampsDrawsNothingNewAndASmallerOneDoes() throws {
        let id = "EBCounter/count-0_limit-none_theme-light"
        #expect(try !changes(id, ["counter.size.radius [base]": "20px"]), "a capsule 24 tall keeps radius 12")
        #expect(try changes(id, ["counter.size.radius [base]": "8px"]))
    }

    @Test func aColourDrawnOnlyAsAFillChangesTheRecordNotTheFacts() throws {
        let system = sharedSystem
        let variant = try variant("EBCounter/count-0_limit-none_theme-light")
        let now = try system.drawing(of: variant, scale: 2)
        let other = try system.drawing(of: variant, scale: 2, reverting: Reversion(tokens: ["counter.color.empty.bg [base]": "#EEF2FA"]))
        #expect(now.drawnFacts == other.drawnFacts, "no fact names a background colour")
        #expect(now != other)
    }

    @Test func aTooltipTypographyIsDrawnOnlyWhereATooltipIs() throws {
        let bold = ["slider.typography.tooltip [base]": "700 12px/15.9996px Proxima Soft letter-spacing 0px"]
        #expect(try changes("EBSlider/tooltip-always_interaction-default", bold))
        #expect(try !changes("EBSlider/tooltip-never_interaction-default", bold), "measured, never drawn")
        #expect(try !changes("EBScreens/screen-settings_theme-light", bold), "its slider shows no tooltip")
    }

    @Test func aRecordedValueOfAnotherTypeIsAnError() throws {
        let variant = try variant("EBCounter/count-0_limit-none_theme-light")
        #expect(throws: TokenError.self) {
            try sharedSystem.drawing(of: variant, scale: 2, reverting: Reversion(tokens: ["counter.size.radius [base]": "#FFFFFF"]))
        }
    }
}
