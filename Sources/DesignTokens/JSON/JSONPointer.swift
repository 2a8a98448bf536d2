/// An RFC 6901 JSON pointer as token files write it in `$ref`: `#/colors/blue/$value/components/0`.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The unescaped reference tokens, in order.
    public var segments: [String]

    /// Parses `#/a/b` (or `/a/b`); nil when the text is not a same-document pointer.
    public init?(_ text: String) {
        var body = Substring(text)
        if body.hasPrefix("#") { body = body.dropFirst() }
        guard body.isEmpty || body.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in body.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            // "~1" is "/", "~0" is "~"; any other "~" is malformed.
            var segment = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch iterator.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default: return nil
                }
            }
            segments.append(segment)
        }
        self.segments = segments
    }

    public init(segments: [String]) {
        self.segments = segments
    }

    public var description: String { "#/" + segments.map(Self.escape).joined(separator: "/") }

    /// `segment` escaped for a pointer.
    static func escape(_ segment: String) -> String {
        segment.replacingTildeAndSlash()
    }
}

extension String {
    fileprivate func replacingTildeAndSlash() -> String {
        guard contains("~") || contains("/") else { return self }
        var out = ""
        for character in self {
            switch character {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.append(character)
            }
        }
        return out
    }
}
