/// Parsing an expression: recursive descent over the text's bytes (`+ -` below `* /` below a sign
/// below a term), each nested level and each term counted against the budgets.
extension TokenExpression {
    /// `text` parsed, or why it is not arithmetic this reader evaluates.
    static func parse(_ text: String) -> Result<TokenExpression, Refusal> {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumLength else {
            return .failure(Refusal(detail: "it is longer than \(maximumLength) bytes (\(bytes.count))"))
        }
        var parser = Parser(bytes: bytes)
        do throws(Refusal) {
            let root = try parser.sum(depth: 0)
            parser.skipSpaces()
            guard parser.position == bytes.count else { throw parser.unexpected() }
            return .success(TokenExpression(root: root))
        } catch {
            return .failure(error)
        }
    }

    /// The parser's state: the bytes, where it is, and the terms made so far.
    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var nodes = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpaces() {
            while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
        }

        /// Counts a term, refusing one past ``TokenExpression/maximumNodes``.
        mutating func made(_ node: Node) throws(Refusal) -> Node {
            nodes += 1
            guard nodes <= TokenExpression.maximumNodes else {
                throw Refusal(detail: "it has more than \(TokenExpression.maximumNodes) terms")
            }
            return node
        }

        /// `a + b - c …`: terms joined by `+` and `-`, left to right.
        mutating func sum(depth: Int) throws(Refusal) -> Node {
            var node = try product(depth: depth)
            while true {
                skipSpaces()
                guard let byte = current, let operation = Operator(rawValue: byte), operation == .add || operation == .subtract else {
                    return node
                }
                position += 1
                node = try made(.binary(operation, node, try product(depth: depth)))
            }
        }

        /// `a * b / c …`: signed terms joined by `*` and `/`, left to right.
        mutating func product(depth: Int) throws(Refusal) -> Node {
            var node = try signed(depth: depth)
            while true {
                skipSpaces()
                guard let byte = current, let operation = Operator(rawValue: byte), operation == .multiply || operation == .divide
                else { return node }
                position += 1
                node = try made(.binary(operation, node, try signed(depth: depth)))
            }
        }

        /// A term with any signs before it.
        mutating func signed(depth: Int) throws(Refusal) -> Node {
            try nest(depth)
            skipSpaces()
            if current == UInt8(ascii: "-") {
                position += 1
                return try made(.negate(try signed(depth: depth + 1)))
            }
            if current == UInt8(ascii: "+") {
                position += 1
                return try signed(depth: depth + 1)
            }
            return try term(depth: depth)
        }

        /// Refuses nesting past ``TokenExpression/maximumDepth``.
        func nest(_ depth: Int) throws(Refusal) {
            guard depth < TokenExpression.maximumDepth else {
                throw Refusal(detail: "it nests deeper than \(TokenExpression.maximumDepth) (parentheses, signs and calls)")
            }
        }

        /// A number, an alias, a call or an expression in parentheses; then no second value beside it.
        mutating func term(depth: Int) throws(Refusal) -> Node {
            skipSpaces()
            guard let byte = current else { throw Refusal(detail: "a value is missing at its end") }
            let node: Node
            if byte == UInt8(ascii: "(") {
                position += 1
                try nest(depth + 1)
                let inner = try sum(depth: depth + 1)
                try expect(UInt8(ascii: ")"), "a \")\" is missing")
                node = inner
            } else if byte == UInt8(ascii: "{") {
                node = try made(try alias())
            } else if Self.isDigit(byte) || byte == UInt8(ascii: ".") {
                let amount = try number()
                node = try made(.number(amount, try unit(after: "\(JSONWriter.number(amount))") ?? .none))
            } else if Self.isLetter(byte) {
                node = try call(depth: depth)
            } else {
                throw unexpected()
            }
            let end = position
            skipSpaces()
            if let next = current, next == UInt8(ascii: "{") || next == UInt8(ascii: "(") || Self.isDigit(next) || Self.isLetter(next) {
                let first = String(decoding: bytes[..<end], as: UTF8.self)
                throw Refusal(detail: "two values side by side after \"\(first)\": math here comes to one value")
            }
            return node
        }

        /// `{a.b}`, and the unit written right after it.
        mutating func alias() throws(Refusal) -> Node {
            let start = position
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else {
                throw Refusal(detail: "the alias \(String(decoding: bytes[start...], as: UTF8.self)) has no closing \"}\"")
            }
            position = close + 1
            let written = String(decoding: bytes[start...close], as: UTF8.self)
            guard let path = TokenSyntax.curlyAlias(written) else {
                throw Refusal(detail: "malformed alias \(written) (expected {group.token})")
            }
            return .alias(path, try unit(after: written))
        }

        /// Digits with at most one decimal point (`16`, `1.5`, `.5`).
        mutating func number() throws(Refusal) -> Double {
            let start = position
            var points = 0
            while let byte = current, Self.isDigit(byte) || byte == UInt8(ascii: ".") {
                if byte == UInt8(ascii: ".") { points += 1 }
                position += 1
            }
            let written = String(decoding: bytes[start..<position], as: UTF8.self)
            guard points <= 1, written != ".", let amount = Double(written), amount.isFinite else {
                throw Refusal(detail: "\"\(written)\" is not a number")
            }
            return amount
        }

        /// The unit written right after a number or an alias (`written`), if any.
        mutating func unit(after written: String) throws(Refusal) -> TokenMathUnit? {
            let start = position
            while let byte = current, Self.isLetter(byte) || byte == UInt8(ascii: "%") { position += 1 }
            guard position > start else { return nil }
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            if let unit = TokenMathUnit(rawValue: name), unit != .none { return unit }
            switch name {
            case "em":
                throw Refusal(detail: "\(written)em: an em is relative to a font size the table does not know; write px or rem")
            case "%":
                throw Refusal(detail: "\(written)%: a percentage inside math; write it as a share (0.5 for 50%)")
            default:
                throw Refusal(detail: "\"\(name)\" after \(written) is not a unit here (px, rem, ms, s)")
            }
        }

        /// `name(argument, …)`: one of the functions ``TokenExpression/Function`` lists.
        mutating func call(depth: Int) throws(Refusal) -> Node {
            let start = position
            while let byte = current, Self.isLetter(byte) || Self.isDigit(byte) { position += 1 }
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let function = Function(rawValue: name) else {
                throw Refusal(detail: "\"\(name)\" is not a function here (\(Function.list))")
            }
            skipSpaces()
            try expect(UInt8(ascii: "("), "\(name) needs its arguments in parentheses")
            try nest(depth + 1)
            var arguments: [Node] = []
            skipSpaces()
            if current != UInt8(ascii: ")") {
                arguments.append(try sum(depth: depth + 1))
                skipSpaces()
                while current == UInt8(ascii: ",") {
                    position += 1
                    arguments.append(try sum(depth: depth + 1))
                    skipSpaces()
                }
            }
            try expect(UInt8(ascii: ")"), "a \")\" is missing after \(name)'s arguments")
            guard function.arity.contains(arguments.count) else {
                let wanted =
                    function.arity.lowerBound == function.arity.upperBound
                    ? "one value" : function == .roundTo ? "a value and a number of decimals" : "at least one value"
                throw Refusal(detail: "\(name) takes \(wanted), found \(arguments.count)")
            }
            return try made(.call(function, arguments))
        }

        mutating func expect(_ byte: UInt8, _ problem: String) throws(Refusal) {
            skipSpaces()
            guard current == byte else { throw Refusal(detail: problem) }
            position += 1
        }

        /// The refusal of the character at `position` (or of the text's end).
        func unexpected() -> Refusal {
            guard position < bytes.count else { return Refusal(detail: "a value is missing at its end") }
            // The whole character, however many bytes it has.
            var end = position + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: bytes[position..<end], as: UTF8.self)
            return Refusal(
                detail:
                    "\"\(character)\" is not arithmetic here (numbers with px, rem, ms or s, {aliases}, + - * /, parentheses, \(Function.list))"
            )
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
    }
}
