import Foundation
import Testing

@testable import DesignTokens

/// What Tokens Studio writes beyond its types and composites: arithmetic in values and opacities
/// in percent, read with `--lenient` as Tokens Studio and its Style Dictionary transforms
/// evaluate them, each with a warning naming the file and token; the expression, the tokens it
/// read and its result kept with the value, so a change to one of them is the cause of what it
/// moves. Strict reading refuses them as it always did.
@Suite struct TokensStudioMathTests {
    /// A Tokens Studio export in shape: a base unit, a scale computed from it, a typography and
    /// an opacity computed too.
    static let export = ##"""
        {"_size": {"unit": {"value": "16", "type": "sizing", "$extensions": {"modes": {"compact": "12"}}},
                   "rem": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}}},
         "spacing": {"md": {"value": "floor({_size.unit} * 1.5)", "type": "spacing"},
                     "lg": {"value": "{spacing.md} * 2", "type": "spacing"},
                     "mid": {"value": "({spacing.md} + {spacing.lg}) / 2", "type": "spacing"},
                     "capped": {"value": "min({spacing.lg}, 40px) - 4", "type": "spacing"},
                     "rounded": {"value": "round({_size.rem} * 1.3)", "type": "spacing"},
                     "scaled": {"value": "{scale.factor}rem", "type": "spacing"},
                     "alias": {"value": "{spacing.md}", "type": "spacing"}},
         "scale": {"factor": {"value": "2", "type": "number"}},
         "opacity": {"low": {"value": "30%", "type": "opacity"}, "double": {"value": "{opacity.low} * 2", "type": "opacity"}},
         "weight": {"base": {"value": 400, "type": "fontWeights"}, "bold": {"value": "{weight.base} + 300", "type": "fontWeights"}},
         "motion": {"fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}, "slow": {"$type": "duration", "$value": "{motion.fast} * 3"}},
         "text": {"body": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "{weight.base}",
                  "fontSize": "{_size.unit} * 0.875", "lineHeight": "{scale.factor} * 0.75", "letterSpacing": {"value": 0, "unit": "px"}}}}}
        """##

    static func lenient() throws -> (TokenTable, TokenLoadResult) {
        let result = load(export, .lenient)
        return (try #require(result.table, "\(result.diagnostics)"), result)
    }

    @Test func arithmeticIsEvaluatedAsTokensStudioDoes() throws {
        let (tokens, _) = try Self.lenient()
        #expect(try tokens.dimension("spacing/md") == 24)
        #expect(try tokens.dimension("spacing/lg") == 48)
        #expect(try tokens.dimension("spacing/mid") == 36)
        #expect(try tokens.dimension("spacing/capped") == 36)
        #expect(try tokens.dimension("spacing/rounded") == 16, "round(1.3rem) is 1rem, in rem as Tokens Studio rounds it")
        #expect(try tokens.dimension("spacing/scaled") == 32, "{scale.factor}rem: the unit written after the alias")
        #expect(try tokens.dimension("spacing/alias") == 24)
        #expect(try tokens.value("opacity/low") == .number(0.3))
        #expect(try tokens.value("opacity/double") == .number(0.6))
        #expect(try tokens.value("weight/bold") == .fontWeight(700))
        #expect(try tokens.duration("motion/slow") == 0.3)
        let body = try tokens.typography("text/body")
        #expect(body.fontSize == 14)
        #expect(body.lineHeight == 1.5 * 14, "a number is a multiple of the font size")
    }

    @Test func eachExpressionIsWarnedAboutNamingItsFileAndToken() throws {
        let (_, result) = try Self.lenient()
        let math = result.warnings.filter { $0.detail.hasPrefix("Tokens Studio's math") }
        #expect(math.allSatisfy { $0.file == "test.tokens.json" && $0.rule == .legacyFormat })
        #expect(
            math.filter { $0.token == "spacing/md" }.map(\.detail) == [
                #"Tokens Studio's math "floor({_size.unit} * 1.5)" read as 24px (_size.unit = 16px) (--lenient)"#
            ])
        #expect(
            math.filter { $0.token == "spacing/mid" }.map(\.detail) == [
                #"Tokens Studio's math "({spacing.md} + {spacing.lg}) / 2" read as 36px (spacing.md = 24px, spacing.lg = 48px) (--lenient)"#
            ])
        #expect(math.count == 11, "one warning per expression (text.body has two), none more per mode: \(math.map(\.description))")
        #expect(
            result.warnings.contains {
                $0.token == "opacity/low"
                    && $0.detail == #"the percentage "30%" read as the number 0.3, as Tokens Studio writes an opacity (write 0.3)"#
            })
    }

    @Test func theExpressionItsAliasesAndItsResultAreKeptWithTheValue() throws {
        let (tokens, _) = try Self.lenient()
        let md = try tokens.token("spacing/md")
        #expect(
            md.computations(for: nil) == [
                TokenComputation(
                    expression: "floor({_size.unit} * 1.5)", operands: [.init(path: "_size/unit", value: "16px")], result: "24px")
            ])
        #expect(md.computations(for: nil).first?.description == "floor({_size.unit} * 1.5) = 24px with _size.unit = 16px")
        #expect(try tokens.token("spacing/alias").computations(for: nil).isEmpty, "an alias computes nothing itself")
        #expect(try tokens.token("spacing/rounded").computations(for: nil).first?.result == "1rem")
        #expect(
            try tokens.token("text/body").computations(for: nil).map(\.expression) == ["{_size.unit} * 0.875", "{scale.factor} * 0.75"])
    }

    /// The read log shows the tokens an expression read as what the value was read through, so
    /// a change to `_size.unit` is the cause of everything it moves.
    @Test func aReadIsReachedThroughTheTokensTheArithmeticRead() throws {
        let (tokens, _) = try Self.lenient()
        let log = TokenReadLog()
        try TokenReadLog.$current.withValue(log) {
            _ = try tokens.dimension("spacing/alias")
            _ = try tokens.dimension("spacing/mid")
            _ = try tokens.typography("text/body")
        }
        let reads = Dictionary(uniqueKeysWithValues: log.reads.map { ($0.path.dotted, $0) })
        #expect(reads["spacing.alias"]?.aliases == ["spacing/md", "_size/unit"])
        #expect(reads["spacing.alias"]?.computations.map(\.expression) == ["floor({_size.unit} * 1.5)"])
        #expect(reads["spacing.mid"]?.aliases == ["spacing/md", "_size/unit", "spacing/lg"])
        #expect(
            reads["spacing.mid"]?.computations.map(\.expression) == [
                "({spacing.md} + {spacing.lg}) / 2", "floor({_size.unit} * 1.5)", "{spacing.md} * 2",
            ])
        #expect(reads["text.body"]?.aliases == ["_size/unit", "scale/factor"])
        #expect(tokens.aliasChain("spacing/lg", mode: nil) == ["spacing/md", "_size/unit"])
    }

    @Test func aModeOfAnOperandIsAModeOfWhatItComputes() throws {
        let (tokens, _) = try Self.lenient()
        #expect(tokens.modes == ["compact"])
        #expect(try tokens.dimension("spacing/md", mode: "compact") == 18)
        #expect(try tokens.dimension("spacing/lg", mode: "compact") == 36)
        #expect(try tokens.dimension("spacing/alias", mode: "compact") == 18)
        let md = try tokens.token("spacing/md")
        #expect(md.computations(for: "compact").first?.description == "floor({_size.unit} * 1.5) = 18px with _size.unit = 12px")
        #expect(try tokens.dimension("spacing/rounded", mode: "compact") == 16, "what no override reaches keeps its base value")
    }

    @Test func strictReadingRefusesArithmeticAsBefore() {
        let json = ##"""
            {"u": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
             "md": {"$type": "dimension", "$value": "floor({u} * 1.5)"}, "mid": {"$type": "dimension", "$value": "{u} + {u}"}}
            """##
        #expect(
            load(json).errors.map(\.description) == [
                #"test.tokens.json: md: value: expected {"value": n, "unit": "px"|"rem"}, found "floor({u} * 1.5)""#,
                #"test.tokens.json: mid: reference-syntax: malformed alias "{u} + {u}" (expected {group.token})"#,
            ])
        #expect(load(Self.export).errors.allSatisfy { !$0.detail.contains("Tokens Studio's math") })
    }

    @Test(arguments: [
        (
            #""{spacing.md} + 1rem""#,
            #"Tokens Studio's math "{spacing.md} + 1rem" is refused: 24px + 1rem mixes px and rem: write one unit (1rem is 16px, 1s is 1000ms)"#
        ),
        (
            #""{spacing.md} * {spacing.md}""#,
            #"Tokens Studio's math "{spacing.md} * {spacing.md}" is refused: 24px * 24px multiplies a dimension by a dimension: only a number may multiply a unit"#
        ),
        (
            #""{spacing.md} + {motion.fast}""#,
            #"Tokens Studio's math "{spacing.md} + {motion.fast}" is refused: 24px + 100ms mixes px and ms: a dimension and a duration do not mix"#
        ),
        (
            #""pow({spacing.md}, 2)""#,
            #"Tokens Studio's math "pow({spacing.md}, 2)" is refused: "pow" is not a function here (floor, ceil, round, roundTo, min, max, abs)"#
        ),
        (
            #""{color.red} * 2""#,
            #"Tokens Studio's math "{color.red} * 2" is refused: {color.red} is a color token; math reads numbers, dimensions and durations"#
        ),
        (
            #""{spacing.md}rem""#,
            #"Tokens Studio's math "{spacing.md}rem" is refused: {spacing.md}rem: {spacing.md} has a unit already (24px)"#
        ),
        (#""{motion.fast} * 2""#, #"Tokens Studio's math "{motion.fast} * 2" comes to 200ms, a duration; a dimension is needed"#),
    ])
    func whatArithmeticCannotMeanIsRefusedNamingTheToken(value: String, detail: String) {
        let json = Self.export.replacingOccurrences(
            of: #""scale": {"#,
            with:
                ##""color": {"red": {"$type": "color", "$value": "#ff0000"}}, "bad": {"value": \##(value), "type": "spacing"}, "scale": {"##
        )
        let result = load(json, .lenient)
        #expect(result.table == nil)
        #expect(result.errors.map(\.description) == ["test.tokens.json: bad: value: " + detail])
    }

    @Test func aNumberTokenRefusesADimensionAndADurationNeedsAUnit() {
        let json = ##"""
            {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "n": {"$type": "number", "$value": "{size} * 2"}, "d": {"$type": "duration", "$value": "100 * 2"}}
            """##
        #expect(
            load(json, .lenient).errors.map(\.detail) == [
                #"Tokens Studio's math "100 * 2" comes to 200, a number; a duration (ms or s) is needed"#,
                #"Tokens Studio's math "{size} * 2" comes to 8px, a dimension; a number without a unit is needed"#,
            ])
    }

    @Test func aDanglingOrLoopingAliasInArithmeticFailsAsAnAliasDoes() {
        let dangling = ##"{"a": {"$type": "number", "$value": 2}, "b": {"$type": "number", "$value": "{a} * {c}"}}"##
        #expect(load(dangling, .lenient).errors.map(\.description) == ["test.tokens.json: b: unknown-reference: {c} names no token"])
        let loop = ##"{"a": {"$type": "number", "$value": "{b} * 2"}, "b": {"$type": "number", "$value": "{a} + 1"}}"##
        #expect(load(loop, .lenient).errors.map(\.description) == ["test.tokens.json: a: cycle: reference chain loops: a → b → a"])
    }

    /// Arithmetic comes to one number: a thousand tokens each naming the one before twice load
    /// without spending the expansion budget, each alias resolved once.
    @Test func arithmeticSpendsNoneOfTheExpansionBudget() throws {
        var members = [##""t0": {"$type": "number", "$value": 1}"##]
        for index in 1..<1_000 {
            members.append(##""t\##(index)": {"$type": "number", "$value": "({t\##(index - 1)} + {t\##(index - 1)}) / 2"}"##)
        }
        var loader = TokenLoader(strictness: .lenient)
        let result = loader.run([TokenSource(name: "chain.json", bytes: Array(("{" + members.joined(separator: ",") + "}").utf8))])
        let tokens = try #require(result.table, "\(result.errors)")
        #expect(try tokens.value("t999") == .number(1))
        #expect(loader.budget.spent == 0)
    }
}
