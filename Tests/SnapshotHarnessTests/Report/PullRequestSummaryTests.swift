import ComponentKit
import Foundation
import SnapshotCauses
import SnapshotCore
import Testing

@testable import SnapshotHarness

/// The Markdown summary's markup is its own: HTML, links, images and table pipes from a file show
/// as text.
@Suite struct PullRequestSummaryTests {
    static let hostile = [
        "<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "[link](https://evil.example)", "![pixel](https://evil.example/p.png)",
        "https://evil.example www.evil.example", "**bold** _em_ ~~gone~~ $x^2$", "a|b\\|c`d``", "line\n```\n<b>out of the block</b>",
        "&amp; &#60;", "\u{1B}]0;title\u{7}\u{9B}2J",
    ].joined(separator: " ")

    func markdown() -> String {
        let cause = LastRun.Entry.Cause([FailureCause(kind: .token, subject: "color.x", before: Self.hostile, after: "#FFFFFF")])
        let run = LastRun(
            date: Date(), scale: 2,
            entries: [
                .init(
                    id: "EBCounter/\(Self.hostile)", status: "failed", reference: "EBCounter/x@2x.png", actual: "x", diff: nil, strip: nil,
                    message: Self.hostile, cause: cause),
                .init(id: "\(Self.hostile)/y", status: "missing", reference: "y", actual: nil, diff: nil, strip: nil, message: nil),
                .init(id: "EBCounter/z", status: Self.hostile, reference: "z", actual: nil, diff: nil, strip: nil, message: "m"),
            ],
            orphans: [Self.hostile])
        let output = URL(fileURLWithPath: "/tmp/out\n```\n<img src=y>")
        return PullRequestSummary.markdown(run, commands: ApprovalHints(output: output, defaultOutput: URL(fileURLWithPath: "/w")))
    }

    /// The lines of `markdown` outside fenced code blocks (inside one, everything shows as text).
    static func prose(_ markdown: String) -> String {
        var inside = false
        return markdown.split(separator: "\n").filter { line in
            if line.hasPrefix("```") { inside.toggle() }
            return !inside && !line.hasPrefix("```")
        }.joined(separator: "\n")
    }

    @Test func noHTMLLinkOrImageFromAFileSurvives() {
        let text = markdown()
        let prose = Self.prose(text)
        for raw in ["<img", "<script", "<b>", "](", "![", "&amp; &#60;", "https://", "www.evil", "**bold**", "~~gone~~", "$x^2$"] {
            #expect(!prose.contains(raw), "\(raw) reaches the Markdown:\n\(text)")
        }
        #expect(!text.unicodeScalars.contains(where: ControlCharacters.isTerminalControl))
        #expect(text.contains("&lt;img src=x onerror=alert\\(1\\)&gt;"), "the text still shows, escaped")
        #expect(text.contains(#"\\u\{1B\}\]0;title\\u\{7\}\\u\{9B\}2J"#), "controls show as escapes (rendered: \\u{1B}]0;title…)")
    }

    @Test func tableRowsKeepTheirCellsAndCodeBlocksTheirLines() {
        let lines = markdown().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = lines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Status") }
        #expect(rows.count == 4)
        for row in rows { #expect(Self.unescapedPipes(in: row) == 5, "a row of four cells:\n\(row)") }
        #expect(lines.filter { $0.hasPrefix("```") } == ["```sh", "```", "```sh", "```"], "only the summary's own fences")
        #expect(lines.filter { $0.hasPrefix("- ") }.count == 1, "one cause, one list item")
    }

    /// Each failure's row names its cause: its first change, its key, and how many more changes it has.
    @Test func eachRowNamesItsCauseAndKey() throws {
        let colour = FailureCause(kind: .token, subject: "counter.bg [base]", before: "#EEF2F9", after: "#EEF2FA", root: "counter.bg")
        let text = FailureCause(kind: .text, subject: "text #1", before: "\"%\"", after: "\" %\"")
        let cause = LastRun.Entry.Cause([colour, text])
        let run = LastRun(
            date: Date(), scale: 2,
            entries: [
                .init(
                    id: "A/one", status: "failed", reference: "A/one@2x.png", actual: "x", diff: nil, strip: nil, message: "3 px differ",
                    cause: cause)
            ], orphans: [])
        let markdown = PullRequestSummary.markdown(
            run, commands: ApprovalHints(output: URL(fileURLWithPath: "/w"), defaultOutput: URL(fileURLWithPath: "/w")))
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(lines.contains("| Status | Reference | Cause | Message |"))
        let row = try #require(lines.first { $0.hasPrefix("| failed |") }, "\(markdown)")
        let first = try #require(cause.changeList.first)
        let second = try #require(cause.changeList.last)
        #expect(
            row.contains(MarkdownText.inline(first.summary) + " <code>\(first.key)</code> (+1 more: <code>\(second.key)</code>)"),
            "a file with two changes names both keys: \(row)")
        #expect(row.hasSuffix("| 3 px differ |"))
    }

    @Test func plainTextIsLeftReadable() {
        #expect(MarkdownText.inline("83 of 2304 pixels differ, allowed 0") == "83 of 2304 pixels differ, allowed 0")
        #expect(MarkdownText.inline("a|b <c> & [d](e)") == "a\\|b &lt;c&gt; &amp; \\[d\\]\\(e\\)")
        #expect(MarkdownText.code("EBCounter/count-1_x") == "<code>EBCounter/count-1\\_x</code>")
    }

    /// The pipes a GitHub table splits a row at: those not escaped by a backslash.
    static func unescapedPipes(in row: String) -> Int {
        var pipes = 0
        var escaped = false
        for character in row {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                pipes += 1
            }
        }
        return pipes
    }
}
