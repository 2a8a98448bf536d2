import Testing

@testable import DesignTokens

/// Arithmetic as Tokens Studio writes it, parsed and computed on its own: what reads as
/// arithmetic, the units, the budgets, and what is refused in words.
@Suite struct TokenExpressionTests {
    /// `text` evaluated with no aliases, as the text of its result, or the refusal's detail.
    static func evaluate(_ text: String) -> String {
        switch TokenExpression.parse(text) {
        case .failure(let refusal): return "refused: " + refusal.detail
        case .success(let expression): return compute(expression.root).map(\.text).refusalText
        }
    }

    static func compute(_ node: TokenExpression.Node) -> Result<TokenMathQuantity, TokenExpression.Refusal> {
        switch node {
        case .number(let amount, let unit): return .success(TokenMathQuantity(amount: amount, unit: unit))
        case .alias: return .failure(TokenExpression.Refusal(detail: "an alias"))
        case .negate(let inner): return compute(inner).map { TokenMathQuantity(amount: -$0.amount, unit: $0.unit) }
        case .binary(let operation, let left, let right):
            return compute(left).flatMap { a in compute(right).flatMap { b in TokenExpression.apply(operation, a, b) } }
        case .call(let function, let arguments):
            var values: [TokenMathQuantity] = []
            for argument in arguments {
                switch compute(argument) {
                case .success(let value): values.append(value)
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return TokenExpression.apply(function, values)
        }
    }

    @Test(arguments: [
        ("floor({_size.unit} * 1.5)", true), ("{spacing.md} * 2", true), ("{a} + {b}", true), ("{a}-2", true),
        ("16px - 4px", true), ("{spacing.sm}rem", true), ("-{a}", true), ("{a} {b}", true), ("min(4, 8)", true),
        ("semi-bold", false), ("extra-light", false), ("-2px", false), ("1e-3px", false), ("{a}", false), ("30%", false),
        ("AUTO", false), ("Bold Italic", false), ("8pt", false), ("{a.b", false), ("", false),
    ])
    func whatReadsAsArithmetic(text: String, expected: Bool) {
        #expect(TokenExpression.isArithmetic(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("4 * 1.5", "6"), ("8 * 8", "64"), ("(8 * 8)", "64"), ("2 + 3 * 4", "14"), ("(2 + 3) * 4", "20"), ("10 - 4 - 3", "3"),
        ("16 / 4 / 2", "2"), ("-4 + 1", "-3"), ("- -4", "4"), ("+4", "4"), ("16px + 8", "24px"), ("8 + 16px", "24px"),
        ("1rem + 4", "5rem"), ("24px / 2", "12px"), ("24px / 12px", "2"), ("100ms * 3", "300ms"), ("floor(5.9px)", "5px"),
        ("ceil(5.1)", "6"), ("round(2.5)", "3"), ("round(-2.5)", "-2"), ("abs(-3rem)", "3rem"), ("roundTo(2 * 1.335, 2)", "2.67"),
        ("roundTo(2.66)", "3"), ("min(48px, 40px) - 4", "36px"), ("max(1, 2, 3)", "3"), ("min(4px, 8)", "4px"), (".5 * 4", "2"),
    ])
    func arithmeticWithUnits(text: String, expected: String) {
        #expect(Self.evaluate(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("4px + 1rem", "4px + 1rem mixes px and rem: write one unit (1rem is 16px, 1s is 1000ms)"),
        ("16px + 200ms", "16px + 200ms mixes px and ms: a dimension and a duration do not mix"),
        ("4px * 2px", "4px * 2px multiplies a dimension by a dimension: only a number may multiply a unit"),
        ("4 / 2px", "4 / 2px divides a number by a dimension"),
        ("4px / 0", "4px / 0 divides by zero"),
        ("min(4px, 1rem)", "min(4px, 1rem) mixes px and rem: write one unit (1rem is 16px, 1s is 1000ms)"),
        ("roundTo(1.5, 1.5)", "roundTo(1.5, 1.5): the decimals are a whole number from 0 to 15, found 1.5"),
    ])
    func unitMismatchesAreNamed(text: String, detail: String) {
        #expect(Self.evaluate(text) == "refused: " + detail)
    }

    @Test(arguments: [
        (
            "4 ^ 2",
            #""^" is not arithmetic here (numbers with px, rem, ms or s, {aliases}, + - * /, parentheses, floor, ceil, round, roundTo, min, max, abs)"#
        ),
        ("pow(2, 3)", #""pow" is not a function here (floor, ceil, round, roundTo, min, max, abs)"#),
        ("(4 * 2", #"a ")" is missing"#),
        ("4 *", "a value is missing at its end"),
        ("4 4", #"two values side by side after "4": math here comes to one value"#),
        ("1.5em * 2", "1.5em: an em is relative to a font size the table does not know; write px or rem"),
        ("50% * 2", "50%: a percentage inside math; write it as a share (0.5 for 50%)"),
        ("4pt * 2", #""pt" after 4 is not a unit here (px, rem, ms, s)"#),
        ("{a..b} * 2", "malformed alias {a..b} (expected {group.token})"),
        ("{a * 2", "the alias {a * 2 has no closing \"}\""),
        ("floor(1, 2)", "floor takes one value, found 2"),
        ("min()", "min takes at least one value, found 0"),
        ("1.2.3 + 1", #""1.2.3" is not a number"#),
        (
            "4 * 2 ü",
            #""ü" is not arithmetic here (numbers with px, rem, ms or s, {aliases}, + - * /, parentheses, floor, ceil, round, roundTo, min, max, abs)"#
        ),
        (
            "4 * ü",
            #""ü" is not arithmetic here (numbers with px, rem, ms or s, {aliases}, + - * /, parentheses, floor, ceil, round, roundTo, min, max, abs)"#
        ),
    ])
    func whatIsNotArithmeticIsRefusedInWords(text: String, detail: String) {
        #expect(Self.evaluate(text) == "refused: " + detail)
    }

    /// The budgets: a text of more than 1,024 bytes, more than 256 terms, or nesting deeper than
    /// 32, is refused before anything is evaluated.
    @Test func longDeepAndLargeExpressionsAreRefusedWithinTheirBudgets() {
        let long = String(repeating: "1 + ", count: 300) + "1"
        #expect(Self.evaluate(long) == "refused: it is longer than 1024 bytes (1201)")
        let many = String(repeating: "1+", count: 300) + "1"
        #expect(Self.evaluate(many) == "refused: it has more than 256 terms")
        let deep = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(Self.evaluate(deep) == "refused: it nests deeper than 32 (parentheses, signs and calls)")
        let signs = String(repeating: "-", count: 40) + "1"
        #expect(Self.evaluate(signs) == "refused: it nests deeper than 32 (parentheses, signs and calls)")
        let calls = String(repeating: "abs(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(Self.evaluate(calls) == "refused: it nests deeper than 32 (parentheses, signs and calls)")
        let fits = String(repeating: "(", count: 30) + "1" + String(repeating: ")", count: 30)
        #expect(Self.evaluate(fits) == "1")
    }

    @Test func theAliasesAreListedOnceInTheOrderWritten() throws {
        let expression = try TokenExpression.parse("max({b}, {a}) + {b} * {c}rem").get()
        #expect(expression.aliases == ["b", "a", "c"])
    }
}

extension Result where Success == String, Failure == TokenExpression.Refusal {
    /// The text, or `refused: ` and the refusal's detail.
    fileprivate var refusalText: String {
        switch self {
        case .success(let text): text
        case .failure(let refusal): "refused: " + refusal.detail
        }
    }
}
