import Testing

@testable import DesignTokens

/// Curly aliases, `$ref` JSON pointers, `$extends`, `$root`, `$deprecated` and cycles.
@Suite struct TokenReferenceTests {
    @Test func jsonPointersReachWholeTokensAndMembersOfComposites() throws {
        let tokens = try table(
            """
            {"base": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]}},
                      "space": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
                      "text": {"$type": "typography", "$value": {"fontFamily": ["Inter"], "fontSize": {"value": 16, "unit": "px"},
                               "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}},
             "alias": {"$ref": "#/base/blue"},
             "hue": {"$type": "number", "$value": {"$ref": "#/base/blue/$value/components/0"}},
             "mixed": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/base/blue/$value/components/0"}, 0.4, 0.7]}},
             "wide": {"$type": "dimension", "$value": {"value": 32, "unit": {"$ref": "#/base/space/$value/unit"}}},
             "h1": {"$type": "typography", "$value": {"fontFamily": {"$ref": "#/base/text/$value/fontFamily"}, "fontSize": {"value": 32, "unit": "px"},
                    "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"$ref": "#/base/text/$value/lineHeight"}}}}
            """)
        #expect(try tokens.color("alias") == tokens.color("base/blue"))
        #expect(try tokens.value("hue") == .number(0.2))
        #expect(try tokens.color("mixed") == Color(red: 51, green: 102, blue: 179))
        #expect(try tokens.dimension("wide") == 32)
        let h1 = try tokens.typography("h1")
        #expect(h1.fontFamily == ["Inter"] && h1.lineHeight == 48)
    }

    @Test func extendsInheritsOverridesAndAddsTokens() throws {
        let tokens = try table(
            """
            {"button": {"$type": "color", "background": {"$value": \(srgb("#0066CC"))}, "text": {"$value": \(srgb("#FFFFFF"))}},
             "button-primary": {"$extends": "{button}", "background": {"$value": \(srgb("#CC0066"))}, "focus": {"$value": \(srgb("#FF3399"))}}}
            """)
        #expect(try tokens.color("button-primary/background") == Color(hex: "#CC0066"))
        #expect(try tokens.color("button-primary/text") == .white)
        #expect(try tokens.color("button-primary/focus") == Color(hex: "#FF3399"))
        #expect(try tokens.color("button/background") == Color(hex: "#0066CC"))
    }

    @Test func rootTokensAreAddressedWithTheirReservedName() throws {
        let tokens = try table(
            """
            {"spacing": {"$type": "dimension", "$root": {"$value": \(px(16))}, "small": {"$value": \(px(8))}},
             "gap": {"$value": "{spacing.$root}"}}
            """)
        #expect(try tokens.dimension("spacing/$root") == 16)
        #expect(try tokens.dimension("gap") == 16)
        // An alias of the group names its $root token; a group without one is not a token.
        #expect(try table(##"{"g": {"$type": "number", "$root": {"$value": 1}}, "x": {"$value": "{g}"}}"##).dimension("x") == 1)
        #expect(errorRules(##"{"g": {"$type": "number", "top": {"$value": 1}}, "x": {"$value": "{g}"}}"##) == [.referenceTarget])
    }

    @Test(arguments: [
        (##"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##, "a → b → a"),
        (##"{"button": {"c": {"$type": "number", "$value": 1}, "secondary": {"$extends": "{button}"}}}"##, "button.secondary → button"),
        (##"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}"##, "a → b → c → a"),
        (
            ##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "b": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##,
            "a → b → a"
        ),
    ])
    func cyclesAreErrorsThatShowTheChain(json: String, chain: String) {
        let result = load(json)
        #expect(result.table == nil)
        let cycle = result.errors.first { $0.rule == .cycle }
        #expect(cycle?.detail.contains(chain) == true, "\(result.diagnostics)")
    }

    /// A chain of 5,000 aliases, each naming the next: refused in words, where following it by
    /// recursion used to exhaust the stack. Chains up to the limit still resolve.
    @Test func anOverlongAliasChainIsAnErrorNotACrash() throws {
        func chain(_ length: Int) -> String {
            let links = (0..<length).map { #""t\#($0)": {"$value": "{t\#($0 + 1)}"}"# }
            return "{" + links.joined(separator: ", ") + #", "t\#(length)": {"$type": "number", "$value": 7}}"#
        }
        let long = load(chain(5_000))
        #expect(long.table == nil)
        #expect(long.errors.contains { $0.rule == .cycle && $0.detail.contains("reference chain is longer than 256 tokens") })
        let limit = load(chain(TokenSyntax.maximumChainLength - 1))
        #expect(try limit.table?.dimension("t0") == 7, "\(limit.diagnostics.prefix(2))")
    }

    /// A colour component whose `$ref` points at a definition that points at itself: reported as
    /// references nesting too deep, where following it by recursion used to exhaust the stack.
    @Test func aLoopOfPointersInAColourComponentIsAnErrorNotACrash() {
        let color = ##"{"colorSpace": "srgb", "components": [{"$ref": "#/$defs/a"}, 0, 0]}"##
        let json = ##"{"$defs": {"a": {"$ref": "#/$defs/a"}}, "c": {"$type": "color", "$value": "## + color + "}}"
        let result = load(json)
        #expect(result.table == nil)
        #expect(result.errors.map(\.description) == ["test.tokens.json: c: cycle: references nest more than 32 deep"], "\(result.errors)")
    }

    @Test(arguments: [
        (##"{"a": {"$type": "number", "$value": "{missing.token}"}}"##, TokenRule.unknownReference),
        (##"{"a": {"$type": "number", "$value": {"$ref": "#/nowhere/$value"}}}"##, .unknownReference),
        (##"{"a": {"$type": "number", "$value": {"$ref": "https://example.com/x.json"}}}"##, .referenceSyntax),
        (##"{"a": {"$type": "number", "$value": "{a..b}"}}"##, .referenceSyntax),
        (##"{"g": {"x": {"$type": "number", "$value": 1}}, "a": {"$type": "number", "$value": "{g}"}}"##, .referenceTarget),
        (##"{"t": {"$type": "number", "$value": 1}, "g": {"$extends": "{t}"}}"##, .referenceTarget),
        (##"{"g": {"$extends": "{nothing}"}}"##, .unknownReference),
        (##"{"a": {"$type": "color", "$value": "{n}"}, "n": {"$type": "number", "$value": 1}}"##, .referenceType),
    ])
    func danglingAndMistargetedReferencesAreErrors(json: String, rule: TokenRule) {
        #expect(errorRules(json).contains(rule), "\(load(json).diagnostics)")
    }

    @Test func deprecationIsReportedNotFatal() throws {
        let result = load(
            ##"{"old": {"$type": "number", "$value": 1, "$deprecated": "use new"}, "g": {"$deprecated": true, "x": {"$type": "number", "$value": 2}}, "new": {"$value": "{old}"}}"##
        )
        let table = try #require(result.table)
        #expect(table.tokens["old"]?.deprecated == "use new")
        #expect(table.tokens["g/x"]?.deprecated == "")
        let warnings = result.warnings.filter { $0.rule == .deprecated }.map { $0.token?.dotted ?? "" }
        #expect(Set(warnings) == ["old", "g.x", "new"])
    }

    @Test func danglingAliasesNameTheirNearestExistingAncestor() {
        let result = load(
            ##"{"g": {"$type": "number", "h": {"x": {"$value": 1}}}, "a": {"$value": "{g.h.nope.deep}"}, "b": {"$value": "{g.nope}"}, "c": {"$value": "{nope.x}"}, "d": {"$value": "{g.h.x.y}"}}"##
        )
        #expect(
            result.errors.map(\.description) == [
                "test.tokens.json: a: unknown-reference: {g.h.nope.deep} names no token (g.h exists; nothing below it is called nope)",
                "test.tokens.json: b: unknown-reference: {g.nope} names no token (g exists; nothing below it is called nope)",
                "test.tokens.json: c: unknown-reference: {nope.x} names no token",
                "test.tokens.json: d: unknown-reference: {g.h.x.y} names no token (g.h.x exists; nothing below it is called y)",
            ])
    }

    @Test func longReferencesAreAnsweredAsShortOnesAre() {
        // Fifty nested groups with a token at the bottom, and references far longer than any path.
        let nested =
            String(repeating: #"{"a": "#, count: 50) + #"{"leaf": {"$type": "number", "$value": 1}}"# + String(repeating: "}", count: 50)
        let long = Array(repeating: "a", count: 2_000)
        let alias = "{root." + long.joined(separator: ".") + "}"
        let pointer = "#/root/" + long.joined(separator: "/")
        let json =
            ##"{"root": \##(nested), "alias": {"$type": "number", "$value": "\##(alias)"}, "pointer": {"$type": "number", "$value": {"$ref": "\##(pointer)"}}}"##
        let errors = load(json).errors.map(\.detail)
        #expect(errors.count == 2)
        let ancestor = "root." + long.prefix(50).joined(separator: ".")
        #expect(errors.contains("\(alias) names no token (\(ancestor) exists; nothing below it is called a)"))
        #expect(errors.contains("$ref \(pointer) points at nothing in the document"))
    }

    @Test func aliasesFollowTheirTargetsModes() throws {
        let tokens = try table(
            """
            {"c": {"$type": "color", "base": {"$value": \(srgb("#EEF2F9")), "$extensions": {"modes": {"dark": \(srgb("#1E2A3B"))}}},
                   "alias": {"$value": "{c.base}"}}}
            """)
        #expect(tokens.modes == ["dark"])
        #expect(try tokens.color("c/alias", mode: "dark") == Color(hex: "#1E2A3B"))
        #expect(try tokens.color("c/alias") == Color(hex: "#EEF2F9"))
    }
}
