/// Parses RFC 8259 JSON into ``JSONValue``s, reporting where it fails by line and column.
///
/// Written for token files: members keep their order, a number too large for a `Double` becomes
/// an infinity for the loader to reject by token path, and a key repeated in one object is
/// remembered (the last one wins, as in most parsers) so validation can report it.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"a": [1, true, "x"]}"#.utf8))
/// ```
package struct JSONParser {
    /// Why a document is not JSON, and where.
    package struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package var detail: String
        package var description: String { "line \(line), column \(column): \(detail)" }
    }

    /// The outcome of parsing one document.
    package struct Document: Sendable {
        package var value: JSONValue
        /// Every key that occurs more than once in its object, with the line of the repeat
        /// (`"b" (line 3)`).
        package var duplicateKeys: [String]
    }

    /// The document, valid while ``parse(_:)`` runs (the parser never outlives that call).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Each repeated key with the offset of its value, in the order found (lines are counted
    /// once, at the end: see ``duplicateDescriptions()``).
    private var duplicates: [(key: String, offset: Int)] = []
    /// Room reserved for a container's first members: token objects, colours, dimensions and
    /// most arrays hold at most four, so they are allocated once and returned without copying.
    private static let initialCapacity = 4

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses a whole document (one value, optional surrounding whitespace; a UTF-8 BOM is skipped).
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Document {
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<Document, SyntaxError> in
            var parser = JSONParser(buffer)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            do throws(SyntaxError) {
                parser.skipWhitespace()
                let value = try parser.value(depth: 0)
                parser.skipWhitespace()
                guard parser.index == buffer.count else { throw parser.error("unexpected text after the document") }
                return .success(Document(value: value, duplicateKeys: parser.duplicateDescriptions()))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Each repeated key as `"key" (line N)`, in the order found.
    ///
    /// The lines are counted in one pass over the document, the offsets visited in increasing
    /// order (an object's repeats are found after those inside its values, which come later in the
    /// text), so a document with many repeats costs no more than one with a few.
    private func duplicateDescriptions() -> [String] {
        guard !duplicates.isEmpty else { return [] }
        var lines = Array(repeating: 0, count: duplicates.count)
        var line = 1
        var cursor = 0
        for position in duplicates.indices.sorted(by: { duplicates[$0].offset < duplicates[$1].offset }) {
            let offset = min(duplicates[position].offset, bytes.count)
            while cursor < offset {
                if bytes[cursor] == UInt8(ascii: "\n") { line += 1 }
                cursor += 1
            }
            lines[position] = line
        }
        return duplicates.indices.map { "\"\(duplicates[$0].key)\" (line \(lines[$0]))" }
    }

    private func error(_ detail: String) -> SyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SyntaxError(line: line, column: column, detail: detail)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < 512 else { throw error("nested deeper than 512 levels") }
        guard index < bytes.count else { throw error("unexpected end of the document") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try object(depth: depth))
        case UInt8(ascii: "["): return .array(try array(depth: depth))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Unicode.Scalar(bytes[index]))'")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            index + count <= bytes.count && bytes[index..<index + count].elementsEqual(expected)
        }
        guard matches else { throw error("invalid literal (expected \(word))") }
        index += count
        return value
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONObject {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONObject()
        }
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(Self.initialCapacity)
        // Objects in token files are mostly small: a linear scan finds repeats; large groups get an
        // index, which the object keeps (``JSONObject`` indexes the same objects).
        var positions: [String: Int]? = nil
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after member name") }
            index += 1
            skipWhitespace()
            let keyEnd = index
            let member = try value(depth: depth + 1)
            if members.count == 16, positions == nil {
                var table: [String: Int] = [:]
                for (offset, earlier) in members.enumerated() where table[earlier.key] == nil { table[earlier.key] = offset }
                positions = table
            }
            let earlier: Int?
            if positions != nil {
                // One hash per member: its position is recorded, and a repeat's first one restored below.
                earlier = positions?.updateValue(members.count, forKey: key) ?? nil
            } else {
                earlier = members.firstIndex { $0.key == key }
            }
            if let earlier {
                duplicates.append((key, keyEnd))
                positions?[key] = earlier
                members[earlier].value = member
            } else {
                members.append((key, member))
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end inside an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
            index += 1
            return JSONObject(members: members, positions: positions)
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> [JSONValue] {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return []
        }
        var elements: [JSONValue] = []
        elements.reserveCapacity(Self.initialCapacity)
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end inside an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
            index += 1
            return elements
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                if index - start >= 2, let common = CommonStrings.match(bytes, start..<index) { return common }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw error("control character in a string") }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in \\u escape") }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape '\\\(Unicode.Scalar(escape))'")
                }
            default:
                guard byte >= 0x20 else { throw error("control character in a string") }
                scalars.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexDigit(byte) else { throw error("invalid hex digit in \\u escape") }
            code = code << 4 | digit
        }
        index += 4
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// RFC 8259 number grammar; the text is converted with the standard library's correctly
    /// rounded parser. Overflow gives ±infinity, which the token loader reports.
    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("a number needs digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("a number needs digits")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        if let exact = Self.exactDouble(bytes, start..<index) { return exact }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("unreadable number \(text)") }
        return value
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of the (well-formed) number text in `range` when it can be computed exactly
    /// with one rounding: its digits form an integer below 2⁵³ and its decimal exponent is within
    /// ±22, so one multiplication or division of two exact `Double`s gives the correctly rounded
    /// result, as the general parser would. Nil otherwise.
    private static func exactDouble(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var cursor = range.lowerBound
        let negative = bytes[cursor] == UInt8(ascii: "-")
        if negative { cursor += 1 }
        var mantissa: UInt64 = 0
        var exponent = 0
        var inFraction = false
        while cursor < range.upperBound {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                break
            } else {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                guard mantissa < 1 << 53 else { return nil }
                if inFraction { exponent -= 1 }
            }
            cursor += 1
        }
        if cursor < range.upperBound {
            // The exponent part: e, an optional sign, digits.
            cursor += 1
            var sign = 1
            if bytes[cursor] == UInt8(ascii: "+") {
                cursor += 1
            } else if bytes[cursor] == UInt8(ascii: "-") {
                sign = -1
                cursor += 1
            }
            var written = 0
            while cursor < range.upperBound {
                written = written * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                guard written <= 1000 else { return nil }
                cursor += 1
            }
            exponent += sign * written
        }
        guard (-22...22).contains(exponent) else { return nil }
        var value = Double(mantissa)
        if exponent < 0 {
            value /= exactPowersOfTen[-exponent]
        } else {
            value *= exactPowersOfTen[exponent]
        }
        return negative ? -value : value
    }
}
