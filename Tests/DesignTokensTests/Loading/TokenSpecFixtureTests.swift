import Testing

@testable import DesignTokens

/// Fixtures for the judgements ``TokenSpecCasesTests`` pins: each valid file with what it loads
/// to, and the invalid files next to it with the errors they give (file, token and rule).
@Suite struct TokenSpecFixtureTests {
    /// The errors `json` gives when read strictly, as `file: token: rule` (the detail left out).
    static func errorPlaces(_ json: String, _ strictness: TokenStrictness = .strict) -> [String] {
        load(json, strictness).errors.map { "\($0.file): \($0.token?.dotted ?? "(file)"): \($0.rule.rawValue)" }
    }

    // MARK: cubicBezier members that alias number tokens

    static let numbers =
        ##""number": {"$type": "number", "a": {"$value": 0.33}, "b": {"$value": 1}, "far": {"$value": 1.5}, "via": {"$value": "{number.a}"}}, "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}"##

    /// A member may be a curly alias of a number token (also one that is itself an alias), mixed
    /// with `$ref` pointers and plain numbers.
    @Test(arguments: [
        ##"["{number.a}", "{number.b}", 0.68, 1]"##,
        ##"["{number.via}", {"$ref": "#/number/b/$value"}, 0.68, "{number.b}"]"##,
        ##"[{"$ref": "#/number/a"}, 1, 0.68, 1]"##,
    ])
    func bezierMembersMayAliasNumberTokens(members: String) throws {
        let tokens = try table(##"{\##(Self.numbers), "ease": {"$type": "cubicBezier", "$value": \##(members)}}"##)
        #expect(try tokens.cubicBezier("ease") == CubicBezier(x1: 0.33, y1: 1, x2: 0.68, y2: 1))
    }

    /// A member aliasing a token of another type, a missing token or a group is an error naming the
    /// Bézier token; so is an aliased x coordinate outside [0, 1].
    @Test(arguments: [
        (##"["{size}", 0, 0.58, 1]"##, "reference-type"),
        (##"[{"$ref": "#/size/$value"}, 0, 0.58, 1]"##, "reference-type"),
        (##"["{number.nope}", 0, 0.58, 1]"##, "unknown-reference"),
        (##"["{number}", 0, 0.58, 1]"##, "reference-target"),
        (##"["{number.far}", 0, 0.58, 1]"##, "value"),
        (##"["{number.a", 0, 0.58, 1]"##, "value"),
    ])
    func bezierMembersAliasingAnythingButANumberAreErrors(members: String, rule: String) {
        let json = ##"{\##(Self.numbers), "ease": {"$type": "cubicBezier", "$value": \##(members)}}"##
        #expect(Self.errorPlaces(json) == ["test.tokens.json: ease: \(rule)"], "\(load(json).diagnostics)")
    }

    /// A mode that overrides an aliased member's number changes the curve in that mode only.
    @Test func aModeReachesABezierThroughItsMemberAliases() throws {
        let tokens = try table(
            ##"{"x": {"$type": "number", "$value": 0.4, "$extensions": {"modes": {"snappy": 0.1}}}, "ease": {"$type": "cubicBezier", "$value": ["{x}", 0, 0.2, 1]}}"##
        )
        #expect(try tokens.cubicBezier("ease") == CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
        #expect(try tokens.cubicBezier("ease", mode: "snappy") == CubicBezier(x1: 0.1, y1: 0, x2: 0.2, y2: 1))
    }

    // MARK: An alias of a group with a $root token

    /// Terrazzo's nested `$root` fixture in shape: a `$root` and its siblings alias the group, and
    /// a nested group's `$root` aliases its parent group; a group that extends one with a `$root`
    /// has one too.
    @Test func aliasesOfGroupsWithRootTokensNameTheRootToken() throws {
        let tokens = try table(
            ##"""
            {"color": {"$type": "color", "text": {"brand": {
               "$root": {"$value": {"colorSpace": "srgb", "components": [0.46, 0.76, 0.97]}},
               "hover": {"$value": "{color.text.brand}"},
               "secondary": {"$root": {"$value": "{color.text.brand}"}, "hover": {"$value": "{color.text.brand.secondary}"}}}}},
             "space": {"$type": "dimension", "$root": {"$value": {"value": 8, "unit": "px"}}}, "wide": {"$extends": "{space}"},
             "frame": {"$type": "border", "$value": {"color": "{color.text.brand}", "width": "{wide}", "style": "solid"}},
             "gap": {"$value": "{space}"}}
            """##)
        let brand = try tokens.color("color/text/brand/$root")
        for path: TokenPath in ["color/text/brand/hover", "color/text/brand/secondary/$root", "color/text/brand/secondary/hover"] {
            #expect(try tokens.color(path) == brand, "\(path)")
        }
        guard case .border(let frame) = try tokens.value("frame") else {
            Issue.record("frame is a border")
            return
        }
        #expect(frame.color == brand && frame.width == 8)
        #expect(try tokens.dimension("gap") == 8)
        // The alias chain goes through the $root token, as the value does.
        #expect(
            tokens.aliasChain("color/text/brand/secondary/hover", mode: nil) == [
                "color/text/brand/secondary/$root", "color/text/brand/$root",
            ])
    }

    /// A mode that overrides a group's `$root` reaches the aliases of the group.
    @Test func aModeReachesAnAliasOfAGroupThroughItsRoot() throws {
        let tokens = try table(
            ##"{"g": {"$type": "number", "$root": {"$value": 1, "$extensions": {"modes": {"dark": 2}}}}, "a": {"$value": "{g}"}}"##)
        #expect(try tokens.value("a") == .number(1))
        #expect(try tokens.value("a", mode: "dark") == .number(2))
    }

    /// A group without `$root` is still no token, a `$root` aliasing its own group is a cycle, the
    /// `$root` token's type must be the one the alias needs, and a JSON pointer at the group still
    /// points at a group (pointers are structural; only curly aliases name the `$root`).
    @Test(arguments: [
        (
            ##"{"g": {"$type": "number", "x": {"$value": 1}}, "a": {"$type": "number", "$value": "{g}"}}"##,
            "test.tokens.json: a: reference-target"
        ),
        (##"{"g": {"$type": "number", "$root": {"$value": "{g}"}}}"##, "test.tokens.json: g.$root: cycle"),
        (
            ##"{"g": {"$type": "number", "$root": {"$value": 1}}, "a": {"$type": "color", "$value": "{g}"}}"##,
            "test.tokens.json: a: reference-type"
        ),
        (
            ##"{"g": {"$type": "number", "$root": {"$value": 1}}, "a": {"$type": "cubicBezier", "$value": ["{g.nope}", 0, 1, 1]}}"##,
            "test.tokens.json: a: unknown-reference"
        ),
        (
            ##"{"g": {"$type": "number", "$root": {"$value": 1}}, "a": {"$type": "number", "$value": {"$ref": "#/g"}}}"##,
            "test.tokens.json: a: reference-target"
        ),
    ])
    func aliasesOfGroupsWithoutARootTokenAreStillErrors(json: String, error: String) {
        #expect(Self.errorPlaces(json) == [error], "\(load(json).diagnostics)")
    }

    // MARK: lineHeight as a dimension

    /// A typography token with a 16 px font and `lineHeight`, next to a dimension, a number and a
    /// colour token to alias.
    static func typography(lineHeight: String) -> String {
        ##"""
        {"leading": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}, "$extensions": {"modes": {"loose": {"value": 28, "unit": "px"}}}},
         "ratio": {"$type": "number", "$value": 1.25}, "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
         "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                  "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \##(lineHeight)}}}
        """##
    }

    /// A dimension (px or rem, written or aliased) is the height in px; a number (written or
    /// aliased) a multiple of the font size.
    @Test(arguments: [
        (##"{"value": 24, "unit": "px"}"##, 24.0),
        (##"{"value": 1.5, "unit": "rem"}"##, 24),
        (##""{leading}""##, 20),
        (##"{"$ref": "#/leading"}"##, 20),
        (##"{"$ref": "#/leading/$value"}"##, 20),
        (##"{"value": {"$ref": "#/leading/$value/value"}, "unit": "px"}"##, 20),
        ("1.5", 24),
        (##""{ratio}""##, 20),
        (##"{"$ref": "#/ratio/$value"}"##, 20),
    ])
    func lineHeightsAreDimensionsOrMultiples(lineHeight: String, points: Double) throws {
        let tokens = try table(Self.typography(lineHeight: lineHeight))
        #expect(try tokens.typography("body").lineHeight == points)
    }

    /// A mode that overrides an aliased dimension line height changes the typography in that mode.
    @Test func aModeReachesADimensionLineHeight() throws {
        let tokens = try table(Self.typography(lineHeight: ##""{leading}""##))
        #expect(try tokens.typography("body").lineHeight == 20)
        #expect(try tokens.typography("body", mode: "loose").lineHeight == 28)
    }

    /// A line height aliasing neither a number nor a dimension, a dimension with a unit that is not
    /// px or rem or without a unit, a numeral string and a missing token are errors; `"24px"` is the
    /// legacy form (read in px, with a warning, when lenient).
    @Test(arguments: [
        (##""{ink}""##, "reference-type"),
        (##""{nope}""##, "unknown-reference"),
        (##"{"value": 24, "unit": "em"}"##, "value"),
        (##"{"value": 24}"##, "missing-property"),
        (##""1.5""##, "value"),
        (##""24px""##, "legacy-format"),
    ])
    func otherLineHeightsAreErrors(lineHeight: String, rule: String) {
        let json = Self.typography(lineHeight: lineHeight)
        #expect(Self.errorPlaces(json) == ["test.tokens.json: body: \(rule)"], "\(load(json).diagnostics)")
    }

    @Test func aLegacyLineHeightStringIsReadInPixelsWhenLenient() throws {
        let result = load(Self.typography(lineHeight: ##""24px""##), .lenient)
        #expect(result.warnings.map(\.rule) == [.legacyFormat])
        #expect(try #require(result.table).typography("body").lineHeight == 24)
    }

    // MARK: $ref in $type and $description

    /// A token's or a group's `$type` and a `$description` may be pointers: to another token's or
    /// group's property, through a chain of pointers, with `~1` and `~0` escapes; a group's
    /// pointed `$type` is inherited, also by a group that `$extends` its member group.
    @Test func typesAndDescriptionsMayBePointers() throws {
        let tokens = try table(
            ##"""
            {"a": {"$type": {"$ref": "#/b/$type"}, "$value": 1, "$description": {"$ref": "#/b/$description"}},
             "b": {"$type": {"$ref": "#/c/$type"}, "$value": 2, "$description": "Two."},
             "c": {"$type": "number", "$value": 3},
             "g": {"$type": {"$ref": "#/x~1y/e~0f/$type"}, "$description": {"$ref": "#/b/$description"}, "size": {"$value": {"value": 4, "unit": "px"}},
                   "inner": {"d": {"$value": {"value": 5, "unit": "px"}}}},
             "x/y": {"e~f": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}},
             "copy": {"$extends": "{g.inner}"}}
            """##)
        #expect(try tokens.value("a") == .number(1))
        #expect(tokens.tokens["a"]?.description == "Two.")
        #expect(try tokens.value("b") == .number(2))
        #expect(try tokens.dimension("g/size") == 4)
        #expect(try tokens.dimension("copy/d") == 5)
    }

    /// A pointer that reaches nothing, a non-string, a string that names no type, or loops, or is
    /// not a same-document pointer, is an error naming the token or group it is on.
    @Test(arguments: [
        (##"{"a": {"$type": {"$ref": "#/nowhere/$type"}, "$value": 1}}"##, ["test.tokens.json: a: unknown-reference"]),
        (
            ##"{"a": {"$type": {"$ref": "#/b/$value"}, "$value": 1}, "b": {"$type": "number", "$value": 2}}"##,
            ["test.tokens.json: a: reference-target"]
        ),
        (
            ##"{"a": {"$type": {"$ref": "#/b"}, "$value": 1}, "b": {"$type": "number", "$value": 2}}"##,
            ["test.tokens.json: a: reference-target"]
        ),
        (
            ##"{"a": {"$type": {"$ref": "#/b/$description"}, "$value": 1}, "b": {"$type": "number", "$value": 2, "$description": "Two."}}"##,
            ["test.tokens.json: a: unknown-type"]
        ),
        (
            ##"{"a": {"$type": {"$ref": "#/b/$type"}, "$value": 1}, "b": {"$type": {"$ref": "#/a/$type"}, "$value": 2}}"##,
            ["test.tokens.json: a: cycle", "test.tokens.json: b: cycle"]
        ),
        (##"{"a": {"$type": {"$ref": "#/a/$type"}, "$value": 1}}"##, ["test.tokens.json: a: cycle"]),
        (##"{"a": {"$type": {"$ref": 7}, "$value": 1}}"##, ["test.tokens.json: a: reference-syntax"]),
        (##"{"a": {"$type": {"$ref": "other.json#/t"}, "$value": 1}}"##, ["test.tokens.json: a: reference-syntax"]),
        (
            ##"{"a": {"$type": "number", "$value": 1, "$description": {"$ref": "#/a/$value"}}}"##,
            ["test.tokens.json: a: reference-target"]
        ),
        (##"{"g": {"$type": {"$ref": "#/nowhere"}, "a": {"$type": "number", "$value": 1}}}"##, ["test.tokens.json: g: unknown-reference"]),
    ])
    func pointersThatDoNotReachAStringAreErrors(json: String, errors: [String]) {
        #expect(Self.errorPlaces(json) == errors, "\(load(json).diagnostics)")
    }

    /// The message names the property and the pointer.
    @Test func aDanglingTypePointerIsReportedInWords() {
        #expect(
            load(##"{"a": {"$type": {"$ref": "#/nowhere/$type"}, "$value": 1}}"##).errors.map(\.description) == [
                "test.tokens.json: a: unknown-reference: $type's $ref #/nowhere/$type points at nothing in the document"
            ])
    }

    // MARK: $defs at the top level

    /// Definitions written as tokens (their `$value` is used, aliases in it followed) or as bare
    /// values, reached whole or in part; content that would not pass as tokens is not judged.
    @Test func topLevelDefinitionsAreReachedByPointers() throws {
        let result = load(
            ##"""
            {"$defs": {"red-1": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0]}},
                       "brand": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]},
                       "accent": {"$value": "{color.red.1}"}, "again": {"$ref": "#/$defs/brand"},
                       "unit": "rem", "odd.name": 7, "notAToken": {"$type": "nonsense", "$value": null}},
             "color": {"$type": "color", "red": {"1": {"$ref": "#/$defs/red-1"}},
                       "brand": {"$value": {"$ref": "#/$defs/brand"}}, "accent": {"$ref": "#/$defs/accent"}, "again": {"$ref": "#/$defs/again"},
                       "blue": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/$defs/brand/components/0"}, 0, 1]}}},
             "space": {"$type": "dimension", "$value": {"value": 2, "unit": {"$ref": "#/$defs/unit"}}}}
            """##)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let tokens = try #require(result.table)
        #expect(result.tokenCount == 6)
        #expect(!tokens.tokens.keys.contains { $0.dotted.contains("defs") })
        let red = Color(red: 102, green: 26, blue: 0)
        #expect(try tokens.color("color/red/1") == red)
        #expect(try tokens.color("color/accent") == red)
        #expect(try tokens.color("color/brand") == Color(red: 0, green: 102, blue: 204))
        #expect(try tokens.color("color/again") == Color(red: 0, green: 102, blue: 204))
        #expect(try tokens.color("color/blue") == Color(red: 0, green: 0, blue: 255))
        #expect(try tokens.dimension("space") == 32)
    }

    /// Each file's `$defs` add to the others' (a later file's definition replaces one of its name).
    @Test func definitionsMergeAcrossFiles() throws {
        let base = ##"{"$defs": {"one": 1, "two": 0}, "a": {"$type": "number", "$value": {"$ref": "#/$defs/two"}}}"##
        let theme = ##"{"$defs": {"two": 2}, "b": {"$type": "number", "$value": {"$ref": "#/$defs/one"}}}"##
        let result = TokenTable.load([
            TokenSource(name: "base.json", bytes: Array(base.utf8)), TokenSource(name: "theme.json", bytes: Array(theme.utf8)),
        ])
        let tokens = try #require(result.table, "\(result.diagnostics)")
        #expect(try tokens.value("a") == .number(2))
        #expect(try tokens.value("b") == .number(1))
    }

    /// A pointer to a definition that is missing or does not fit the token's type, definitions
    /// that loop, a `$defs` that is not an object, and `$defs` anywhere but the top level (an
    /// unknown property, as before) are errors.
    @Test(arguments: [
        (##"{"$defs": {}, "a": {"$type": "number", "$ref": "#/$defs/nope"}}"##, ["test.tokens.json: a: unknown-reference"]),
        (##"{"$defs": {"n": {"$value": "three"}}, "a": {"$type": "number", "$ref": "#/$defs/n"}}"##, ["test.tokens.json: a: value"]),
        (##"{"$defs": {"n": 3}, "a": {"$ref": "#/$defs/n"}}"##, ["test.tokens.json: a: missing-type"]),
        (
            ##"{"$defs": {"x": {"$ref": "#/$defs/y"}, "y": {"$ref": "#/$defs/x"}}, "a": {"$type": "number", "$ref": "#/$defs/x"}}"##,
            ["test.tokens.json: a: cycle"]
        ),
        (##"{"$defs": [1], "a": {"$type": "number", "$value": 1}}"##, ["test.tokens.json: (file): structure"]),
        (##"{"g": {"$defs": {}, "a": {"$type": "number", "$value": 1}}}"##, ["test.tokens.json: g: unknown-property"]),
        (##"{"a": {"$type": "number", "$value": 1, "$defs": {}}}"##, ["test.tokens.json: a: unknown-property"]),
    ])
    func misusedDefinitionsAreErrors(json: String, errors: [String]) {
        #expect(Self.errorPlaces(json) == errors, "\(load(json).diagnostics)")
    }

    // MARK: At scale

    /// 5,000 groups whose `$root` tokens take their `$type` through chains of pointers (up to 100
    /// long), each group aliased whole and as a Bézier member: every new reading is a lookup or a
    /// pointer followed once, so this loads as fast as any table of 15,000 tokens.
    @Test func theReadingsStayLookupsAtScale() throws {
        let count = 5_000
        var members = [##""n": {"$type": "number", "$value": 0.5}"##]
        for index in 0..<count {
            let type = index % 100 == 0 ? "#/n/$type" : "#/g\(index - 1)/$root/$type"
            members.append(##""g\##(index)": {"$root": {"$type": {"$ref": "\##(type)"}, "$value": \##(Double(index) / Double(count))}}"##)
            members.append(##""a\##(index)": {"$value": "{g\##(index)}"}"##)
            members.append(##""c\##(index)": {"$type": "cubicBezier", "$value": ["{g\##(index)}", 0, "{n}", 1]}"##)
        }
        let result = load("{" + members.joined(separator: ",\n") + "}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
        let tokens = try #require(result.table)
        #expect(tokens.tokens.count == 3 * count + 1)
        for index in stride(from: 0, to: count, by: 499) {
            let x = Double(index) / Double(count)
            #expect(try tokens.value(TokenPath(segments: ["a\(index)"])) == .number(x))
            #expect(try tokens.cubicBezier(TokenPath(segments: ["c\(index)"])) == CubicBezier(x1: x, y1: 0, x2: 0.5, y2: 1))
        }
    }
}
