import Foundation

/// The arithmetic of an expression's values, with their units: what may be added, multiplied,
/// divided or rounded, and what is refused in words.
///
/// A number without a unit takes the unit of what it meets (Tokens Studio reads it as px, and
/// its Style Dictionary transforms give a result the one unit its operands have); two units mix
/// only when they are the same. Rounding is JavaScript's, as Tokens Studio's math package's:
/// halves round up (`round(-2.5)` is -2).
extension TokenExpression {
    /// `a` `operation` `b`.
    static func apply(_ operation: Operator, _ a: TokenMathQuantity, _ b: TokenMathQuantity) -> Result<TokenMathQuantity, Refusal> {
        let written = "\(a.text) \(operation.symbol) \(b.text)"
        let unit: TokenMathUnit
        let amount: Double
        switch operation {
        case .add, .subtract:
            guard let common = common(a.unit, b.unit) else { return .failure(mismatch(written, a.unit, b.unit)) }
            unit = common
            amount = operation == .add ? a.amount + b.amount : a.amount - b.amount
        case .multiply:
            guard a.unit == .none || b.unit == .none else {
                return .failure(
                    Refusal(detail: "\(written) multiplies \(a.unit.measure) by \(b.unit.measure): only a number may multiply a unit"))
            }
            unit = a.unit == .none ? b.unit : a.unit
            amount = a.amount * b.amount
        case .divide:
            guard b.amount != 0 else { return .failure(Refusal(detail: "\(written) divides by zero")) }
            if b.unit == .none {
                unit = a.unit
            } else if a.unit == b.unit {
                unit = .none
            } else if a.unit == .none {
                return .failure(Refusal(detail: "\(written) divides a number by \(b.unit.measure)"))
            } else {
                return .failure(mismatch(written, a.unit, b.unit))
            }
            amount = a.amount / b.amount
        }
        return finite(TokenMathQuantity(amount: amount, unit: unit), written)
    }

    /// `function` applied to `values` (as many as its arity allows: the parser checked).
    static func apply(_ function: Function, _ values: [TokenMathQuantity]) -> Result<TokenMathQuantity, Refusal> {
        let written = "\(function.rawValue)(\(values.map(\.text).joined(separator: ", ")))"
        guard var result = values.first else { return .failure(Refusal(detail: "\(written) has no value")) }
        switch function {
        case .floor: result.amount = result.amount.rounded(.down)
        case .ceil: result.amount = result.amount.rounded(.up)
        case .round: result.amount = roundedAsJavaScript(result.amount)
        case .abs: result.amount = Swift.abs(result.amount)
        case .roundTo:
            let decimals = values.count > 1 ? values[1] : TokenMathQuantity(amount: 0, unit: .none)
            guard decimals.unit == .none, decimals.amount == decimals.amount.rounded(), (0...15).contains(decimals.amount) else {
                return .failure(Refusal(detail: "\(written): the decimals are a whole number from 0 to 15, found \(decimals.text)"))
            }
            let scale = pow(10, decimals.amount)
            result.amount = roundedAsJavaScript(result.amount * scale) / scale
        case .min, .max:
            for value in values.dropFirst() {
                guard let unit = common(result.unit, value.unit) else { return .failure(mismatch(written, result.unit, value.unit)) }
                result.unit = unit
                result.amount = function == .min ? Swift.min(result.amount, value.amount) : Swift.max(result.amount, value.amount)
            }
        }
        return finite(result, written)
    }

    /// The unit two values added or compared have: the same one, or the one of them that has one.
    private static func common(_ a: TokenMathUnit, _ b: TokenMathUnit) -> TokenMathUnit? {
        if a == b || b == .none { return a }
        return a == .none ? b : nil
    }

    private static func mismatch(_ written: String, _ a: TokenMathUnit, _ b: TokenMathUnit) -> Refusal {
        let why =
            a.measure == b.measure
            ? "write one unit (1rem is 16px, 1s is 1000ms)" : "\(a.measure) and \(b.measure) do not mix"
        return Refusal(detail: "\(written) mixes \(a.rawValue) and \(b.rawValue): \(why)")
    }

    private static func finite(_ value: TokenMathQuantity, _ written: String) -> Result<TokenMathQuantity, Refusal> {
        value.amount.isFinite ? .success(value) : .failure(Refusal(detail: "\(written) overflows a 64-bit float"))
    }

    /// `value` rounded as JavaScript's `Math.round` does: to the nearest whole number, halves up.
    private static func roundedAsJavaScript(_ value: Double) -> Double {
        (value + 0.5).rounded(.down)
    }
}
