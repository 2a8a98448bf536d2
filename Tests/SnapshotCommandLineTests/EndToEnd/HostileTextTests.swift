import EBComponents
import EndToEndSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Text from files (provenance values, token paths, a merged shard) reaches the console, JUnit and
/// the Markdown summary as text: escape sequences print as `\u{1B}`, the XML stays readable, the
/// Markdown carries no HTML or links of its own.
@Suite struct HostileTextTests {
    /// Retitles the window, clears the screen and turns text red (ESC and C1's CSI), then markup.
    static let payload = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m\u{0}<img src=x onerror=alert(1)>[link](http://evil)|<script>x</script>"

    /// Whether `text` holds a character that acts on a terminal (C0 but tab and line feed, DEL, C1).
    static func hasTerminalControl(_ text: String) -> Bool { text.unicodeScalars.contains(where: ControlCharacters.isTerminalControl) }

    /// A package whose EBCounter count-9 light reference shows count 1 and whose provenance records
    /// one of its token values with the payload in front: verify fails with the payload in its cause.
    func hostilePackage() throws -> URL {
        let package = try temporaryPackage(components: ["EBCounter"])
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("count-9_limit-none_theme-light@2x.png"))
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("count-1_limit-none_theme-light@2x.png"),
            to: folder.appendingPathComponent("count-9_limit-none_theme-light@2x.png"))
        let provenance = folder.appendingPathComponent("provenance.txt")
        var text = try String(contentsOf: provenance, encoding: .utf8)
        let block = try #require(text.range(of: "\ncount-9_limit-none_theme-light\n"))
        let fact = try #require(text.range(of: "token counter.color.", range: block.upperBound..<text.endIndex))
        let equals = try #require(text.range(of: " = ", range: fact.upperBound..<text.endIndex))
        text.insert(contentsOf: Self.payload + " ", at: equals.upperBound)
        try text.write(to: provenance, atomically: true, encoding: .utf8)
        return package
    }

    /// Whether XMLParser reads `file` to its end.
    func parses(_ file: URL) throws -> Bool {
        let parser = XMLParser(data: try Data(contentsOf: file))
        return parser.parse()
    }

    @Test func verifyPrintsEscapesAsTextAndWritesWellFormedJUnitAndMarkdown() throws {
        let package = try hostilePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let junit = package.appendingPathComponent("junit.xml"), summary = package.appendingPathComponent("summary.md")
        let output = try CLIRunner.run(
            ["verify", "--filter", "EBCounter/count-9_", "--junit", junit.path, "--summary", summary.path], in: package)
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{9B}31m\\u{0}<img"), "the payload shows, inert")
        #expect(!Self.hasTerminalControl(output.stdout + output.stderr))
        #expect(try parses(junit), "XMLParser reads the JUnit file")
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.contains("&lt;img src=x onerror=alert\\(1\\)&gt;\\[link\\]\\(http\\://evil\\)\\|&lt;script&gt;"))
        #expect(
            !markdown.contains("<img") && !markdown.contains("<script") && !markdown.contains("](") && !Self.hasTerminalControl(markdown))
    }

    /// Every bidirectional control: embeddings and overrides, isolates, marks, the Arabic letter mark.
    static let bidiControls: [Unicode.Scalar] = (Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x200E, 0x200F, 0x061C]).compactMap(
        Unicode.Scalar.init)

    /// A reviewer shown `gnp.exe` where `exe.png` was written, by U+202E and its kin.
    @Test func bidirectionalControlsAreEscapedWhereverFileTextIsShown() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let provenance = package.appendingPathComponent("Snapshots/EBCounter/provenance.txt")
        var text = try String(contentsOf: provenance, encoding: .utf8)
        let fact = try #require(text.range(of: "token counter.color."))
        let equals = try #require(text.range(of: " = ", range: fact.upperBound..<text.endIndex))
        text.insert(contentsOf: String(String.UnicodeScalarView(Self.bidiControls)) + "gnp.exe ", at: equals.upperBound)
        try Data(text.utf8).write(to: provenance)
        let junit = package.appendingPathComponent("junit.xml"), summary = package.appendingPathComponent("summary.md")
        let json = package.appendingPathComponent("run.json")
        let output = try CLIRunner.run(
            ["verify", "--filter", "EBCounter/*", "--junit", junit.path, "--summary", summary.path, "--json", json.path], in: package)
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(
            output.stdout.contains("\\u{202D}\\u{202E}\\u{2066}") && output.stdout.contains("\\u{61C}gnp.exe"), "each shows as its escape")
        let shown = [
            ("the console", output.stdout + output.stderr), ("JUnit", try String(contentsOf: junit, encoding: .utf8)),
            ("the summary", try String(contentsOf: summary, encoding: .utf8)), ("--json", try String(contentsOf: json, encoding: .utf8)),
            (
                "the manifest",
                try String(contentsOf: package.appendingPathComponent("snapshot-output/last-run.json"), encoding: .utf8)
            ),
            ("the report", try String(contentsOf: package.appendingPathComponent("snapshot-output/report/index.html"), encoding: .utf8)),
        ]
        for (place, text) in shown {
            #expect(!text.unicodeScalars.contains(where: Self.bidiControls.contains), "no bidirectional control reaches \(place)")
        }
        #expect(try parses(junit))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        #expect(manifest?["entries"] != nil, "the manifest is still JSON")
    }

    @Test func impactPrintsEscapesAsTextAndValidJSON() throws {
        let package = try hostilePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let tokens = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Sources/EBComponents/Tokens/EBCounter.tokens.json"),
            to: tokens.appendingPathComponent("EBCounter.tokens.json"))
        // The payload is in a recorded token line alone, so the drawing is the recorded one: the
        // layout refinement lists the variant as listing only, by id. The provenance pass prints its cause.
        let text = try CLIRunner.run(["impact", "--tokens", tokens.path, "--provenance-only"], in: package)
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("\\u{1B}]0;pwned") && !Self.hasTerminalControl(text.stdout + text.stderr))
        let json = try CLIRunner.run(["impact", "--tokens", tokens.path, "--json", "--provenance-only"], in: package)
        #expect(!Self.hasTerminalControl(json.stdout + json.stderr))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let affected = try #require(object["affected"] as? [[String: Any]])
        let changes = affected.flatMap { ($0["causes"] as? [[String: Any]] ?? []).compactMap { $0["change"] as? String } }
        #expect(changes.contains { $0.contains(Self.payload) }, "the JSON still carries the text exactly")
    }

    @Test func tokenCommandsPrintEscapesAsText() throws {
        let folder = try temporaryFolder("hostile-tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t\u{1B}[2J.json")
        let invalid = #"""
            {"c\u001b]0;pwned\u0007\u009b31m": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
             "bad\u009b31m": {"$type": "dimension", "$value": "oops\u001b[2J\u007f"}}
            """#
        try Data(invalid.utf8).write(to: file)
        let validate = try CLIRunner.run(["tokens", "validate", file.path])
        #expect(validate.status == 2 && validate.stdout.contains("bad\\u{9B}31m") && validate.stdout.contains("t\\u{1B}[2J.json"))
        #expect(!Self.hasTerminalControl(validate.stdout + validate.stderr))
        let json = try CLIRunner.run(["tokens", "validate", file.path, "--json"])
        #expect(!Self.hasTerminalControl(json.stdout + json.stderr))
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "validate --json prints valid JSON")
        let valid = #"{"c\u001b]0;pwned\u0007\u009b31m": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#
        try Data(valid.utf8).write(to: file)
        let resolve = try CLIRunner.run(["tokens", "resolve", file.path])
        #expect(resolve.status == 0 && resolve.stdout.contains("c\\u{1B}]0;pwned\\u{7}\\u{9B}31m  color  #FF0000"), "\(resolve.stderr)")
        #expect(!Self.hasTerminalControl(resolve.stdout + resolve.stderr))
        let resolved = try CLIRunner.run(["tokens", "resolve", file.path, "--json"])
        #expect(!Self.hasTerminalControl(resolved.stdout + resolved.stderr))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(resolved.stdout.utf8)) as? [String: Any])
        #expect(object["c\u{1B}]0;pwned\u{7}\u{9B}31m"] != nil, "the key reads back exactly")
    }

    @Test func mergedShardsWithHostileTextGiveReadableJUnitAndInertMarkdown() throws {
        let folder = try temporaryFolder("hostile-merge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = folder.appendingPathComponent("shard.json")
        let entries: [[String: Any]] = [
            ["id": "EBCounter/\(Self.payload)", "status": "failed", "reference": "EBCounter/x@2x.png", "message": Self.payload],
            ["id": "EBCounter/y", "status": "x\u{1B}[8m|<b>", "reference": "EBCounter/y@2x.png", "message": "a\nb|c"],
        ]
        let object: [String: Any] = ["date": "2026-01-01T00:00:00Z", "scale": 2, "entries": entries, "orphans": ["\u{1B}]0;x\u{7}|.png"]]
        try JSONSerialization.data(withJSONObject: object).write(to: shard)
        let junit = folder.appendingPathComponent("all.xml")
        let output = try CLIRunner.run(["merge", shard.path, "--junit", junit.path, "--summary", "-"], in: folder)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(try parses(junit), "XMLParser reads the merged JUnit file")
        #expect(!Self.hasTerminalControl(output.stdout + output.stderr))
        #expect(!output.stdout.contains("<img") && !output.stdout.contains("<script") && !output.stdout.contains("]("))
        let rows = output.stdout.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Status") }
        #expect(rows.count == 3 && rows.allSatisfy { Self.cells(in: String($0)) == 4 }, "every row keeps its four cells:\n\(rows)")
    }

    /// The cells of a GitHub table row: the pipes not escaped by a backslash, less one.
    static func cells(in row: String) -> Int {
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
        return pipes - 1
    }
}
