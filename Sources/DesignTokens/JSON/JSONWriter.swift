/// Writes ``JSONValue``s as JSON text: members in their order, numbers in their shortest exact
/// form (integers without a fraction), strings escaped per RFC 8259.
package enum JSONWriter {
    /// `value` as compact JSON, or indented by two spaces per level when `pretty`.
    package static func write(_ value: JSONValue, pretty: Bool = false) -> String {
        var out = ""
        write(value, into: &out, pretty: pretty, indent: 0)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .number(let number): out += self.number(number)
        case .string(let string): quote(string, into: &out)
        case .array(let elements):
            guard !elements.isEmpty else { return out += "[]" }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                newline(pretty, indent + 1, &out)
                write(element, into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(pretty, indent, &out)
            out += "]"
        case .object(let object):
            guard !object.isEmpty else { return out += "{}" }
            out += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { out += "," }
                newline(pretty, indent + 1, &out)
                quote(member.key, into: &out)
                out += pretty ? ": " : ":"
                write(member.value, into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(pretty, indent, &out)
            out += "}"
        }
    }

    private static func newline(_ pretty: Bool, _ indent: Int, _ out: inout String) {
        guard pretty else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// A finite number as JSON writes it: `24`, `0.5`, `1e-07`; non-finite ones (which JSON
    /// cannot hold) as `null`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `string` quoted and escaped.
    package static func quote(_ string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `string` quoted and escaped.
    package static func quote(_ string: String) -> String {
        var out = ""
        quote(string, into: &out)
        return out
    }
}
