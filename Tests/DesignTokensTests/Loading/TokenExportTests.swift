import Testing

@testable import DesignTokens

/// Token files as teams export them, read with `--lenient`: fixtures written here in the shape of
/// a Figma variables export (letter spacing in em, Figma's own extensions) and of a design system
/// with types of its own (as Primer's). Strict reading stays strict.
@Suite struct TokenExportTests {
    /// A Figma-style export: colours with alpha and hex, Figma's extensions, letter spacing in em.
    static let figma = ##"""
        {
          "color": {
            "brand": {
              "$type": "color",
              "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8], "alpha": 1, "hex": "#3366cc"},
              "$extensions": {"com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["ALL_FILLS"]}
            }
          },
          "type": {
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": 1.5
              }
            }
          }
        }
        """##

    /// Tokens with a system's own `$type` beside standard ones.
    static let customTypes = ##"""
        {
          "viewport": {"narrow": {"$type": "custom-viewportRange", "$value": "< 768px"}},
          "size": {"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}
        }
        """##

    @Test func aFigmaExportLoadsLenientlyWithEmLetterSpacingResolvedAgainstTheFontSize() throws {
        #expect(load(Self.figma).table == nil, "strict: em is not a unit of the format")
        let lenient = load(Self.figma, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        let body = try tokens.typography("type/body")
        #expect(abs(body.letterSpacing - -0.32) < 1e-9)
        #expect(body.lineHeight == 24)
        #expect(try tokens.color("color/brand") == Color(hex: "#3366cc"))
        let warning = try #require(lenient.warnings.first { $0.token == "type/body" })
        #expect(warning.detail.contains("letterSpacing in em"), "\(warning.detail)")
    }

    @Test func typesOfASystemsOwnAreLeftOutWithAWarningNamingFileAndPath() throws {
        #expect(load(Self.customTypes).errors.map(\.rule) == [.unknownType], "strict: an error")
        let lenient = load(Self.customTypes, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.dimension("size/gap") == 8)
        #expect(!tokens.paths.contains("viewport/narrow"), "kept out of the table")
        let warning = try #require(lenient.warnings.first { $0.rule == .unknownType })
        #expect(warning.file == "test.tokens.json" && warning.token == "viewport/narrow")
        #expect(warning.detail.contains("custom-viewportRange"))
    }

    /// A group's `$type` reaches tokens in nested groups; a token that overrides it with a type
    /// outside the format (as the format's own inheritance example does, with `string`) is left
    /// out when lenient, and the rest still inherit.
    @Test func inheritedGroupTypesWithAnOverrideOutsideTheFormat() throws {
        let json = ##"""
            {"palette": {"$type": "color",
              "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
              "state": {"ok": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 0]}},
                        "note": {"$type": "string", "$value": "green-ish"}}}}
            """##
        #expect(load(json).errors.map(\.rule) == [.unknownType])
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.color("palette/state/ok") == Color(red: 0, green: 128, blue: 0))
        #expect(!tokens.paths.contains("palette/state/note"))
    }

    /// Style Dictionary 3 and Tokens Studio write `value` and `type` without `$`: read leniently as
    /// the format's, each with a warning; a group may still have a child named `value`.
    @Test func unprefixedValueAndTypeAreReadLeniently() throws {
        let json = ##"""
            {"color": {"primary": {"value": "#ff0000", "type": "color", "comment": "brand"}},
             "space": {"value": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}
            """##
        #expect(load(json).table == nil, "strict: value without $ is not a token")
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.color("color/primary") == Color(red: 255, green: 0, blue: 0))
        #expect(try tokens.token("color/primary").description == "brand")
        #expect(try tokens.dimension("space/value") == 4, "a child named value stays a child")
        #expect(lenient.warnings.contains { $0.token == "color/primary" && $0.detail.contains("without $") })
    }

    /// A Tokens Studio export: its own names for the format's types, values without `$`.
    @Test func tokensStudioTypeNamesAreReadAsTheFormatsTypes() throws {
        let json = ##"""
            {"global": {"space": {"md": {"value": "16", "type": "spacing"}},
                        "radius": {"value": "8px", "type": "borderRadius"},
                        "weight": {"value": 600, "type": "fontWeights"},
                        "fade": {"value": 0.5, "type": "opacity"}}}
            """##
        #expect(load(json).table == nil)
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.dimension("global/space/md") == 16 && tokens.dimension("global/radius") == 8)
        #expect(try tokens.value("global/weight") == .fontWeight(600) && tokens.value("global/fade") == .number(0.5))
        #expect(lenient.warnings.contains { $0.detail.contains("'spacing' (a Tokens Studio type) read as dimension") })
    }
}
