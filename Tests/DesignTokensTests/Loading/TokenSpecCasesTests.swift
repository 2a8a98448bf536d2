import Testing

@testable import DesignTokens

/// Five cases a review flagged, each judged as the reference implementations judge them
/// (Terrazzo's parser, reading the 2025.10 format), so a change of judgement is a decision, not an
/// accident. ``TokenSpecFixtureTests`` has the valid and invalid files around each.
@Suite struct TokenSpecCasesTests {
    /// A Bézier member may be a curly alias of a number token, as well as a `$ref` pointer.
    ///
    /// Why: "the value MUST be an array containing four numbers" (Cubic Bézier), and Terrazzo's
    /// parser reads `["{number.a}", …]` as the numbers aliased; a member aliasing a non-number is
    /// still an error (reference-type).
    @Test func cubicBezierMembersMayBeCurlyAliasesOrPointers() throws {
        let pointer =
            ##"{"x": {"$type": "number", "$value": 0.3}, "c": {"$type": "cubicBezier", "$value": [{"$ref": "#/x/$value"}, 0, 0.58, 1]}}"##
        let tokens = try #require(load(pointer).table, "\(load(pointer).diagnostics)")
        #expect(try tokens.cubicBezier("c") == CubicBezier(x1: 0.3, y1: 0, x2: 0.58, y2: 1))
        let curly = ##"{"x": {"$type": "number", "$value": 0.3}, "c": {"$type": "cubicBezier", "$value": ["{x}", 0, 0.58, 1]}}"##
        #expect(try #require(load(curly).table).cubicBezier("c") == CubicBezier(x1: 0.3, y1: 0, x2: 0.58, y2: 1))
        let notANumber =
            ##"{"x": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "c": {"$type": "cubicBezier", "$value": ["{x}", 0, 0.58, 1]}}"##
        #expect(load(notANumber).errors.map(\.rule) == [.referenceType])
    }

    /// A transition's `timingFunction` "MUST be a valid cubic Bézier curve value or a reference to
    /// a cubic Bézier curve token".
    @Test func aTransitionsTimingFunctionMayAliasACurve() throws {
        let json = ##"""
            {"curve": {"$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1]},
             "t": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{curve}"}}}
            """##
        let tokens = try #require(load(json).table, "\(load(json).diagnostics)")
        #expect(try tokens.transition("t").timingFunction == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    }

    /// An alias of a group that has a `$root` token names that token; `{g.$root}` still does.
    ///
    /// Why: Terrazzo's parser gives the `$root` token the group's own id (`color.accent`), so
    /// `{color.accent}` aliases it; a group without `$root` is still no token (reference-target).
    @Test func aGroupsRootIsReachedAsTheGroupOrAsDollarRoot() throws {
        let group = ##"{"g": {"$root": {"$type": "number", "$value": 1}, "big": {"$type": "number", "$value": 2}}"##
        let root = try #require(load(group + ##", "a": {"$type": "number", "$value": "{g.$root}"}}"##).table)
        #expect(try root.dimension("a") == 1)
        let viaGroup = try #require(load(group + ##", "a": {"$type": "number", "$value": "{g}"}}"##).table)
        #expect(try viaGroup.dimension("a") == 1)
        let noRoot = ##"{"g": {"big": {"$type": "number", "$value": 2}}, "a": {"$type": "number", "$value": "{g}"}}"##
        #expect(load(noRoot).errors.map(\.rule) == [.referenceTarget])
    }

    /// A dimension `lineHeight` (written, or an alias of a dimension token) is a line height in px,
    /// valid when strict; a number is still a multiple of the font size.
    ///
    /// Why: Terrazzo's parser accepts `{"value": 24, "unit": "px"}` as a line height, as CSS
    /// does; only the string form (`"24px"`) is legacy (an error when strict, a warning when lenient).
    @Test func aDimensionLineHeightIsAnAbsoluteHeight() throws {
        func typography(_ lineHeight: String) -> String {
            ##"""
            {"leading": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}},
             "t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400,
             "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \##(lineHeight)}}}
            """##
        }
        #expect(try #require(load(typography(##"{"value": 16, "unit": "px"}"##)).table).typography("t").lineHeight == 16)
        #expect(try #require(load(typography(##""{leading}""##)).table).typography("t").lineHeight == 20)
        #expect(try #require(load(typography("1.5")).table).typography("t").lineHeight == 18)
        #expect(load(typography(##""16px""##)).errors.map(\.rule) == [.legacyFormat])
        #expect(load(typography(##""16px""##), .lenient).warnings.map(\.rule) == [.legacyFormat])
    }

    /// A `$type` (or `$description`) written as `{"$ref": "#/…"}` reads as the string the JSON
    /// Pointer reaches in the document.
    ///
    /// Why: Terrazzo's parser resolves `$ref` wherever it appears in a token document (JSON Schema
    /// style); a pointer that reaches nothing, or something other than a string, is an error.
    @Test func aPointerAsTypeReadsAsTheTypeItReaches() throws {
        let pointer = ##"{"a": {"$type": {"$ref": "#/b/$type"}, "$value": 1}, "b": {"$type": "number", "$value": 2}}"##
        #expect(try #require(load(pointer).table, "\(load(pointer).diagnostics)").value("a") == .number(1))
        let notAString = ##"{"a": {"$type": {"$ref": "#/b/$value"}, "$value": 1}, "b": {"$type": "number", "$value": 2}}"##
        #expect(load(notAString).errors.map(\.rule) == [.referenceTarget])
    }

    /// `$defs` at the top level holds definitions, not tokens: none enters the table, and a token
    /// may `$ref` one (its `$type` is the token's or its group's).
    ///
    /// Why: Terrazzo's parser reads token files as JSON Schema does, where `$defs` is the place for
    /// definitions that `$ref` reaches; anywhere else `$defs` is still an unknown property.
    @Test func topLevelDefsAreDefinitionsNotTokens() throws {
        let defs = ##"""
            {"$defs": {"red-1": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0]}}},
             "color": {"$type": "color", "red": {"1": {"$ref": "#/$defs/red-1"}}}}
            """##
        let result = load(defs)
        let tokens = try #require(result.table, "\(result.diagnostics)")
        #expect(tokens.tokens.keys.map(\.dotted) == ["color.red.1"])
        #expect(try tokens.color("color/red/1") == Color(red: 102, green: 26, blue: 0))
        let nested = ##"{"g": {"$defs": {"n": 1}, "a": {"$type": "number", "$value": 1}}}"##
        #expect(load(nested).errors.map(\.rule) == [.unknownProperty])
        #expect(load(nested, .lenient).table != nil, "lenient: a warning")
    }
}
