import DesignTokens
import Foundation
import Rendering

/// What one variant's image was made from: every token its layout read, every text run it laid
/// out and the frames of its parts, as facts a reviewer can read and a run can compare.
///
/// A design system records it while it lays a variant out (the same pass that sizes it), from
/// the token tables and the layout alone, so any component, a client's included, has one with no
/// code of its own. It is written one fact per line, in a stable order:
///
/// ```
///   size 24×24
///   token counter.color.empty.bg [base] = #EEF2F9  @ EBCounter.tokens.json
///   token countdown.one.default.bg [dark] = #1972F9 0%, #005CE5 100%  ← countdown.one.dark.default.bg  @ EBCountdown.tokens.json
///   text #1 = "0" Proxima Soft 600 12px/16px #1E2A3B at 8,4 8×16
///   part #1 button = "Dismiss" at 319,12 20×20
///   draw EBToast = 0c1f9a2b3c4d5e6f
///   draw EBToast icon = 9f2c1d3e4b5a6978
/// ```
///
/// A fact is `<kind> <subject> = <value>`, then, for a token, two spaces and `← <aliases>` when
/// it was read through aliases, and two spaces and `@ <file>`: two spaces never occur inside a
/// subject or a value, so a line reads back into the same fact (``Fact/init(line:)``). A `draw`
/// fact is the digest of what one part of the drawing drew (``DrawingDigest``): by component,
/// and by part where the component names its parts.
package struct Provenance: Hashable, Sendable {
    /// The facts in their stable order: the size, tokens by path and mode, texts and parts in layout order.
    package var facts: [Fact]

    package init(facts: [Fact]) {
        self.facts = facts
    }

    /// The provenance of `layout`, whose layout read `reads` and whose drawing made `drawing`.
    package init(layout: DrawableLayout, reads: [TokenReadLog.Read], drawing: [DrawingDigest] = []) {
        self.init(layout: layout, reads: reads, tokenFacts: TokenFactCache(), drawing: drawing)
    }

    /// The provenance of `layout`, whose layout read `reads`, its token facts taken from
    /// `tokenFacts`, and whose drawing made `drawing`.
    init(layout: DrawableLayout, reads: [TokenReadLog.Read], tokenFacts: TokenFactCache, drawing: [DrawingDigest]) {
        var facts = [Self.sizeFact(of: layout)]
        // By token path, then mode (each sort key made once, and indices moved, not facts).
        let entries = reads.map(tokenFacts.entry(for:))
        let order = entries.indices.sorted { lhs, rhs in
            entries[lhs].dotted != entries[rhs].dotted
                ? entries[lhs].dotted < entries[rhs].dotted : entries[lhs].mode < entries[rhs].mode
        }
        facts.reserveCapacity(1 + entries.count + layout.textRuns.count + layout.accessibilityElements.count)
        for index in order { facts.append(entries[index].fact) }
        for (index, run) in layout.textRuns.enumerated() {
            let type = run.style.typography
            let style =
                "\(type.fontFamily.joined(separator: ", ")) \(type.fontWeight) \(Self.number(type.fontSize))px/\(Self.number(type.lineHeight))px "
                + "\(run.style.color.hexString)"
            facts.append(
                Fact(kind: .text, subject: "#\(index + 1)", value: "\(Self.quoted(run.text)) \(style) at \(Self.frame(run.frame))"))
        }
        for (index, element) in layout.accessibilityElements.enumerated() {
            facts.append(
                Fact(
                    kind: .part, subject: "#\(index + 1) \(element.role.rawValue)",
                    value: "\(Self.quoted(element.label)) at \(Self.frame(element.frame))"))
        }
        facts += drawing.map(Fact.init(drawn:))
        self.facts = facts
    }

    /// The facts as lines (without indentation).
    package var lines: [String] { facts.map(\.line) }

    /// The provenance of one snapshot as a text reference: a header line, then its facts.
    package var text: String {
        (["# provenance: what this snapshot was made from, one fact a line"] + lines).joined(separator: "\n") + "\n"
    }

    /// The provenance ``text`` holds (its facts; comment lines and others are passed over), whatever
    /// its line endings (``ListingText``).
    package init(text: String) {
        self.init(facts: ListingText.normalized(text).split(separator: "\n").compactMap { Fact(line: $0.drop { $0 == " " }) })
    }

    /// The facts about tokens, by subject (`path [mode]`).
    package var tokens: [String: Fact] {
        Dictionary(facts.filter { $0.kind == .token }.map { ($0.subject, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every fact by what it is about (its kind and subject), the first of each.
    package var byKey: [Fact.Key: Fact] {
        Dictionary(facts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the drawing was recorded part by part (provenance written before drawing digests has none).
    package var recordsDrawing: Bool { facts.contains { $0.kind == .draw } }

    static func number(_ value: Double) -> String { JSONWriter.number(value) }

    static func size(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }

    static func frame(_ rect: Rect) -> String { "\(number(rect.minX)),\(number(rect.minY)) \(size(rect.size))" }

    /// The size fact of `layout`: `size image = 24×24`, with its frame when that differs.
    static func sizeFact(of layout: DrawableLayout) -> Fact {
        Fact(kind: .size, subject: "image", value: size(layout.size) + frameNote(layout))
    }

    private static func frameNote(_ layout: DrawableLayout) -> String {
        layout.frameSize == layout.size ? "" : " (frame \(size(layout.frameSize)))"
    }

    /// `text` in double quotes, with quotes, backslashes, line breaks and the second of two
    /// spaces escaped (one fact, one line, and never two spaces inside a value).
    static func quoted(_ text: String) -> String {
        // Most texts need no escape: one pass over the bytes says so.
        var previous: UInt8 = 0
        let plain = text.utf8.allSatisfy { byte in
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): return false
            case UInt8(ascii: " "): return previous != UInt8(ascii: " ")
            default: return true
            }
        }
        if plain { return "\"" + text + "\"" }
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case " " where out.last == " ": out += "\\s"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
