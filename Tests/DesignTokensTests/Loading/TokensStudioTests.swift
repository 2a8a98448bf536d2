import Foundation
import Testing

@testable import DesignTokens

/// What Tokens Studio (the Figma plugin) writes for the format's composite types and their parts,
/// read with `--lenient`, each reading with a warning naming the file and token; strict reading
/// reports each as an error.
@Suite struct TokensStudioTests {
    /// A `fontWeight` token whose value is `value` (JSON text).
    static func weight(_ value: String) -> String {
        ##"{"w": {"$type": "fontWeight", "$value": \##(value)}}"##
    }

    @Test(arguments: [
        ("\"Thin\"", 100), ("\"ExtraLight\"", 200), ("\"Extra Light\"", 200), ("\"UltraLight\"", 200), ("\"Light\"", 300),
        ("\"Regular\"", 400), ("\"Normal\"", 400), ("\"Book\"", 400), ("\"Medium\"", 500), ("\"SemiBold\"", 600),
        ("\"Semi Bold\"", 600), ("\"DemiBold\"", 600), ("\"Bold\"", 700), ("\"ExtraBold\"", 800), ("\"Extra Bold\"", 800),
        ("\"UltraBold\"", 800), ("\"Black\"", 900), ("\"Heavy\"", 900), ("\"BOLD\"", 700), ("\"700\"", 700), ("\"350\"", 350),
    ])
    func figmaWeightNamesAndWeightsInStringsReadLeniently(value: String, expected: Int) throws {
        let lenient = load(Self.weight(value), .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.value("w") == .fontWeight(expected))
        let warning = try #require(lenient.warnings.first, "a lenient reading is said")
        #expect(warning.file == "test.tokens.json" && warning.token == "w" && warning.rule == .legacyFormat)
        #expect(warning.detail.contains(value) && warning.detail.contains("\(expected)"), "\(warning.detail)")
        #expect(load(Self.weight(value)).errors.map(\.rule) == [.value], "strict: an error, as before")
    }

    @Test(arguments: [("\"Bold Italic\"", 700), ("\"SemiBold Italic\"", 600), ("\"Italic\"", 400), ("\"Light Oblique\"", 300)])
    func aStyleAfterTheWeightIsLeftOutWithAWarning(value: String, expected: Int) throws {
        let lenient = load(Self.weight(value), .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.value("w") == .fontWeight(expected))
        #expect(lenient.warnings.contains { $0.token == "w" && $0.detail.contains("style is not part of a weight") })
        #expect(load(Self.weight(value)).table == nil)
    }

    @Test(arguments: ["\"heavy-ish\"", "\"Boldest\"", "\"1200\"", "\"Italic Bold\"", "\"\""])
    func otherWeightStringsStayErrors(value: String) {
        #expect(load(Self.weight(value), .lenient).errors.map(\.rule) == [.value])
    }

    // MARK: rgba() colours

    @Test(arguments: [
        ("rgba(0,0,0,0.15)", Color(red: 0, green: 0, blue: 0, alpha: 38)),
        ("rgba(255, 128, 0, .5)", Color(red: 255, green: 128, blue: 0, alpha: 128)),
        ("rgb(51, 102, 204)", Color(red: 51, green: 102, blue: 204)),
        ("RGBA(100%, 0%, 50%, 25%)", Color(red: 255, green: 0, blue: 128, alpha: 64)),
        ("rgb(0 0 0 / 0.5)", Color(red: 0, green: 0, blue: 0, alpha: 128)),
        ("rgba(#3366cc, 0.2)", Color(red: 51, green: 102, blue: 204, alpha: 51)),
    ])
    func cssColoursReadLeniently(text: String, expected: Color) throws {
        let json = ##"{"c": {"$type": "color", "$value": "\##(text)"}}"##
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.color("c") == expected)
        let warning = try #require(lenient.warnings.first)
        #expect(warning.token == "c" && warning.rule == .legacyFormat && warning.detail.contains(text), "\(warning.detail)")
        #expect(load(json).errors.map(\.rule) == [.value], "strict: an error, as before")
    }

    /// Tokens Studio's `rgba({alias}, alpha)`: the aliased colour with another alpha.
    @Test func anRGBAOfAnAliasTakesTheAliasedColourWithTheAlpha() throws {
        let json = ##"""
            {"black": {"$type": "color", "$value": "#102030"},
             "scrim": {"$type": "color", "$value": "rgba({black}, 0.4)"},
             "broken": {"$type": "color", "$value": "rgba({nothing}, 0.4)"}}
            """##
        let lenient = load(json, .lenient)
        #expect(lenient.errors.map(\.token) == ["broken"], "the alias names no token: \(lenient.errors)")
        let fixed = load(json.replacingOccurrences(of: "{nothing}", with: "{scrim}"), .lenient)
        let tokens = try #require(fixed.table, "\(fixed.diagnostics)")
        #expect(try tokens.color("scrim") == Color(red: 16, green: 32, blue: 48, alpha: 102))
        #expect(try tokens.color("broken") == Color(red: 16, green: 32, blue: 48, alpha: 102))
    }

    @Test(arguments: [
        "rgba(0,0,0)1", "rgba(256,0,0,1)", "rgba(0,0,0,1.5)", "rgba(0,0,0,0,0)", "rgb(0 0)", "rgba(nan,0,0,1)", "hsl(0, 0%, 0%)",
    ])
    func otherColourStringsStayErrors(text: String) {
        #expect(load(##"{"c": {"$type": "color", "$value": "\##(text)"}}"##, .lenient).errors.map(\.rule) == [.value])
    }
}
