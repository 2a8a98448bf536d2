/// How a value was computed from arithmetic written in it (Tokens Studio's math, read with
/// `--lenient`): the expression as written, each token it read with the value it read, and
/// what it came to.
///
/// Kept with the token (``ResolvedToken/computations``) and with every read of it
/// (``TokenReadLog/Read/computations``), so `tokens resolve` shows what a value was computed
/// from and provenance names the tokens a change to one of them moves.
package struct TokenComputation: Hashable, Sendable {
    /// A token the expression read, and its value as the arithmetic used it (`16px`, `1rem`, `1.5`).
    package struct Operand: Hashable, Sendable {
        package var path: TokenPath
        package var value: String

        package init(path: TokenPath, value: String) {
            self.path = path
            self.value = value
        }
    }

    /// The expression as written: `floor({_size.unit} * 1.5)`.
    package var expression: String
    /// The tokens it read, in the order first written, each once.
    package var operands: [Operand]
    /// What it came to, in its unit: `24px`.
    package var result: String

    package init(expression: String, operands: [Operand], result: String) {
        self.expression = expression
        self.operands = operands
        self.result = result
    }

    /// `floor({_size.unit} * 1.5) = 24px with _size.unit = 16px`.
    package var description: String {
        let read = operands.map { "\($0.path.dotted) = \($0.value)" }.joined(separator: ", ")
        return "\(expression) = \(result)" + (read.isEmpty ? "" : " with \(read)")
    }
}
