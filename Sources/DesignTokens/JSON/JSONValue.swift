/// A parsed JSON value that keeps what token files need and `JSONSerialization` loses: the
/// order of object members, numbers that overflow to infinity (so a loader can name them), and
/// booleans that are not numbers.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The object, when this value is one.
    package var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The string, when this value is one.
    package var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, when this value is one (booleans are not numbers).
    package var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The elements, when this value is an array.
    package var array: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// A short description for error messages: strings quoted, containers by kind.
    package var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): JSONWriter.number(value)
        case .string(let value): "\"\(value.count > 40 ? String(value.prefix(40)) + "…" : value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
