import ComponentKit

/// The shape of a change that no input names, so that one drawing-code edit is one group
/// however many variants it reaches: a frame by how it moved (`text +0,+1`), a text by the edit
/// that turns the old string into the new (`"%" → " %"`).
enum CauseShape {
    /// How the frame of `subject` moved from `before` to `after` (`x,y w×h`, or `w×h` for the
    /// image), without the frame's own position or text: `text +0,+1`, `part button +0,+0 size +2×+0`,
    /// `image +2×+0`.
    static func move(subject: String, from before: String?, to after: String?) -> String {
        let label = role(of: subject)
        guard let old = frame(before), let new = frame(after) else { return "\(label) \(before ?? "none") → \(after ?? "none")" }
        let size = "\(signed(new.width - old.width))×\(signed(new.height - old.height))"
        if subject == "image" { return "image \(size)" }
        let moved = "\(signed(new.x - old.x)),\(signed(new.y - old.y))"
        return new.width == old.width && new.height == old.height ? "\(label) \(moved)" : "\(label) \(moved) size \(size)"
    }

    /// The edit that turns the quoted text `before` into `after`, with their common start and end
    /// left out (one character of context kept when a side would be empty): `"50%"` → `"50 %"`
    /// gives `"%" → " %"`.
    static func edit(from before: String?, to after: String?) -> String {
        let old = Array(unquoted(before)), new = Array(unquoted(after))
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var end = 0
        while end < old.count - start, end < new.count - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
        var from = start, oldTo = old.count - end, newTo = new.count - end
        if oldTo == from || newTo == from {
            if end > 0 {
                oldTo += 1
                newTo += 1
            } else if from > 0 {
                from -= 1
            }
        }
        return "\"\(String(old[from..<oldTo]))\" → \"\(String(new[from..<newTo]))\""
    }

    /// A frame subject's role without its position or text: `text #1 "03"` → `text`, `part #2 button` → `part button`.
    private static func role(of subject: String) -> String {
        let words = subject.split(separator: " ")
        guard let first = words.first else { return subject }
        if first == "part", words.count > 2 { return "part \(words[2])" }
        return String(first)
    }

    /// A frame as written (`x,y w×h`, `w×h`, or a part's value ending in ` at x,y w×h`).
    private static func frame(_ text: String?) -> Provenance.Fact.Frame? {
        guard var text else { return nil }
        if let at = text.range(of: " at ", options: .backwards) { text = String(text[at.upperBound...]) }
        return Provenance.Fact.Frame(Substring(text))
    }

    /// `value` with its sign, to four decimals at most: `+0`, `+1`, `-0.5`.
    private static func signed(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        let magnitude = rounded == rounded.rounded() ? String(Int(abs(rounded))) : String(abs(rounded))
        return (rounded < 0 ? "-" : "+") + magnitude
    }

    /// A quoted text without its quotes.
    private static func unquoted(_ text: String?) -> String {
        guard let text, text.count >= 2, text.first == "\"", text.last == "\"" else { return text ?? "" }
        return String(text.dropFirst().dropLast())
    }
}
