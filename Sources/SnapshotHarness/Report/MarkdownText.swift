import SnapshotCore

/// Text that came from a file, escaped for a place in GitHub-flavoured Markdown, so it shows as the
/// characters it is and never as markup: no raw HTML (`<img>`, `<script>`), no link, image,
/// autolink, emphasis, math, heading or table cell of its own.
///
/// ```swift
/// MarkdownText.inline("<img src=x> [a](b)")  // "&lt;img src=x&gt; \\[a\\]\\(b\\)"
/// MarkdownText.code("a`b|c")                 // "<code>a\\`b\\|c</code>"
/// ```
///
/// Every form is one line: a line break from a file would end the list item, table row or code
/// block it is in and start markup of its own, so it becomes a space. Control characters become
/// visible escapes (``ControlCharacters/visible(_:)``).
enum MarkdownText {
    /// The ASCII punctuation that can start or end Markdown syntax inside a line (GitHub's extensions
    /// included: `~` strikethrough, `$` math, `:` and `.` in autolinks), backslash-escaped in
    /// ``inline(_:)``. What acts only at the start of a line (`#`, `-`, `+`) cannot: every
    /// line of the summary starts with its own markup.
    private static let punctuation: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", ".", "|", "~", ":", "$",
    ]

    /// `text` for running Markdown text, a table cell included: Markdown punctuation backslash-escaped,
    /// `<`, `>` and `&` as entities (so no HTML tag or entity of its own), line breaks as spaces.
    static func inline(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in oneLine(text).unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case _ where punctuation.contains(scalar):
                out += "\\"
                out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` in monospace: ``inline(_:)`` inside `<code>` tags rather than a code span, whose
    /// backticks and backslashes a file's text could end or unbalance (a table splits a row at a
    /// pipe before it reads code spans).
    static func code(_ text: String) -> String { "<code>" + inline(text) + "</code>" }

    /// `text` as one line: line feeds and carriage returns as spaces, other control characters
    /// as visible escapes. Enough inside a fenced code block, which shows everything else as it is
    /// and can be ended only by a line of its own.
    static func oneLine(_ text: String) -> String {
        let flat = text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
        return ControlCharacters.visible(flat)
    }
}
