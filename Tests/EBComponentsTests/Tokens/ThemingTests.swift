import DesignTokens
import EBTestSupport
import Foundation
import Testing

@testable import ComponentKit
@testable import EBComponents

/// One theming mechanism for every table: components read themed tokens whose dark value is a
/// mode (`$extensions.modes.dark`); the seeds' own light/dark palettes stay at their exact paths.
@Suite struct ThemingTests {
    func table(_ name: String) throws -> TokenTable { try #require(sharedSystem.tokenTables[name]) }

    @Test(arguments: ["EBCountdown", "EBToast", "EBCounter", "CountdownTimer", "EBScreens"])
    func everyThemedTableDeclaresTheDarkMode(component: String) throws {
        let modes = Set(try table(component).tokens.values.flatMap(\.modes.keys))
        #expect(modes == ["dark"])
    }

    @Test func seedPalettesKeepTheirPathsAndValues() throws {
        let countdown = try table("EBCountdown"), toast = try table("EBToast")
        #expect(try countdown.color("countdown/one/light/default/bg") == Color(hex: "#EEF2F9"))
        #expect(try countdown.color("countdown/per/dark/expiring/bg") == Color(hex: "#F7D96E"))
        #expect(try countdown.color("countdown/pill/dark/default/text") == Color(hex: "#FFFFFF"))
        #expect(try toast.color("main/toast/default/dark/bg") == Color(hex: "#0A2757"))
        #expect(try toast.color("main/toast/pending/light/label") == Color(hex: "#0A2757"))
    }

    @Test func themedTokensResolveToThePaletteInEachMode() throws {
        let countdown = try table("EBCountdown"), toast = try table("EBToast")
        #expect(try toast.color("main/toast/default/bg") == Color(hex: "#FFFFFF"))
        #expect(try toast.color("main/toast/default/bg", mode: "dark") == Color(hex: "#0A2757"))
        #expect(try countdown.color("countdown/per/expiring/bg", mode: "dark") == Color(hex: "#F7D96E"))
        #expect(try countdown.fill("countdown/one/default/bg") == .color(try #require(Color(hex: "#EEF2F9"))))
        guard case .gradient(let gradient) = try countdown.fill("countdown/one/default/bg", mode: "dark") else {
            Issue.record("the dark one-style bar is the seed's gradient")
            return
        }
        #expect(gradient.stops.map(\.color) == [try #require(Color(hex: "#1972F9")), try #require(Color(hex: "#005CE5"))])
        // The seed: "Dark mode uses solid fills (no border)".
        #expect(try countdown.color("countdown/one/default/border", mode: "dark").alpha == 0)
        #expect(try EBCountdownTokens(countdown, style: .one, theme: .dark, state: .default).border == nil)
        #expect(try EBCountdownTokens(countdown, style: .one, theme: .light, state: .default).border == Color(hex: "#E5EBF4"))
    }

    @Test func aPaletteChangeReachesTheDarkRenderOnly() throws {
        var json = try String(contentsOf: try #require(EBToast.tokenTableURL), encoding: .utf8)
        // The first #0A2757 in the file is main/toast/default/dark/bg, the seed's dark surface.
        let darkBg = try #require(json.range(of: ##""components": [0.0392, 0.1529, 0.3412],"##))
        json.replaceSubrange(darkBg, with: ##""components": [0.0706, 0.2039, 0.3373],"##)
        let changed = try TokenTable(json: Data(json.utf8), source: "EBToast.tokens.json")
        let light = try EBToastTokens(changed, appearance: .neutral, theme: .light, size: .base)
        let dark = try EBToastTokens(changed, appearance: .neutral, theme: .dark, size: .base)
        #expect(light.background == Color(hex: "#FFFFFF") && dark.background == Color(hex: "#123456"))
    }
}
