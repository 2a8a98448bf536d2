/// An RFC 6901 JSON pointer as token files write it in `$ref`: `#/colors/blue/$value/components/0`.
package struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The unescaped reference tokens, in order.
    package var segments: [String]

    /// Parses `#/a/b` (or `/a/b`); nil when the text is not a same-document pointer.
    package init?(_ text: String) {
        switch Self.asciiSegments(text) {
        case .segments(let segments):
            self.segments = segments
            return
        case .malformed:
            return nil
        case .notASCII:
            break
        }
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

    private enum ASCIIParse {
        case segments([String])
        case malformed
        case notASCII
    }

    /// The same reading byte by byte, for pointers that are all ASCII (where characters and bytes
    /// coincide); `.notASCII` leaves the rest to the character-by-character reading.
    private static func asciiSegments(_ text: String) -> ASCIIParse {
        var text = text
        return text.withUTF8 { bytes -> ASCIIParse in
            var index = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
            guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else {
                return bytes.allSatisfy { $0 < 0x80 } ? .malformed : .notASCII
            }
            var segments: [String] = []
            segments.reserveCapacity(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
            while index < bytes.count {
                // `bytes[index]` is the "/" before a segment.
                index += 1
                let start = index
                var hasTilde = false
                while index < bytes.count, bytes[index] != UInt8(ascii: "/") {
                    guard bytes[index] < 0x80 else { return .notASCII }
                    if bytes[index] == UInt8(ascii: "~") { hasTilde = true }
                    index += 1
                }
                guard hasTilde else {
                    segments.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    continue
                }
                var segment: [UInt8] = []
                var cursor = start
                while cursor < index {
                    let byte = bytes[cursor]
                    cursor += 1
                    guard byte == UInt8(ascii: "~") else {
                        segment.append(byte)
                        continue
                    }
                    guard cursor < index else { return .malformed }
                    switch bytes[cursor] {
                    case UInt8(ascii: "0"): segment.append(UInt8(ascii: "~"))
                    case UInt8(ascii: "1"): segment.append(UInt8(ascii: "/"))
                    default: return .malformed
                    }
                    cursor += 1
                }
                segments.append(String(decoding: segment, as: UTF8.self))
            }
            return .segments(segments)
        }
    }

    package init(segments: [String]) {
        self.segments = segments
    }

    package var description: String { "#/" + segments.map(Self.escape).joined(separator: "/") }

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
