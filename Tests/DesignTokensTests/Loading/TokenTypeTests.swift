import Testing

@testable import DesignTokens

/// Every type of the 2025.10 format, with member aliases where the format allows them.
@Suite struct TokenTypeTests {
    @Test func readsAllThirteenTypes() throws {
        let tokens = try table(
            """
            {
              "c": {"$type": "color", "$value": \(srgb("#336699"))},
              "d": {"$type": "dimension", "$value": {"value": 0.5, "unit": "rem"}},
              "n": {"$type": "number", "$value": 1.5},
              "ff": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
              "fw": {"$type": "fontWeight", "$value": "semi-bold"},
              "du": {"$type": "duration", "$value": {"value": 250, "unit": "ms"}},
              "cb": {"$type": "cubicBezier", "$value": [0.4, -0.5, 0.2, 1.5]},
              "ss": {"$type": "strokeStyle", "$value": {"dashArray": ["{d}", \(px(2))], "lineCap": "round"}},
              "bo": {"$type": "border", "$value": {"color": "{c}", "width": \(px(1)), "style": "dashed"}},
              "tr": {"$type": "transition", "$value": {"duration": "{du}", "delay": {"value": 0, "unit": "s"}, "timingFunction": "{cb}"}},
              "sh": {"$type": "shadow", "$value": [{"color": "{c}", "offsetX": \(px(0)), "offsetY": \(px(2)), "blur": \(px(4)), "spread": \(px(0)), "inset": true}]},
              "ty": {"$type": "typography", "$value": {"fontFamily": "{ff}", "fontSize": "{d}", "fontWeight": "{fw}", "letterSpacing": \(px(0.5)), "lineHeight": "{n}"}},
              "gr": {"$type": "gradient", "$value": [{"color": "{c}", "position": 0}, {"color": \(srgb("#FFFFFF")), "position": "{n}"}]}
            }
            """)
        let blue = try #require(Color(hex: "#336699"))
        #expect(try tokens.value("c") == .color(blue))
        #expect(try tokens.value("d") == .dimension(8))
        #expect(try tokens.value("n") == .number(1.5))
        #expect(try tokens.value("ff") == .fontFamily(["Inter", "sans-serif"]))
        #expect(try tokens.value("fw") == .fontWeight(600))
        #expect(try tokens.value("du") == .duration(seconds: 0.25))
        #expect(try tokens.value("cb") == .cubicBezier(CubicBezier(x1: 0.4, y1: -0.5, x2: 0.2, y2: 1.5)))
        #expect(try tokens.value("ss") == .strokeStyle(.dashes([8, 2], lineCap: .round)))
        #expect(try tokens.value("bo") == .border(Border(color: blue, width: 1, style: .keyword(.dashed))))
        #expect(
            try tokens.value("tr")
                == .transition(Transition(duration: 0.25, delay: 0, timingFunction: CubicBezier(x1: 0.4, y1: -0.5, x2: 0.2, y2: 1.5))))
        #expect(try tokens.value("sh") == .shadow([Shadow(color: blue, offsetX: 0, offsetY: 2, blur: 4, spread: 0, inset: true)]))
        #expect(
            try tokens.value("ty")
                == .typography(
                    Typography(fontFamily: ["Inter", "sans-serif"], fontWeight: 600, fontSize: 8, lineHeight: 12, letterSpacing: 0.5)))
        // A gradient position above 1 is clamped (with a warning), as the format says.
        #expect(try tokens.value("gr") == .gradient(Gradient(stops: [.init(color: blue, position: 0), .init(color: .white, position: 1)])))
        #expect(Set(tokens.tokens.values.map(\.value.kind)) == Set(TokenType.allCases))
    }

    @Test func shadowAndGradientArraysTakeTheLayersOfReferencedTokens() throws {
        let tokens = try table(
            """
            {"base": {"$type": "shadow", "$value": {"color": \(srgb("#000000")), "offsetX": \(px(1)), "offsetY": \(px(1)), "blur": \(px(2)), "spread": \(px(0))}},
             "layered": {"$type": "shadow", "$value": ["{base}", {"color": \(srgb("#FF0000")), "offsetX": \(px(0)), "offsetY": \(px(8)), "blur": \(px(16)), "spread": \(px(0))}]},
             "start": {"$type": "gradient", "$value": [{"color": \(srgb("#FFFFFF")), "position": 0}]},
             "full": {"$type": "gradient", "$value": ["{start}", {"color": \(srgb("#000000")), "position": 1}]}}
            """)
        guard case .shadow(let layers) = try tokens.value("layered"), case .gradient(let gradient) = try tokens.value("full") else {
            Issue.record("wrong types")
            return
        }
        #expect(layers.map(\.offsetY) == [1, 8])
        #expect(gradient.stops.map(\.color) == [.white, .black])
    }

    @Test(arguments: [
        // A member alias must resolve to the member's type: a weight aliasing a number token.
        (
            ##"{"n": {"$type": "number", "$value": 600}, "t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": "{n}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}}"##,
            TokenRule.referenceType
        ),
        (
            ##"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "b": {"$type": "border", "$value": {"color": "{d}", "width": {"value": 1, "unit": "px"}, "style": "solid"}}}"##,
            .referenceType
        ),
        (##"{"c": {"$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1]}}"##, .value),
        (##"{"c": {"$type": "cubicBezier", "$value": [0, 0, 1]}}"##, .value),
        (##"{"s": {"$type": "strokeStyle", "$value": "wavy"}}"##, .value),
        (##"{"s": {"$type": "strokeStyle", "$value": {"dashArray": [], "lineCap": "round"}}}"##, .value),
        (##"{"s": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 1, "unit": "px"}]}}}"##, .missingProperty),
        (##"{"b": {"$type": "border", "$value": {"width": {"value": 1, "unit": "px"}, "style": "solid"}}}"##, .missingProperty),
        (
            ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "delay": {"value": 1, "unit": "min"}, "timingFunction": [0, 0, 1, 1]}}}"##,
            .value
        ),
        (
            ##"{"s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": "yes"}}}"##,
            .value
        ),
        (
            ##"{"s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "opacity": 1}}}"##,
            .unknownProperty
        ),
        (##"{"w": {"$type": "fontWeight", "$value": 1001}}"##, .value),
        (##"{"w": {"$type": "fontWeight", "$value": "Bold"}}"##, .value),
        (##"{"f": {"$type": "fontFamily", "$value": []}}"##, .value),
        (##"{"d": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"##, .value),
        (##"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "pt"}}}"##, .value),
        (##"{"d": {"$type": "dimension", "$value": {"value": 1}}}"##, .missingProperty),
        (##"{"g": {"$type": "gradient", "$value": []}}"##, .value),
    ])
    func wrongValuesBreakTheirRule(json: String, rule: TokenRule) {
        let result = load(json)
        #expect(result.table == nil)
        #expect(result.errors.map(\.rule).contains(rule), "\(result.diagnostics)")
        #expect(result.errors.allSatisfy { $0.file == "test.tokens.json" && $0.token != nil })
    }
}
