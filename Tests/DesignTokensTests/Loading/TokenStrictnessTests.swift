import Testing

@testable import DesignTokens

/// The strictness rules: each one fails strict reading; legacy forms become warnings when lenient.
@Suite struct TokenStrictnessTests {
    @Test(arguments: [
        ##"{"c": {"$type": "color", "$value": "#336699"}}"##,
        ##"{"d": {"$type": "dimension", "$value": "0.5rem"}}"##,
        ##"{"d": {"$type": "dimension", "$value": 8}}"##,
        ##"{"d": {"$type": "duration", "$value": "100ms"}}"##,
        ##"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.2}}}"##,
        ##"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "16px"}}}"##,
    ])
    func legacyFormsAreErrorsWhenStrictAndWarningsWhenLenient(json: String) {
        let strict = load(json)
        #expect(strict.table == nil)
        #expect(strict.errors.map(\.rule) == [.legacyFormat], "\(strict.diagnostics)")
        let lenient = load(json, .lenient)
        #expect(lenient.table != nil, "\(lenient.diagnostics)")
        #expect(lenient.warnings.map(\.rule) == [.legacyFormat])
    }

    @Test func lenientReadingKeepsTheLegacyValues() throws {
        let tokens = try table(
            ##"{"c": {"$type": "color", "$value": "#336699"}, "d": {"$type": "dimension", "$value": "1.5rem"}}"##, .lenient)
        #expect(try tokens.color("c") == Color(hex: "#336699"))
        #expect(try tokens.dimension("d") == 24)
    }

    @Test(arguments: ["1e999px", "nanpx", "0x10px", "infpx", "px", "1.px", "+1px"])
    func mutatedLegacyDimensionsAreRefusedEvenWhenLenient(text: String) {
        let json = ##"{"d": {"$type": "dimension", "$value": "\##(text)"}}"##
        #expect(load(json, .lenient).table == nil, "\(text) must not load")
    }

    @Test(arguments: [
        (##"{"a": {"$type": "number", "$value": 1, "$unknown": 2}}"##, TokenRule.unknownProperty),
        (##"{"g": {"$color": "x", "a": {"$type": "number", "$value": 1}}}"##, .unknownProperty),
        (##"{"a": {"$type": "dimension", "$value": {"value": 1, "unit": "px", "scale": 2}}}"##, .unknownProperty),
        (##"{"a": {"$type": "number", "$value": 1e999}}"##, .nonFinite),
        (##"{"a": {"$type": "dimension", "$value": {"value": -1e400, "unit": "px"}}}"##, .nonFinite),
        (##"{"a.b": {"$type": "number", "$value": 1}}"##, .name),
        (##"{"$a": {"$type": "number", "$value": 1}}"##, .unknownProperty),
        (##"{"a{": {"$type": "number", "$value": 1}}"##, .name),
        (##"{"a": {"$type": "number", "$value": 1, "child": {"$value": 2}}}"##, .structure),
        (##"{"a": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": 2}}"##, .duplicateKey),
        (##"{"a": {"$type": "Color", "$value": 1}}"##, .unknownType),
        (##"{"a": {"$value": 1}}"##, .missingType),
        (##"{"a": {"$type": "number", "$value": 1, "$description": 5}}"##, .value),
        (##"{"a": {"$type": "number", "$value": 1, "$deprecated": 1}}"##, .value),
        (##"{"a": {"$type": "number", "$value": 1, "$extensions": {"modes": 3}}}"##, .modes),
        (##"{"a": "#fff"}"##, .structure),
        ("{\"a\": {\"$type\": \"number\" \"$value\": 1}}", .json),
    ])
    func eachRuleIsEnforced(json: String, rule: TokenRule) {
        let result = load(json)
        #expect(result.table == nil)
        #expect(result.errors.map(\.rule).contains(rule), "\(result.diagnostics)")
    }

    @Test func unknownPropertiesAreWarningsWhenLenient() {
        let result = load(##"{"a": {"$type": "number", "$value": 1, "$unknown": 2}}"##, .lenient)
        #expect(result.table != nil)
        #expect(result.warnings.map(\.rule) == [.unknownProperty])
    }

    /// One problem, one line: a refused `$type` is not also reported as a missing one.
    @Test func anUnknownTypeIsReportedOnce() {
        let result = load(##"{"a": {"$type": "dimensions", "$value": {"value": 1, "unit": "px"}}}"##)
        #expect(result.errors.map(\.rule) == [.unknownType], "\(result.diagnostics)")
    }

    @Test func messagesSayWhatWasFound() {
        let colour = load(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0]}}}"##)
        #expect(colour.errors.first?.detail.hasSuffix("found an array of 2") == true, "\(colour.diagnostics)")
        let deprecated = load(##"{"a": {"$type": "number", "$value": 1, "$deprecated": "use c"}}"##)
        #expect(deprecated.warnings.first?.description == "test.tokens.json: a: warning: deprecated: this token is deprecated: use c")
    }

    @Test func aLoadReportsEveryProblemNotOnlyTheFirst() {
        let result = load(##"{"a": {"$type": "number", "$value": "x"}, "b": {"$type": "nope", "$value": 1}, "c": {"$value": 2}}"##)
        #expect(Set(result.errors.compactMap { $0.token?.dotted }) == ["a", "b", "c"])
        #expect(result.errors.map(\.description).allSatisfy { $0.hasPrefix("test.tokens.json: ") })
    }

    @Test func diagnosticsReadFileTokenRuleDetail() {
        let diagnostic = TokenDiagnostic(.error, file: "a.json", token: TokenPath(segments: ["x", "y"]), rule: .value, detail: "bad")
        #expect(diagnostic.description == "a.json: x.y: value: bad")
        let warning = TokenDiagnostic(.warning, file: "a.json", rule: .deprecated, detail: "old")
        #expect(warning.description == "a.json: warning: deprecated: old")
    }
}
