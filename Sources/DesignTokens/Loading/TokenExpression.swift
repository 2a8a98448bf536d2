/// Arithmetic in a value, as Tokens Studio writes it: `"floor({_size.unit} * 1.5)"`,
/// `"{spacing.md} * 2"`, `"min({a}, 24px) - 4"`, `"({a} + {b}) / 2"`.
///
/// Numbers (with a unit: `px`, `rem`, `ms` or `s`), curly aliases (a unit may follow one,
/// `{spacing.sm}rem`, as Tokens Studio documents), `+ - * /`, a sign, parentheses and the
/// functions `floor`, `ceil`, `round`, `roundTo(x, decimals)`, `min`, `max` and `abs`. Anything
/// else is refused in words by ``parse(_:)``.
///
/// Bounded: a text longer than ``maximumLength`` bytes, with more than ``maximumNodes`` terms or
/// nesting deeper than ``maximumDepth`` is refused before it is evaluated, so parsing and
/// evaluating one costs at most a few hundred steps. Its result is one number, so no expression
/// spends (or can grow) the expansion budget; the aliases it names are resolved once each, as
/// any alias is.
struct TokenExpression {
    /// The most bytes an expression may have.
    static let maximumLength = 1_024
    /// The most terms (numbers, aliases, operations, calls) an expression may have.
    static let maximumNodes = 256
    /// The most parentheses, signs and calls an expression may nest.
    static let maximumDepth = 32

    /// A term of the expression.
    indirect enum Node {
        case number(Double, TokenMathUnit)
        /// `{path}`, with the unit written right after it, if any.
        case alias(TokenPath, TokenMathUnit?)
        case negate(Node)
        case binary(Operator, Node, Node)
        case call(Function, [Node])
    }

    enum Operator: UInt8 {
        case add = 43, subtract = 45, multiply = 42, divide = 47

        /// The operator as written.
        var symbol: String { String(UnicodeScalar(rawValue)) }
    }

    /// The functions Tokens Studio's math package has that a value can use.
    enum Function: String, CaseIterable {
        case floor, ceil, round, roundTo, min, max, abs

        /// How many arguments the function takes.
        var arity: ClosedRange<Int> {
            switch self {
            case .floor, .ceil, .round, .abs: 1...1
            case .roundTo: 1...2
            case .min, .max: 1...TokenExpression.maximumNodes
            }
        }

        static let list = allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Why a text is not arithmetic this reader evaluates, in words.
    struct Refusal: Error, Equatable {
        var detail: String
    }

    let root: Node

    /// Every alias the expression names, in the order written, each once.
    var aliases: [TokenPath] {
        var found: [TokenPath] = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case .number: break
            case .alias(let path, _): if !found.contains(path) { found.append(path) }
            case .negate(let inner): pending.append(inner)
            case .binary(_, let left, let right): pending += [right, left]
            case .call(_, let arguments): pending += arguments.reversed()
            }
        }
        return found
    }

    /// Whether `text` reads as arithmetic rather than a plain value: it has `*`, `/` or a
    /// parenthesis outside braces, an alias with something beside it, or a `+` or `-` after a
    /// number, a unit, an alias or a closing parenthesis (not a sign, an exponent's sign, nor a
    /// hyphen inside a name such as `semi-bold`). Such a text is evaluated or refused in words;
    /// any other string is read as it always was.
    static func isArithmetic(_ text: String) -> Bool {
        var insideBraces = false
        var sawAlias = false
        var sawOther = false
        // What the last byte outside spaces ends: a number or unit, an alias or a parenthesis
        // (an operand), or something else.
        var afterOperand = false
        var previous: UInt8 = 0
        var inUnitAfterDigit = false
        for byte in text.utf8 {
            if insideBraces {
                if byte == UInt8(ascii: "}") {
                    insideBraces = false
                    sawAlias = true
                    afterOperand = true
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"):
                // A second alias beside the first is something beside it.
                if sawAlias { sawOther = true }
                insideBraces = true
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"):
                return true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                let exponent = (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")) && inUnitAfterDigit
                if afterOperand && !exponent { return true }
                afterOperand = false
                sawOther = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            default:
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: ".")
                let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "%")
                if isDigit {
                    inUnitAfterDigit = true
                } else if !(isLetter && (inUnitAfterDigit || previous == UInt8(ascii: "}"))) {
                    inUnitAfterDigit = false
                }
                afterOperand = isDigit || (isLetter && inUnitAfterDigit) || (isLetter && previous == UInt8(ascii: "}"))
                sawOther = true
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { previous = byte }
        }
        return sawAlias && sawOther
    }
}

/// A unit an expression's numbers may carry: lengths (`px`, `rem`), times (`ms`, `s`), or none.
enum TokenMathUnit: String {
    case none = "", px, rem, ms, s

    /// What the unit measures, for messages: "a number", "a dimension", "a duration".
    var measure: String {
        switch self {
        case .none: "a number"
        case .px, .rem: "a dimension"
        case .ms, .s: "a duration"
        }
    }
}

/// A number and its unit: what an expression's terms and result are.
struct TokenMathQuantity: Equatable {
    var amount: Double
    var unit: TokenMathUnit

    /// `24px`, `1.5`, `200ms`.
    var text: String { JSONWriter.number(amount) + unit.rawValue }
}
