import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import SnapshotCore
import Testing

/// Every failure names its cause, one kind at a time: each test edits a copy (a replacement token
/// table, a tampered reference or fingerprint), verifies, and reads the cause back from
/// `last-run.json` and from the report.
@Suite struct CauseTests {
    struct Result {
        var status: Int32
        var causes: [String: [[String: Any]]]
        var summaries: [String: String]
        var report: String
    }

    /// Verifies `filter` in a fresh package holding `components`, with `table` edited by `edit`
    /// into a `--tokens` folder (when given) after `prepare`.
    func verify(
        _ filter: String, components: [String], table: String? = nil, edit: (String) -> String = { $0 },
        prepare: (URL) throws -> Void = { _ in }
    ) throws -> Result {
        let package = try temporaryPackage(components: components)
        defer { try? FileManager.default.removeItem(at: package) }
        try prepare(package)
        var arguments = ["verify", "--filter", filter]
        if let table { arguments += ["--tokens", try editedTokens(in: package, table: table, edit: edit).path] }
        // Over a catalog of the package's components alone: the filter reaches no other.
        let catalog = Catalog(Catalog.eb.components.filter { components.contains($0.name) })
        let output = try CLIRunner.run(arguments, in: package, catalog: catalog)
        var causes: [String: [[String: Any]]] = [:]
        var summaries: [String: String] = [:]
        for entry in try lastRunEntries(in: package) {
            guard let id = entry["id"] as? String, let cause = entry["cause"] as? [String: Any] else { continue }
            causes[id] = cause["causes"] as? [[String: Any]] ?? []
            summaries[id] = cause["summary"] as? String
        }
        let report = try String(contentsOf: package.appendingPathComponent("snapshot-output/report/index.html"), encoding: .utf8)
        return Result(status: output.status, causes: causes, summaries: summaries, report: report)
    }

    /// EBCounter's empty background one step bluer: #EEF2F9 → #EEF2FA.
    static func paleEmptyBackground(_ table: String) -> String {
        table.replacingOccurrences(of: "[0.9333, 0.949, 0.9765]", with: "[0.9333, 0.949, 0.9804]")
            .replacingOccurrences(of: "\"#eef2f9\"", with: "\"#eef2fa\"")
    }

    /// EBCounter's horizontal padding 6 → 7 px: it resizes the wider counters.
    static func widerPadding(_ table: String) -> String {
        table.replacingOccurrences(
            of: "\"paddingX\": {\n        \"$value\": {\n          \"value\": 6,",
            with: "\"paddingX\": {\n        \"$value\": {\n          \"value\": 7,")
    }

    /// A `tokens` folder in `package` holding `table` as `edit` changes it.
    func editedTokens(in package: URL, table: String, edit: (String) -> String) throws -> URL {
        let folder = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = try String(contentsOf: try #require(Catalog.ebTokensDirectory).appendingPathComponent(table), encoding: .utf8)
        let edited = edit(original)
        #expect(edited != original, "the edit changes the table")
        try Data(edited.utf8).write(to: folder.appendingPathComponent(table))
        return folder
    }

    /// The entries of the last run's `last-run.json`.
    func lastRunEntries(in package: URL) throws -> [[String: Any]] {
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: package.appendingPathComponent("snapshot-output/last-run.json")))
                as? [String: Any])
        return manifest["entries"] as? [[String: Any]] ?? []
    }

    /// The kinds and subjects of `id`'s causes.
    func kinds(_ result: Result, _ id: String) -> [String] {
        (result.causes[id] ?? []).map { "\($0["kind"] as? String ?? "") \($0["subject"] as? String ?? "")" }
    }

    @Test func aColour() throws {
        let id = "EBCounter/count-0_limit-none_theme-light"
        let result = try verify(id, components: ["EBCounter"], table: "EBCounter.tokens.json", edit: Self.paleEmptyBackground)
        #expect(result.status == 1)
        #expect(kinds(result, id) == ["token counter.color.empty.bg [base]"])
        #expect(result.causes[id]?.first?["before"] as? String == "#EEF2F9" && result.causes[id]?.first?["after"] as? String == "#EEF2FA")
        #expect(result.report.contains("token counter.color.empty.bg #EEF2F9 → #EEF2FA (EBCounter.tokens.json)"))
        #expect(result.report.contains("approve --cause"))
    }

    @Test func aDimensionMovesFramesToo() throws {
        let id = "EBCounter/count-247_limit-none_theme-light"
        let result = try verify(id, components: ["EBCounter"], table: "EBCounter.tokens.json", edit: Self.widerPadding)
        #expect(kinds(result, id).contains("token counter.size.paddingX [base]"), "\(kinds(result, id))")
        #expect(kinds(result, id).contains("frame image"))
        #expect(result.summaries[id]?.contains("token counter.size.paddingX 6px → 7px") == true, "\(result.summaries[id] ?? "")")
    }

    @Test func aTypographyMember() throws {
        let id = "EBCounter/count-1_limit-none_theme-light"
        let result = try verify(id, components: ["EBCounter"], table: "EBCounter.tokens.json") {
            $0.replacingOccurrences(of: "\"fontSize\": {\n            \"value\": 12,", with: "\"fontSize\": {\n            \"value\": 13,")
        }
        let typography = try #require(result.causes[id]?.first { ($0["subject"] as? String) == "counter.typography.label [base]" })
        #expect(
            (typography["before"] as? String)?.hasPrefix("600 12px/") == true
                && (typography["after"] as? String)?.hasPrefix("600 13px/") == true)
    }

    /// An alias pointed elsewhere is named, with the value that moved with it (on EBCounter, whose
    /// small contact sheet keeps the failing run cheap in a debug build).
    @Test func aRetargetedAlias() throws {
        let id = "EBCounter/count-1_limit-none_theme-light"
        let result = try verify(id, components: ["EBCounter"], table: "EBCounter.tokens.json") {
            $0.replacingOccurrences(of: "\"$value\": \"{counter.color.empty.bg}\",", with: "\"$value\": \"{counter.color.empty.label}\",")
        }
        let token = try #require(result.causes[id]?.first { ($0["subject"] as? String) == "counter.color.active.bg [base]" })
        #expect(token["kind"] as? String == "token", "the value moved with it")
        #expect(
            token["retargetFrom"] as? String == "counter.color.empty.bg" && token["retargetTo"] as? String == "counter.color.empty.label")
        #expect(result.summaries[id]?.contains("retargeted {counter.color.empty.bg} → {counter.color.empty.label}") == true, "one change")
    }

    @Test func aText() throws {
        let id = "EBCounter/count-9_limit-none_theme-light"
        let result = try verify(
            id, components: ["EBCounter"],
            prepare: { package in
                // The reference and its provenance as a "1" was recorded: now the variant draws "9".
                let folder = package.appendingPathComponent("Snapshots/EBCounter")
                try Data(contentsOf: folder.appendingPathComponent("count-1_limit-none_theme-light@2x.png"))
                    .write(to: folder.appendingPathComponent("count-9_limit-none_theme-light@2x.png"))
                var provenance = try String(contentsOf: folder.appendingPathComponent("provenance.txt"), encoding: .utf8)
                let block = try #require(provenance.range(of: "count-9_limit-none_theme-light\n"))
                let text = try #require(provenance.range(of: #"text #1 = "9""#, range: block.upperBound..<provenance.endIndex))
                provenance.replaceSubrange(text, with: #"text #1 = "1""#)
                try Data(provenance.utf8).write(to: folder.appendingPathComponent("provenance.txt"))
            })
        #expect(kinds(result, id).contains("text text #1"), "\(kinds(result, id))")
        #expect(result.summaries[id]?.contains(#"text edited: "1" → "9""#) == true, "\(result.summaries[id] ?? "")")
    }

    @Test func theRenderer() throws {
        let id = "EBCounter/count-9_limit-none_theme-light"
        let result = try verify(
            id, components: ["EBCounter"],
            prepare: { package in
                // Same inputs, other pixels, and a fingerprint that says another Cairo recorded them.
                let reference = package.appendingPathComponent("Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png")
                var image = try PNGCodec.read(contentsOf: reference)
                let pixel = image[0, 0]
                image[0, 0] = (pixel.red, pixel.green, pixel.blue, pixel.alpha == 0 ? 1 : pixel.alpha - 1)
                try PNGCodec.encode(image).write(to: reference)
                let fingerprint = package.appendingPathComponent("Snapshots/renderer-fingerprint@2x.json")
                let text = try String(contentsOf: fingerprint, encoding: .utf8)
                let cairo = try #require(text.range(of: #""cairo" : ""#))
                let end = try #require(text.range(of: "\"", range: cairo.upperBound..<text.endIndex))
                try Data(text.replacingCharacters(in: cairo.upperBound..<end.lowerBound, with: "1.14.0").utf8).write(to: fingerprint)
            })
        let renderer = try #require(result.causes[id]?.first)
        #expect(renderer["kind"] as? String == "renderer")
        #expect((renderer["subject"] as? String)?.contains("cairo 1.14.0 → ") == true, "\(renderer)")
        #expect(result.report.contains("the renderer (cairo 1.14.0 → "), "the renderer's change, in words")
    }

    /// One edited colour fails the variants that read it, the component's provenance and its
    /// contact sheet: all under one key, and one `approve --cause` accepts them all.
    @Test func oneEditIsOneGroupAcceptedWithOneCommand() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let tokens = try editedTokens(in: package, table: "EBCounter.tokens.json", edit: Self.paleEmptyBackground)
        let verify = ["verify", "--filter", "EBCounter/", "--tokens", tokens.path]
        let first = try CLIRunner.run(verify, in: package)
        #expect(first.status == 1)
        let failed = try lastRunEntries(in: package).filter { $0["status"] as? String == "failed" }
        let ids = failed.compactMap { $0["id"] as? String }
        #expect(ids.contains("EBCounter/provenance.txt") && ids.contains("EBCounter/contact-sheet@1x.png"), "\(ids)")
        #expect(ids.contains { $0.hasSuffix("theme-light") } && !ids.contains { $0.hasSuffix("theme-dark") }, "only light reads it")
        let keys = Set(failed.map { ($0["cause"] as? [String: Any])?["key"] as? String ?? "none" })
        let key = try #require(keys.first)
        #expect(keys.count == 1 && key != "none", "\(keys)")
        let console = first.stdout.components(separatedBy: "\n")
        let heading = try #require(console.firstIndex { $0.hasPrefix("by cause") }, "the console lists the groups")
        #expect(console[heading + 1].contains("counter.color.empty.bg #EEF2F9 → #EEF2FA"), "\(console[heading + 1])")
        #expect(console[heading + 2].contains("approve --cause '\(key)'"), "\(console[heading + 2])")

        let approve = try CLIRunner.run(["approve", "--cause", key], in: package)
        #expect(approve.status == 0, "\(approve.stderr)")
        #expect(try CLIRunner.run(verify, in: package).status == 0, "every failure was accepted")
    }

    /// A dimension edit resizes variants, so it fails the matrix listing too (`variants.txt` shows
    /// sizes): still one group, since frames that moved are its effects, and one command accepts it.
    @Test func aResizingEditIsOneGroupWithTheListings() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let tokens = try editedTokens(in: package, table: "EBCounter.tokens.json", edit: Self.widerPadding)
        let verify = ["verify", "--filter", "EBCounter/", "--tokens", tokens.path]
        #expect(try CLIRunner.run(verify, in: package).status == 1)
        let failed = try lastRunEntries(in: package).filter { $0["status"] as? String == "failed" }
        let ids = failed.compactMap { $0["id"] as? String }
        #expect(ids.contains("EBCounter/variants.txt") && ids.contains("EBCounter/provenance.txt"), "\(ids)")
        let keys = Set(failed.map { ($0["cause"] as? [String: Any])?["key"] as? String ?? "none" })
        let key = try #require(keys.first)
        #expect(keys.count == 1 && key != "none", "\(keys) over \(ids)")

        #expect(try CLIRunner.run(["approve", "--cause", key], in: package).status == 0)
        #expect(try CLIRunner.run(verify, in: package).status == 0, "every failure was accepted")
    }
}
