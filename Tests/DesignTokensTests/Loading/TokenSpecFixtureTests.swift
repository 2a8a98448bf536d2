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
}
