/// A failure as the console and JUnit print it: the message's first line (what failed, in one
/// line), then its cause lines, then the rest of the message (a text reference's diff, a renderer
/// note), each part capped (``OutputCaps``), so a long diff never hides the cause.
///
/// ```swift
/// let text = FailureText(message: difference.message, causes: result.causes.map(\.description))
/// text.headline  // "text differs: 120 → 121 lines (unified diff, reference → actual)"
/// text.body      // ["cause: token …", "@@ -3,5 +3,5 @@", …, "… 62 more lines in the report"]
/// ```
package struct FailureText: Sendable, Equatable {
    /// The message's first line.
    package var headline: String
    /// `cause: …` per cause, at most ``OutputCaps/causeLines``, then `… N more causes in the report`.
    package var causeLines: [String]
    /// The message's other lines, at most ``OutputCaps/diffLines``, then `… N more lines in the report`.
    package var detailLines: [String]

    /// - Parameters:
    ///   - message: the failure's message (its first line, then any diff or note).
    ///   - causes: each cause in one line, without the `cause: ` prefix.
    ///   - omittedCauses: causes already left out of `causes` (a manifest keeps at most
    ///     ``OutputCaps/causesPerEntry``).
    package init(message: String, causes: [String], omittedCauses: Int = 0) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        headline = OutputCaps.capped(lines.first.map(String.init) ?? "")
        let (shownCauses, hiddenCauses) = OutputCaps.prefix(causes, OutputCaps.causeLines)
        causeLines = shownCauses.map { "cause: " + OutputCaps.capped($0) }
        let moreCauses = hiddenCauses + omittedCauses
        if moreCauses > 0 { causeLines.append("… \(moreCauses) more cause\(moreCauses == 1 ? "" : "s") in the report") }
        let rest = lines.dropFirst().prefix(OutputCaps.diffLines + 1)
        let hiddenLines = lines.count - 1 - min(rest.count, OutputCaps.diffLines)
        detailLines = rest.prefix(OutputCaps.diffLines).map { OutputCaps.capped(String($0)) }
        if hiddenLines > 0 { detailLines.append("… \(hiddenLines) more line\(hiddenLines == 1 ? "" : "s") in the report") }
    }

    /// The cause lines, then the message's other lines.
    package var body: [String] { causeLines + detailLines }

    /// The body indented under a first line: four spaces, but none for a line that has them already
    /// (a renderer note the message indents itself).
    package var indentedBody: [String] { body.map { $0.hasPrefix("    ") ? $0 : "    " + $0 } }
}

/// How many body lines a run may still print (``OutputCaps/runDetailLines``), and how many
/// failures were cut to their first line once it ran out.
struct RunDetailBudget {
    private(set) var remaining = OutputCaps.runDetailLines
    private(set) var cutFailures = 0

    /// Whether the budget still holds `lines` more lines (then it takes them); once it does not,
    /// it holds nothing more, and each failure that had lines to print counts as cut.
    mutating func allows(_ lines: Int) -> Bool {
        guard lines <= remaining else {
            if lines > 0 { cutFailures += 1 }
            remaining = 0
            return false
        }
        remaining -= lines
        return true
    }

    /// The closing line when failures were cut, else nil.
    var note: String? {
        cutFailures == 0
            ? nil
            : "… the causes and diffs of \(cutFailures) more failure\(cutFailures == 1 ? "" : "s") are in the report "
                + "(at most \(OutputCaps.runDetailLines) lines of them per run)"
    }
}
