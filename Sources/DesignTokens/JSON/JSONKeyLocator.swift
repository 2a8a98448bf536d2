/// Finds where a token is written in a JSON document, for messages: the line and column of the
/// key that names it, reached by following its path's segments through nested objects.
///
/// A light scan rather than a parse, run only when an error is put in a user's terms: it reads
/// the objects along the path and skips every other value. Keys are compared as written (a key
/// spelled with escapes is not found), and the first of repeated keys is taken. Nil when the path
/// is not written as nested keys (a token `$extends` copies, a file that is not JSON).
///
/// ```swift
/// JSONKeyLocator.position(of: ["a", "b"], in: Array("{\"a\": {\n  \"b\": 1}}".utf8))   // (line: 2, column: 3)
/// ```
struct JSONKeyLocator {
    private let bytes: [UInt8]
    private var cursor = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The 1-based line and column (in characters) of the key naming `segments`' last segment.
    static func position(of segments: [String], in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var locator = JSONKeyLocator(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { locator.cursor = 3 }
        guard let offset = locator.key(segments) else { return nil }
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The offset of the key naming the last of `segments`, each one a member of the object
    /// the one before it names (the first: of the document's top-level object).
    private mutating func key(_ segments: [String]) -> Int? {
        var found: Int? = nil
        for segment in segments {
            skipWhitespace()
            guard byte == UInt8(ascii: "{") else { return nil }
            cursor += 1
            guard let start = member(named: Array(segment.utf8)) else { return nil }
            found = start
        }
        return found
    }

    /// In the object whose `{` was just read, moves past the `:` after the key `name`, returning
    /// the key's offset; nil when the object has no such member.
    private mutating func member(named name: [UInt8]) -> Int? {
        while true {
            skipWhitespace()
            guard byte == UInt8(ascii: "\"") else { return nil }
            let start = cursor
            guard let key = string() else { return nil }
            skipWhitespace()
            guard byte == UInt8(ascii: ":") else { return nil }
            cursor += 1
            if bytes[key].elementsEqual(name) { return start }
            guard skipValue() else { return nil }
            skipWhitespace()
            guard byte == UInt8(ascii: ",") else { return nil }
            cursor += 1
        }
    }

    /// Moves past the string whose opening quote is at the cursor, returning the range of its
    /// contents as written; nil when it is not closed.
    private mutating func string() -> Range<Int>? {
        cursor += 1
        let start = cursor
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                cursor += 1
                return start..<(cursor - 1)
            case UInt8(ascii: "\\"): cursor += 2
            default: cursor += 1
            }
        }
        return nil
    }

    /// Moves past the value at the cursor (a string, an object or array with everything in it,
    /// or a number or literal up to what ends it); false when the document ends inside it.
    private mutating func skipValue() -> Bool {
        skipWhitespace()
        var depth = 0
        while let current = byte {
            switch current {
            case UInt8(ascii: "\""):
                guard string() != nil else { return false }
                if depth == 0 { return true }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                cursor += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                // At depth 0 the enclosing object ends a number or literal.
                guard depth > 0 else { return true }
                depth -= 1
                cursor += 1
                if depth == 0 { return true }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return true }
                cursor += 1
            default:
                cursor += 1
            }
        }
        return false
    }

    /// The byte at the cursor, nil at the end.
    private var byte: UInt8? { cursor < bytes.count ? bytes[cursor] : nil }

    private mutating func skipWhitespace() {
        while let current = byte, current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D { cursor += 1 }
    }
}
