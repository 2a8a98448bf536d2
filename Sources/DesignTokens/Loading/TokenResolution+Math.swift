/// Evaluating arithmetic in a value, as Tokens Studio and its Style Dictionary transforms
/// (`ts/resolveMath`) do, read only with `--lenient`: `"floor({_size.unit} * 1.5)"` where a
/// dimension, a number, a font weight or a duration is read, a typography's members included.
///
/// The aliases are resolved (a change to one moves the value, in every mode), each number keeps
/// its unit, and a number without one takes the unit of what it meets, as Tokens Studio reads a
/// unitless number as px: `{_size.unit} * 1.5` with `_size.unit` = 16px is 24px, `1rem + 4` is
/// 5rem. What the arithmetic cannot mean is refused in words: units that do not mix (`4px + 1rem`,
/// `16px + 200ms`), two dimensions multiplied, a division by zero, a result of another kind than
/// the token's type; and what is not arithmetic (``TokenExpression/parse(_:)``). Each expression
/// evaluated is warned about once, naming the file and token (`legacy-format`), and kept with the
/// value (``TokenComputation``) for `tokens resolve` and provenance.
extension TokenResolution {
    /// What the reader of an expression's result needs.
    enum MathTarget {
        /// A length in px (a number without a unit is px).
        case length
        /// A number without a unit.
        case number
        /// A time in seconds.
        case duration
        /// A number (a multiple, as a line height's), or a length in px.
        case numberOrLength
    }

    /// Whether `json` is arithmetic to evaluate: a string such as ``TokenExpression/isArithmetic(_:)``
    /// recognises, read leniently. Strict reading never evaluates one (it reads it as it always did).
    func isArithmetic(_ json: JSONValue) -> Bool {
        guard strictness == .lenient, case .string(let text) = json else { return false }
        return TokenExpression.isArithmetic(text)
    }

    /// `text` evaluated for `target`, with a warning, and kept in ``computing``: the result in px,
    /// seconds or as a number (with its unit), or nil when refused (reported).
    ///
    /// A token evaluated again in a mode its own value does not override (a token it reads does)
    /// was warned about in the base mode; a refusal there names the mode.
    mutating func computed(_ text: String, as target: MathTarget, _ context: Context) -> TokenMathQuantity? {
        let again = context.mode > 0 && !context.isOverride
        let inMode = again ? " (in mode \(modeNames[context.mode]))" : ""
        let expression: TokenExpression
        switch TokenExpression.parse(text) {
        case .success(let parsed): expression = parsed
        case .failure(let refusal):
            fail(context, .value, "Tokens Studio's math \"\(text)\" is refused: \(refusal.detail)")
            return nil
        }
        var operands: [TokenComputation.Operand] = []
        let outcome = evaluated(expression.root, context, &operands)
        guard case .success(let result) = outcome else {
            if case .failure(let refusal) = outcome, !refusal.detail.isEmpty {
                fail(context, .value, "Tokens Studio's math \"\(text)\" is refused: \(refusal.detail)\(inMode)")
            }
            return nil
        }
        guard let converted = converted(result, to: target) else {
            fail(
                context, .value,
                "Tokens Studio's math \"\(text)\" comes to \(result.text), \(result.unit.measure); \(Self.wanted(target))\(inMode)")
            return nil
        }
        computing.append((TokenComputation(expression: text, operands: operands, result: result.text), result))
        if !again {
            let read = operands.isEmpty ? "" : " (\(operands.map { "\($0.path.dotted) = \($0.value)" }.joined(separator: ", ")))"
            let unitless = result.unit == .none && converted.unit != .none ? ", a number without a unit read as px" : ""
            warn(context, .legacyFormat, "Tokens Studio's math \"\(text)\" read as \(converted.text)\(read)\(unitless) (--lenient)")
        }
        return converted
    }

    /// `result` as `target` needs it (px, seconds, a number), or nil when it is of another kind.
    private func converted(_ result: TokenMathQuantity, to target: MathTarget) -> TokenMathQuantity? {
        switch (target, result.unit) {
        case (.length, .none), (.length, .px), (.numberOrLength, .px): TokenMathQuantity(amount: result.amount, unit: .px)
        case (.length, .rem), (.numberOrLength, .rem): TokenMathQuantity(amount: result.amount * Self.rootFontSize, unit: .px)
        case (.number, .none), (.numberOrLength, .none): result
        case (.duration, .ms): TokenMathQuantity(amount: result.amount / 1000, unit: .s)
        case (.duration, .s): result
        default: nil
        }
    }

    private static func wanted(_ target: MathTarget) -> String {
        switch target {
        case .length: "a dimension is needed"
        case .number: "a number without a unit is needed"
        case .duration: "a duration (ms or s) is needed"
        case .numberOrLength: "a number or a dimension is needed"
        }
    }

    /// `node` evaluated; its aliases resolved in the context's mode and noted in `operands`. A
    /// refusal with no detail was reported already (an alias that failed).
    private mutating func evaluated(
        _ node: TokenExpression.Node, _ context: Context, _ operands: inout [TokenComputation.Operand]
    ) -> Result<TokenMathQuantity, TokenExpression.Refusal> {
        switch node {
        case .number(let amount, let unit):
            return .success(TokenMathQuantity(amount: amount, unit: unit))
        case .alias(let path, let unit):
            return operand(path, unit: unit, context, &operands)
        case .negate(let inner):
            return evaluated(inner, context, &operands).map { TokenMathQuantity(amount: -$0.amount, unit: $0.unit) }
        case .binary(let operation, let left, let right):
            let lhs = evaluated(left, context, &operands)
            guard case .success(let a) = lhs else { return lhs }
            let rhs = evaluated(right, context, &operands)
            guard case .success(let b) = rhs else { return rhs }
            return TokenExpression.apply(operation, a, b)
        case .call(let function, let arguments):
            var values: [TokenMathQuantity] = []
            for argument in arguments {
                switch evaluated(argument, context, &operands) {
                case .success(let value): values.append(value)
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return TokenExpression.apply(function, values)
        }
    }

    /// The value an alias in an expression reads: a number, a font weight, a dimension or a
    /// duration token's, in the unit it was written in (`1rem` stays rem), or the number with the
    /// unit written after the alias (`{spacing.sm}rem`).
    private mutating func operand(
        _ path: TokenPath, unit: TokenMathUnit?, _ context: Context, _ operands: inout [TokenComputation.Operand]
    ) -> Result<TokenMathQuantity, TokenExpression.Refusal> {
        guard case .done(let index) = resolveReference(path, index: aliasedToken(path), context) else {
            return .failure(TokenExpression.Refusal(detail: ""))
        }
        let resolved = resolvedValues[index]
        var quantity: TokenMathQuantity
        switch resolved.value {
        case .number(let amount): quantity = TokenMathQuantity(amount: amount, unit: .none)
        case .fontWeight(let weight): quantity = TokenMathQuantity(amount: Double(weight), unit: .none)
        case .dimension(let points): quantity = resolved.quantity ?? Self.writtenQuantity(resolved.written, .rem, points, .px)
        case .duration(let seconds): quantity = resolved.quantity ?? Self.writtenQuantity(resolved.written, .ms, seconds, .s)
        case let value:
            return .failure(
                TokenExpression.Refusal(
                    detail: "{\(path.dotted)} is a \(value.typeName) token; math reads numbers, dimensions and durations"))
        }
        let target = tokenList[aliasedToken(path) ?? context.token].path
        if !operands.contains(where: { $0.path == target }) {
            operands.append(TokenComputation.Operand(path: target, value: quantity.text))
        }
        if let unit {
            guard quantity.unit == .none else {
                return .failure(
                    TokenExpression.Refusal(
                        detail: "{\(path.dotted)}\(unit.rawValue): {\(path.dotted)} has a unit already (\(quantity.text))"))
            }
            quantity.unit = unit
        }
        return .success(quantity)
    }

    /// The amount of a value written in `unit` (`{"value": 1.5, "unit": "rem"}` or `"1.5rem"`),
    /// else `canonical` in `canonicalUnit`.
    private static func writtenQuantity(
        _ written: JSONValue, _ unit: TokenMathUnit, _ canonical: Double, _ canonicalUnit: TokenMathUnit
    ) -> TokenMathQuantity {
        if let object = written.object, object["unit"]?.string == unit.rawValue, let amount = object["value"]?.number {
            return TokenMathQuantity(amount: amount, unit: unit)
        }
        if let text = written.string, let (amount, _) = legacyQuantity(text, units: [unit.rawValue]) {
            return TokenMathQuantity(amount: amount, unit: unit)
        }
        return TokenMathQuantity(amount: canonical, unit: canonicalUnit)
    }
}
