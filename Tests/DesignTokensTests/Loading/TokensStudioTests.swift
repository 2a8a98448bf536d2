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

    // MARK: Typography

    /// Tokens Studio's typography: weight names, sizes and spacing in strings, percentages, and
    /// members the format has not.
    static let heading = ##"""
        {"heading": {"$type": "typography", "$value": {
          "fontFamily": "Inter", "fontWeight": "Bold", "lineHeight": "150%", "fontSize": "24", "letterSpacing": "-2%",
          "paragraphSpacing": "0", "textCase": "none", "textDecoration": "none"}}}
        """##

    @Test func aTokensStudioTypographyReadsLenientlyWithItsPercentagesOfTheFontSize() throws {
        let lenient = load(Self.heading, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        let heading = try tokens.typography("heading")
        #expect(heading.fontFamily == ["Inter"] && heading.fontWeight == 700 && heading.fontSize == 24)
        #expect(heading.lineHeight == 36, "150% of 24px")
        #expect(abs(heading.letterSpacing - -0.48) < 1e-12, "-2% of 24px")
        let details = lenient.warnings.filter { $0.token == "heading" && $0.file == "test.tokens.json" }.map(\.detail)
        for fragment in ["\"Bold\" read as 700", "\"150%\" read as 1.5 × fontSize 24px = 36px", "\"-2%\"", "the string \"24\""] {
            #expect(details.contains { $0.contains(fragment) }, "\(fragment): \(details)")
        }
        let ignored = lenient.warnings.filter { $0.rule == .unknownProperty }
        #expect(ignored.count == 1, "one warning for the members the format has not: \(ignored)")
        #expect(ignored.first?.detail.contains("paragraphSpacing, textCase, textDecoration") == true)

        let strict = load(Self.heading)
        #expect(strict.table == nil)
        #expect(Set(strict.errors.map(\.rule)).isSuperset(of: [.value, .unknownProperty]), "\(strict.errors)")
        #expect(strict.errors.allSatisfy { $0.token == "heading" })
    }

    /// A typography value with `lineHeight` and `letterSpacing` written as given (JSON text), at 16px.
    static func body(lineHeight: String, letterSpacing: String = "\"0\"") -> String {
        ##"""
        {"lh": {"tight": {"value": "120%", "type": "lineHeights"}, "px": {"value": "20", "type": "lineHeights"}},
         "ls": {"tight": {"value": "-1%", "type": "letterSpacing"}, "wide": {"value": "1", "type": "letterSpacing"}},
         "body": {"value": {"fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "16",
                            "lineHeight": \##(lineHeight), "letterSpacing": \##(letterSpacing)}, "type": "typography"}}
        """##
    }

    @Test(arguments: [
        ("\"AUTO\"", 19.2), ("\"normal\"", 19.2), ("\"125%\"", 20), ("\"28\"", 28), ("\"28px\"", 28), ("1.5", 24),
        ("\"{lh.tight}\"", 19.2), ("\"{lh.px}\"", 20),
    ])
    func lineHeightsAsTokensStudioWritesThem(lineHeight: String, points: Double) throws {
        let lenient = load(Self.body(lineHeight: lineHeight), .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(abs(try tokens.typography("body").lineHeight - points) < 1e-9)
        if lineHeight.contains("AUTO") || lineHeight.contains("normal") {
            #expect(lenient.warnings.contains { $0.token == "body" && $0.detail.contains("1.2 is the multiple taken for") })
        }
    }

    @Test(arguments: [("\"0\"", 0), ("\"-2%\"", -0.32), ("\"{ls.tight}\"", -0.16), ("\"{ls.wide}\"", 1), ("\"0.5px\"", 0.5)])
    func letterSpacingsAsTokensStudioWritesThem(letterSpacing: String, points: Double) throws {
        let lenient = load(Self.body(lineHeight: "\"AUTO\"", letterSpacing: letterSpacing), .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(abs(try tokens.typography("body").letterSpacing - points) < 1e-9)
    }

    /// `lineHeights` and `letterSpacing` tokens are numbers (multiples or shares of the font size)
    /// or dimensions (px) by their values; strict reading refuses the types.
    @Test func lineHeightsAndLetterSpacingTokensAreNumbersOrDimensionsByTheirValues() throws {
        let json = ##"""
            {"lineHeights": {"tight": {"value": "120%", "type": "lineHeights"}, "auto": {"value": "AUTO", "type": "lineHeights"},
                             "px": {"value": "24", "type": "lineHeights"}, "rem": {"value": "1.5rem", "type": "lineHeights"},
                             "ratio": {"value": 1.4, "type": "lineHeights"}, "same": {"value": "{lineHeights.px}", "type": "lineHeights"}},
             "letterSpacing": {"$type": "letterSpacing", "tight": {"$value": "-1%"}, "none": {"$value": "0"}}}
            """##
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.value("lineHeights/tight") == .number(1.2))
        #expect(try tokens.value("lineHeights/auto") == .number(1.2))
        #expect(try tokens.value("lineHeights/px") == .dimension(24))
        #expect(try tokens.value("lineHeights/rem") == .dimension(24))
        #expect(try tokens.value("lineHeights/ratio") == .number(1.4))
        #expect(try tokens.value("lineHeights/same") == .dimension(24), "an alias of another lineHeights token")
        #expect(try tokens.value("letterSpacing/tight") == .number(-0.01), "a group's type reaches its tokens")
        #expect(try tokens.value("letterSpacing/none") == .dimension(0))
        for path: TokenPath in ["lineHeights/tight", "lineHeights/auto", "lineHeights/px", "letterSpacing/tight"] {
            #expect(lenient.warnings.contains { $0.token == path && $0.rule == .legacyFormat }, "\(path)")
        }
        #expect(
            lenient.warnings.contains {
                $0.token == "lineHeights/px" && $0.detail.contains("'lineHeights' (a Tokens Studio type) read as a number")
            })

        let strict = load(json)
        #expect(strict.table == nil)
        #expect(strict.errors.contains { $0.token == "letterSpacing" && $0.rule == .unknownType })
        #expect(strict.errors.contains { $0.token?.dotted.hasPrefix("lineHeights.tight") == true }, "\(strict.errors)")
    }

    /// A number token named as a letter spacing is a share of the font size only when lenient.
    @Test func aNumberTokenAsALetterSpacingIsAShareOfTheFontSizeWhenLenient() throws {
        let json = ##"""
            {"share": {"$type": "number", "$value": -0.05},
             "t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400,
                   "letterSpacing": "{share}", "lineHeight": 1}}}
            """##
        #expect(load(json).errors.map(\.rule) == [.referenceType])
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.typography("t").letterSpacing == -1)
        #expect(
            lenient.warnings.contains { $0.token == "t" && $0.detail.contains("{share} is a number: read as a share of the font size") })
    }

    // MARK: boxShadow

    static let shadows = ##"""
        {"space": {"sm": {"value": "2", "type": "spacing"}},
         "card": {"value": {"x": "0", "y": "4", "blur": "8", "spread": "0", "color": "rgba(0,0,0,0.15)", "type": "dropShadow"},
                  "type": "boxShadow"},
         "cards": {"$type": "boxShadow", "$value": [
           {"x": "0", "y": "{space.sm}", "blur": "2", "spread": "0", "color": "#0000001a", "type": "dropShadow"},
           {"x": "0", "y": "8", "blur": "16px", "spread": "-4", "color": "#00000026", "type": "innerShadow"}]}}
        """##

    @Test func aTokensStudioBoxShadowReadsLenientlyAsAShadow() throws {
        let lenient = load(Self.shadows, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(
            try tokens.value("card")
                == .shadow([Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 38), offsetX: 0, offsetY: 4, blur: 8, spread: 0)]))
        #expect(
            try tokens.value("cards")
                == .shadow([
                    Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0x1a), offsetX: 0, offsetY: 2, blur: 2, spread: 0),
                    Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0x26), offsetX: 0, offsetY: 8, blur: 16, spread: -4, inset: true),
                ]))
        for path: TokenPath in ["card", "cards"] {
            #expect(
                lenient.warnings.contains { $0.token == path && $0.detail.contains("'boxShadow' (a Tokens Studio type) read as shadow") })
            #expect(lenient.warnings.contains { $0.token == path && $0.detail.contains("Tokens Studio's shadow {x, y, blur") })
        }
        #expect(
            lenient.warnings.contains {
                $0.token == "cards" && $0.detail.contains("innerShadow} read as") && $0.detail.contains("inset: true")
            })

        let strict = load(
            Self.shadows.replacingOccurrences(of: #""value""#, with: #""$value""#).replacingOccurrences(
                of: #""type": "b"#, with: #""$type": "b"#))
        #expect(strict.table == nil)
        #expect(
            strict.errors.filter { $0.rule == .unknownType }.compactMap(\.token).sorted { $0.dotted < $1.dotted } == ["card", "cards"],
            "\(strict.errors)")
    }

    @Test(arguments: [
        (##"{"x": "0", "y": "1", "blur": "2", "color": "#000", "type": "outerGlow"}"##, TokenRule.value),
        (##"{"x": "0", "y": "1", "color": "#000"}"##, .missingProperty),
        (##"{"x": "0", "y": "one", "blur": "2", "color": "#000"}"##, .value),
        (##"{"x": "0", "y": "1", "blur": "2", "color": "#000", "opacity": 1}"##, .unknownProperty),
    ])
    func malformedTokensStudioShadowsAreReported(layer: String, rule: TokenRule) {
        let result = load(##"{"s": {"$type": "boxShadow", "$value": \##(layer)}}"##, .lenient)
        #expect(result.diagnostics.contains { $0.token == "s" && $0.rule == rule }, "\(result.diagnostics)")
    }

    /// Without x or y the layer is the format's, read as always.
    @Test func aFormatShadowLayerIsNotTakenForTokensStudios() throws {
        let json = ##"""
            {"s": {"$type": "shadow", "$value": {"color": "#000", "offsetX": {"value": 1, "unit": "px"},
                   "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
            """##
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.value("s") == .shadow([Shadow(color: .black, offsetX: 1, offsetY: 2, blur: 3, spread: 0)]))
        #expect(!lenient.warnings.contains { $0.detail.contains("Tokens Studio") })
    }

    // MARK: Colour modifiers

    /// Tokens Studio writes its colour modifiers in `$extensions` beside `value` and `type`: the
    /// token is still one, and the modifier, not applied, is said.
    @Test func aTokenWithTokensStudiosExtensionsIsATokenAndItsModifierIsSaidNotApplied() throws {
        let json = ##"""
            {"blue": {"value": "#2563eb", "type": "color"},
             "hover": {"value": "{blue}", "type": "color",
                       "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.1", "space": "lch"}}}}}
            """##
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.color("hover") == Color(hex: "#2563eb"))
        let warning = try #require(lenient.warnings.first { $0.token == "hover" && $0.detail.contains("modifier") })
        #expect(warning.detail.contains("(darken) is not applied"), "\(warning.detail)")
    }
}
