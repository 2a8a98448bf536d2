/// Control characters shown as visible text: `\u{1B}` instead of the escape itself.
///
/// Text that came from a file (a provenance value, a token path, a file name, a manifest) can hold
/// an escape sequence that retitles the window, recolours or clears a terminal, or a NUL that
/// makes an XML file unreadable. Everything the harness prints or writes for another program passes
/// such characters through here, so they arrive as the six or more characters naming them:
///
/// ```swift
/// ControlCharacters.visible("a\u{1B}]0;pwned\u{7}b")  // "a\\u{1B}]0;pwned\\u{7}b"
/// ```
package enum ControlCharacters {
    /// Whether `scalar` acts on a terminal rather than showing: C0 (U+0000–U+001F) except tab and
    /// line feed, DEL (U+007F), and C1 (U+0080–U+009F, whose CSI U+009B starts a sequence as ESC [ does).
    package static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// `scalar` as visible text: `\u{` its hexadecimal code in capitals `}`, as Swift writes it.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every terminal control character (``isTerminalControl(_:)``) replaced by its
    /// visible escape; tabs and line feeds stay. Text without any is returned as it is.
    package static func visible(_ text: String) -> String {
        replacingControls(in: text, with: escaped)
    }

    /// `json`, a JSON document, with every terminal control character written as a JSON escape
    /// (`\u001B`, `\u009B`): still the same document, and inert on a terminal. A conforming
    /// encoder escapes C0 inside strings already; DEL and C1 it passes through, and no JSON token
    /// outside a string holds any of them.
    package static func visibleInJSON(_ json: String) -> String {
        replacingControls(in: json) { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// `text` with each terminal control character replaced by what `replacement` writes for it;
    /// text without any is returned as it is.
    private static func replacingControls(in text: String, with replacement: (Unicode.Scalar) -> String) -> String {
        guard text.utf8.contains(where: mayStartControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isTerminalControl(scalar) {
                out += replacement(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a UTF-8 byte may begin a terminal control character: a C0 or DEL byte, or 0xC2, the
    /// lead byte of U+0080–U+00BF (C1 controls among them). Lets clean text skip the scalar walk.
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F || byte == 0xC2
    }
}
