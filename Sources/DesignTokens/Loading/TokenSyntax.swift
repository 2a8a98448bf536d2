/// How the format spells tokens and references: what is a token, a curly alias, a `$ref` member,
/// and where a JSON pointer or a path leads in a document.
///
/// Pure functions of JSON, shared by the stages of loading (``DocumentMerge``, ``TokenCollector``,
/// ``TokenResolution``) and the resolver document; nothing here reports a problem.
enum TokenSyntax {
    /// Whether `object` is a token rather than a group.
    static func isToken(_ object: JSONObject) -> Bool {
        if object["$value"] != nil { return true }
        // A token that is only a JSON-pointer alias: {"$ref": "#/other/token"}.
        return object["$ref"] != nil && !object.keys.contains { !$0.hasPrefix("$") }
    }

    /// The longest chain of aliases resolved: a file with a longer one is refused in words.
    static let maximumChainLength = 256

    /// The token path of `"{a.b.c}"`, or nil when `text` is not a curly alias.
    static func curlyAlias(_ text: String) -> TokenPath? {
        var text = text
        return text.withUTF8 { utf8 -> TokenPath? in
            guard utf8.count > 2, utf8[0] == UInt8(ascii: "{"), utf8[utf8.count - 1] == UInt8(ascii: "}") else { return nil }
            var segments: [String] = []
            segments.reserveCapacity(1 + utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) })
            var start = 1
            let end = utf8.count - 1
            var cursor = start
            while cursor < end {
                switch utf8[cursor] {
                case UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
                case UInt8(ascii: "."):
                    guard cursor > start else { return nil }
                    segments.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<cursor]), as: UTF8.self))
                    start = cursor + 1
                default: break
                }
                cursor += 1
            }
            guard cursor > start else { return nil }
            segments.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<cursor]), as: UTF8.self))
            return TokenPath(segments: segments)
        }
    }

    /// Whether `text` starts with `{` and ends with `}` (as characters); most values do not start
    /// with the byte, which settles it without comparing characters.
    static func isBraced(_ text: String) -> Bool {
        text.utf8.first == UInt8(ascii: "{") && text.hasPrefix("{") && text.hasSuffix("}")
    }

    /// The `$ref` member of `object`, if any. Only keys whose first byte is `$` can be equal to
    /// it, so the others are passed over without a string comparison.
    static func referenceMember(of object: JSONObject) -> JSONValue? {
        for member in object.members where member.key.utf8.first == UInt8(ascii: "$") && member.key == "$ref" {
            return member.value
        }
        return nil
    }

    /// RFC 6901 navigation: object members by name, array elements by decimal index.
    static func navigate(_ value: JSONValue, _ segments: [String]) -> JSONValue? {
        var current = value
        for segment in segments {
            switch current {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(segment), segment == String(index), array.indices.contains(index) else { return nil }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The raw node at `path` in the document `root` (groups only; extended members are not there).
    static func node(at path: TokenPath, in root: JSONObject) -> JSONValue? {
        var current = JSONValue.object(root)
        for segment in path.segments {
            guard let next = current.object?[segment] else { return nil }
            current = next
        }
        return current
    }
}
