/// The text of a recorded listing (`provenance.txt`, `variants.txt`, `accessibility.txt`, a
/// provenance sidecar) as its readers parse it, whatever line endings and byte-order mark an
/// editor or a checkout gave it.
///
/// The harness writes listings with LF line endings and no byte-order mark. A file edited on
/// Windows or checked out with `core.autocrlf` has CRLF, an old Mac editor CR alone, and some
/// editors put U+FEFF first. Swift's `String` takes CRLF for one character, so a reader splitting
/// on `"\n"` sees such a file as one line. Every reader that parses a recorded listing goes
/// through ``normalized(_:)`` first; a command that rewrites part of one keeps its bytes instead
/// (`ListingBlocks`).
///
/// ```swift
/// ListingText.normalized("\u{FEFF}# h\r\na\r  fact\n")  // "# h\na\n  fact\n"
/// ```
package enum ListingText {
    /// `text` without a leading byte-order mark, each CRLF and each lone CR a LF; `text` itself
    /// when it has neither.
    package static func normalized(_ text: String) -> String {
        let bom = text.unicodeScalars.first == "\u{FEFF}"
        guard bom || text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8.dropFirst(bom ? 3 : 0) {
            switch byte {
            case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"): break
            default: bytes.append(byte)
            }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
