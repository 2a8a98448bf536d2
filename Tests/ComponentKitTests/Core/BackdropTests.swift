import ComponentFixtures
import ComponentKit
import DesignTokens
import Rendering
import Testing

/// A variant is shown on its theme's backdrop: by default a dark cell for a theme whose name
/// says dark, or what its component declares (a colour token of its table, in its theme).
@Suite struct BackdropTests {
    let system: DesignSystem

    init() throws { system = try DesignSystem(catalog: Catalog([Chip.self, SwatchFixture.self])) }

    @Test(arguments: [
        ("light", false), ("dark", true), ("high-contrast-dark", true), ("Night", true), ("darkness", false), ("high-contrast", false),
    ])
    func byThemeIsDarkForADarkThemeName(theme: String, dark: Bool) {
        #expect(Backdrop.byTheme(Theme(named: theme)) == (dark ? Backdrop.darkColor : Backdrop.lightColor), "\(theme)")
    }

    @Test func aVariantWithoutAThemeIsOnTheLightCell() {
        #expect(Backdrop.byTheme(nil) == Backdrop.lightColor)
    }

    @Test func aComponentKeepsTheDefaultUnlessItDeclaresOne() throws {
        let chips = Chip.variants
        #expect(chips.contains { $0.theme == .dark } && chips.contains { $0.theme == .light })
        for chip in chips {
            #expect(try system.backdrop(of: chip) == (chip.theme == .dark ? Backdrop.darkColor : Backdrop.lightColor), "\(chip.id)")
        }
    }

    @Test func aDeclaredTokenIsReadInTheVariantsTheme() throws {
        let swatches = SwatchFixture.variants.filter { $0.name.hasPrefix("width-30_") && $0.theme != Theme(named: "high-contrast") }
        #expect(swatches.map(\.theme?.name) == ["light", "dark"])
        let colors = try swatches.map { try system.backdrop(of: $0).hexString }
        #expect(colors == ["#EEF2F9", "#1E2A3B"], "chip/color/default/bg, then its dark mode")
    }
}
