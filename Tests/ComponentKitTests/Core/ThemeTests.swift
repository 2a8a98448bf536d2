import ComponentKit
import DesignTokens
import Foundation
import TestSupport
import Testing

/// Themes are the modes a token table declares, with the base values as `light` (or a resolver's default context).
@Suite struct ThemeTests {
    private func table(_ json: String) throws -> TokenTable {
        try TokenTable(json: Data(json.utf8), source: "themes.tokens.json")
    }

    @Test func theBaseIsLightThenEveryDeclaredMode() throws {
        let tokens = try table(
            ##"""
            {"bg": {"$type": "color",
                    "$value": {"colorSpace": "srgb", "components": [1, 1, 1]},
                    "$extensions": {"modes": {"high-contrast": {"colorSpace": "srgb", "components": [1, 1, 0]},
                                              "dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}
            """##)
        let themes = Theme.all(in: tokens)
        #expect(themes.map(\.name) == ["light", "dark", "high-contrast"])
        #expect(themes.map(\.tokenMode) == [nil, "dark", "high-contrast"])
        #expect(try tokens.color("bg", mode: themes[2].tokenMode) == Color(red: 255, green: 255, blue: 0))
    }

    @Test func aTableWithoutModesHasOnlyLight() throws {
        let tokens = try table(##"{"space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"##)
        #expect(Theme.all(in: tokens) == [.light])
    }

    /// A resolver's default context names the base values: no `light` theme beside a copy of it.
    @Test func aResolverNamesItsBaseThemeAfterItsDefaultContext() throws {
        let root = try temporaryFolder("themes")
        defer { try? FileManager.default.removeItem(at: root) }
        func color(_ red: Int) -> String {
            #"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(red), 0, 0]}}}"#
        }
        let resolver = ##"""
            {"version": "2025.10",
             "modifiers": {
               "theme": {"contexts": {"night": [\##(color(0))], "day": [\##(color(1))]}, "default": "day"},
               "density": {"contexts": {"comfortable": [], "compact": []}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
            """##
        let url = root.appendingPathComponent("system.resolver.json")
        try Data(resolver.utf8).write(to: url)
        let tokens = try TokenTable(contentsOf: url)
        #expect(tokens.baseModes == ["day", "comfortable"])
        let themes = Theme.all(in: tokens)
        #expect(themes.map(\.name) == ["day", "compact", "night"])
        #expect(themes.map(\.tokenMode) == [nil, "compact", "night"])
        #expect(try tokens.color("bg", mode: themes[0].tokenMode) == Color(red: 255, green: 0, blue: 0))
        #expect(try tokens.color("bg", mode: themes[2].tokenMode) == Color(red: 0, green: 0, blue: 0))
    }

    @Test func namesRoundTripThroughProps() throws {
        #expect(Theme(named: "light") == .light)
        #expect(Theme(named: "dark") == .dark)
        #expect(Theme(named: "sepia").tokenMode == "sepia")
        let encoded = try JSONEncoder().encode([Theme.light, Theme(mode: "sepia")])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["light","sepia"]"#)
        #expect(try JSONDecoder().decode([Theme].self, from: encoded) == [.light, Theme(mode: "sepia")])
    }
}
