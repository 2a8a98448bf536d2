/// Control characters shown as visible text: `\u{1B}` instead of the escape itself.
///
/// Text that came from a file (a provenance value, a token path, a file name, a manifest) can hold
/// an escape sequence that retitles the window, recolours or clears a terminal, a NUL that makes
/// an XML file unreadable, or a bidirectional control (U+202E RIGHT-TO-LEFT OVERRIDE and its
/// kin) that shows a reviewer text in an order it was not written in. Everything the harness
/// prints or writes for another program or a person (the console, the report, JUnit, the
/// Markdown summary, the manifest) passes such characters through here, so they arrive as the
/// six or more characters naming them:
///
/// ```swift
/// ControlCharacters.visible("a\u{1B}]0;pwned\u{7}b")  // "a\\u{1B}]0;pwned\\u{7}b"
/// ControlCharacters.visible("gnp.\u{202E}exe")        // "gnp.\\u{202E}exe"
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

    /// Whether `scalar` is a bidirectional control: the embeddings and overrides U+202A–U+202E,
    /// the isolates U+2066–U+2069, the marks U+200E and U+200F, and the Arabic letter mark U+061C.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// Whether `scalar` is shown as its escape wherever text from a file is shown: a terminal
    /// control (``isTerminalControl(_:)``) or a bidirectional one (``isBidiControl(_:)``).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        isTerminalControl(scalar) || isBidiControl(scalar)
    }

    /// `scalar` as visible text: `\u{` its hexadecimal code in capitals `}`, as Swift writes it.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every control character (``isControl(_:)``: terminal and bidirectional controls)
    /// replaced by its visible escape; tabs and line feeds stay. Text without any is returned as it is.
    package static func visible(_ text: String) -> String {
        replacingControls(in: text, with: escaped)
    }

    /// `json`, a JSON document, with every control character (``isControl(_:)``) written as a JSON
    /// escape (`\u001B`, `\u009B`, `\u202E`): still the same document, and inert on a terminal or
    /// a page. A conforming encoder escapes C0 inside strings already; DEL, C1 and the
    /// bidirectional controls it passes through, and no JSON token outside a string holds any of them.
    package static func visibleInJSON(_ json: String) -> String {
        replacingControls(in: json) { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// `text` with each control character (``isControl(_:)``) replaced by what `replacement` writes
    /// for it; text without any is returned as it is.
    private static func replacingControls(in text: String, with replacement: (Unicode.Scalar) -> String) -> String {
        guard text.utf8.contains(where: mayStartControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += replacement(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a UTF-8 byte may begin a control character: a C0 or DEL byte, 0xC2 (the lead byte
    /// of U+0080–U+00BF, C1 controls among them), 0xD8 (of U+061C) or 0xE2 (of U+2000–U+2FFF, the
    /// other bidirectional controls among them). Lets clean text skip the scalar walk.
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }
}
