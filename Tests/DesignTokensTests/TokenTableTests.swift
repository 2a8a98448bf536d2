import Foundation
import Testing

@testable import DesignTokens

/// Parses `json` as a table named `test.tokens.json`.
private func table(_ json: String) throws(TokenError) -> TokenTable {
    try TokenTable(json: Data(json.utf8), source: "test.tokens.json")
}

/// The error `json` fails with (or nil when it loads).
private func loadError(_ json: String) -> TokenError? {
    do {
        _ = try table(json)
        return nil
    } catch {
        return error
    }
}

@Suite struct TokenTableTests {
    @Test func resolvesGroupsTypesAndAliases() throws {
        let tokens = try table(
            """
            {"counter": {"color": {"$type": "color",
                "empty": {"bg": {"$value": {"colorSpace": "srgb", "components": [0.9333, 0.949, 0.9765]}, "$description": "surface"}},
                "active": {"bg": {"$value": "{counter.color.empty.bg}"}}}}}
            """)
        #expect(try tokens.color("counter/color/empty/bg") == Color(hex: "#EEF2F9"))
        #expect(try tokens.color("counter/color/active/bg") == Color(hex: "#EEF2F9"))
        #expect(try tokens.token("counter/color/empty/bg").description == "surface")
        #expect(tokens.paths.map(\.description) == ["counter/color/active/bg", "counter/color/empty/bg"])
    }

    @Test func modesOverrideAndAliasesFollowTheirTargetsMode() throws {
        let tokens = try table(
            """
            {"c": {"$type": "color",
                "base": {"$value": {"colorSpace": "srgb", "components": [0.9333, 0.949, 0.9765]}, "$extensions": {"modes": {"dark": {"colorSpace": "srgb", "components": [0.1176, 0.1647, 0.2314]}}}},
                "alias": {"$value": "{c.base}"},
                "plain": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}
            """)
        #expect(try tokens.color("c/base", mode: "dark") == Color(hex: "#1E2A3B"))
        #expect(try tokens.color("c/alias", mode: "dark") == Color(hex: "#1E2A3B"))
        #expect(try tokens.color("c/alias") == Color(hex: "#EEF2F9"))
        #expect(try tokens.color("c/plain", mode: "dark") == Color(hex: "#000000"))
    }

    @Test func anUntypedAliasTakesItsTargetsTypeInEachMode() throws {
        let tokens = try table(
            """
            {"palette": {"light": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.9333, 0.949, 0.9765]}},
                         "dark": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [0.098, 0.4471, 0.9765]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0.3608, 0.898]}, "position": 1}]}},
             "bg": {"$value": "{palette.light}", "$extensions": {"modes": {"dark": "{palette.dark}"}}}}
            """)
        #expect(try tokens.fill("bg") == .color(try #require(Color(hex: "#EEF2F9"))))
        guard case .gradient(let gradient) = try tokens.fill("bg", mode: "dark") else {
            Issue.record("the dark mode resolves to the gradient it aliases")
            return
        }
        #expect(gradient.stops.count == 2)
    }

    @Test func acceptsTheColourObjectForm() throws {
        let tokens = try table(
            """
            {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.36078, 0.898], "alpha": 0.5}}}
            """)
        #expect(try tokens.color("c") == Color(red: 0, green: 92, blue: 229, alpha: 128))
    }

    @Test func readsDimensionsTypographyGradientsAndDurations() throws {
        let tokens = try table(
            """
            {"font": {"brand": {"$type": "fontFamily", "$value": "Proxima Soft"}},
             "size": {"$type": "dimension", "a": {"$value": {"value": 24, "unit": "px"}}, "b": {"$value": {"value": 1, "unit": "rem"}}},
             "type": {"$type": "typography", "$value": {"fontFamily": "{font.brand}", "fontWeight": "bold",
                      "fontSize": {"value": 20, "unit": "px"}, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
             "grad": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [0.098, 0.4471, 0.9765]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0.3608, 0.898]}, "position": 1}]},
             "tick": {"$type": "duration", "$value": {"value": 1000, "unit": "ms"}}}
            """)
        #expect(try tokens.dimension("size/a") == 24)
        #expect(try tokens.dimension("size/b") == 16)
        let type = try tokens.typography("type")
        #expect(type.fontFamily == ["Proxima Soft"])
        #expect(type.fontWeight == 700)
        #expect(abs(type.lineHeight - 24) < 1e-9)
        #expect(
            try tokens.fill("grad")
                == .gradient(
                    Gradient(stops: [
                        .init(color: Color(hex: "#1972F9")!, position: 0), .init(color: Color(hex: "#005CE5")!, position: 1),
                    ])))
        #expect(try tokens.duration("tick") == 1)
    }

    @Test func unknownAliasNamesFileTokenAndAlias() throws {
        let error = try #require(
            loadError(
                """
                {"a": {"$type": "color", "$value": "{does.not.exist}"}}
                """))
        guard case .invalid(let rule, _) = error.reason else {
            Issue.record("expected a rule violation, got \(error)")
            return
        }
        #expect(rule == .unknownReference)
        #expect(error.token == "a")
        #expect(error.description.hasPrefix("test.tokens.json: a: unknown-reference: {does.not.exist} names no token"))
    }

    @Test func aliasCycleIsAnErrorShowingTheChain() throws {
        let error = try #require(
            loadError(
                """
                {"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{c}"}, "c": {"$type": "color", "$value": "{a}"}}
                """))
        guard case .invalid(.cycle, let detail) = error.reason else {
            Issue.record("expected an alias cycle, got \(error)")
            return
        }
        #expect(detail.contains("a → b → c → a"), "\(detail)")
        #expect(error.description.contains("test.tokens.json"))
    }

    @Test func untypedAliasCycleIsAnError() throws {
        let error = try #require(loadError(#"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"#))
        guard case .invalid(.cycle, _) = error.reason else {
            Issue.record("expected an alias cycle, got \(error)")
            return
        }
    }

    @Test func badHexFallbackNamesTheToken() throws {
        let error = try #require(
            loadError(
                ##"{"counter": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#EEF2F"}}}}"##))
        #expect(error.token == "counter/bg")
        #expect(error.description.hasPrefix("test.tokens.json: counter.bg: color-hex: "), "\(error)")
        #expect(error.description.contains("\"#EEF2F\""))
    }

    @Test func missingTokenLookupNamesFileAndPath() throws {
        let tokens = try table(#"{"a": {"$type": "number", "$value": 1}}"#)
        #expect(throws: TokenError(file: "test.tokens.json", token: "counter/color/empty/bg", reason: .missingToken)) {
            try tokens.color("counter/color/empty/bg")
        }
    }

    @Test func wrongTypeLookupIsAnError() throws {
        let tokens = try table(#"{"a": {"$type": "number", "$value": 1}}"#)
        #expect(throws: TokenError(file: "test.tokens.json", token: "a", reason: .typeMismatch(expected: "color", actual: "number"))) {
            try tokens.color("a")
        }
    }

    @Test(arguments: [
        ("{\"a\": ", "json: not valid JSON: line 1, column 7"),
        ("[1, 2]", "structure: the top level must be an object"),
        (#"{"a": 3}"#, "structure: expected a group or a token object"),
        (##"{"a": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"##, "missing-type: no $type"),
        (#"{"a": {"$type": "shade", "$value": {}}}"#, "unknown-type: 'shade' is not a type"),
        (#"{"a": {"$type": "dimension", "$value": "12pt"}}"#, "value: expected {\"value\": n"),
        (#"{"a": {"$type": "number", "$value": true}}"#, "value: expected a number, found true"),
        (#"{"a": {"$type": "fontWeight", "$value": "heavy-ish"}}"#, "value: \"heavy-ish\" is not a weight name"),
        (
            #"{"a": {"$type": "typography", "$value": {"fontFamily": "X", "letterSpacing": {"value": 0, "unit": "px"}}}}"#,
            "missing-property: a typography value needs 'fontSize'"
        ),
        (#"{"a": {"$type": "number", "$value": 1e999}}"#, "non-finite: a number overflows"),
    ])
    func malformedTablesFailWithAClearMessage(json: String, fragment: String) throws {
        let error = try #require(loadError(json))
        #expect(error.description.contains(fragment), "\(error)")
        #expect(error.description.hasPrefix("test.tokens.json"))
    }

    @Test func unreadableFileNamesThePath() {
        let url = URL(fileURLWithPath: "/nonexistent/EBCounter.tokens.json")
        #expect {
            try TokenTable(contentsOf: url)
        } throws: { error in
            (error as? TokenError)?.description.hasPrefix("/nonexistent/EBCounter.tokens.json") == true
        }
    }
}
