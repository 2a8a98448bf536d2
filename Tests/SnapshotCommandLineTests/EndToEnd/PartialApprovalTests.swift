import ComponentKit
import EBComponents
import EBTestSupport
import EndToEndSupport
import Foundation
import Testing

/// Two token edits at once, as a real pull request makes them: each is one group, a variant is
/// blamed only on the edit that changed its pixels, and accepting one edit writes only its
/// pixels and lines (a screen listing that holds both gets the accepted edit's blocks alone).
@Suite struct PartialApprovalTests {
    /// EBCounter's empty background one step bluer, and EBSlider's tooltip padding 6 → 8 px (read
    /// by the settings screen, which draws no tooltip).
    func editedTokens(in package: URL) throws -> URL {
        let folder = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bundled = try #require(Catalog.ebTokensDirectory)
        let counter = try String(contentsOf: bundled.appendingPathComponent("EBCounter.tokens.json"), encoding: .utf8)
        let paler = counter.replacingOccurrences(of: "[0.9333, 0.949, 0.9765]", with: "[0.9333, 0.949, 0.9804]")
            .replacingOccurrences(of: "\"#eef2f9\"", with: "\"#eef2fa\"")
        let slider = try String(contentsOf: bundled.appendingPathComponent("EBSlider.tokens.json"), encoding: .utf8)
        let start = try #require(slider.range(of: "\"tooltipPaddingX\""))
        let value = try #require(slider.range(of: "\"value\": 6", range: start.upperBound..<slider.endIndex))
        let padded = slider.replacingCharacters(in: value, with: "\"value\": 8")
        #expect(paler != counter && padded != slider)
        try Data(paler.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        try Data(padded.utf8).write(to: folder.appendingPathComponent("EBSlider.tokens.json"))
        return folder
    }

    /// Each failed entry's change summaries, by id, and the key of the change whose summary has `text`.
    func changes(in package: URL) throws -> (byID: [String: [String]], key: (String) -> String?) {
        let data = try Data(contentsOf: package.appendingPathComponent("snapshot-output/last-run.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var byID: [String: [String]] = [:]
        var keys: [String: String] = [:]
        for entry in manifest["entries"] as? [[String: Any]] ?? [] {
            guard let id = entry["id"] as? String, let cause = entry["cause"] as? [String: Any],
                let list = cause["changes"] as? [[String: Any]]
            else { continue }
            byID[id] = list.compactMap { $0["summary"] as? String }
            for change in list { keys[change["summary"] as? String ?? ""] = change["key"] as? String }
        }
        return (byID, { text in keys.first { $0.key.contains(text) }?.value })
    }

    @Test func acceptingOneOfTwoEditsWritesOnlyItsPixelsAndLines() throws {
        let package = try temporaryPackage(components: ["EBScreens"])
        defer { try? FileManager.default.removeItem(at: package) }
        let verify = ["verify", "--quiet", "--filter", "EBScreens/*", "--tokens", try editedTokens(in: package).path]
        #expect(try CLIRunner.run(verify, in: package).status == 1)
        let first = try changes(in: package)
        let settings = "EBScreens/screen-settings_theme-light"
        #expect(
            first.byID[settings]?.count == 1 && first.byID[settings]?.first?.contains("counter.color.empty.bg") == true,
            "read but not drawn, the tooltip padding is no cause of the screen: \(first.byID[settings] ?? [])")
        #expect(first.byID["EBScreens/provenance.txt"]?.count == 2, "the listing's lines hold both edits")
        let counter = try #require(first.key("counter.color.empty.bg")), padding = try #require(first.key("tooltipPaddingX"))

        let approved = try CLIRunner.run(["approve", "--cause", counter], in: package)
        #expect(approved.status == 0, "\(approved.stdout)\(approved.stderr)")
        let listing = try String(
            contentsOf: package.appendingPathComponent("Snapshots/EBScreens/provenance.txt"), encoding: .utf8)
        #expect(listing.contains("= #EEF2FA  ← counter.color.empty.bg"), "the accepted edit's lines are written")
        #expect(
            listing.contains("slider.size.tooltipPaddingX [base] = 6px") && !listing.contains("tooltipPaddingX [base] = 8px"),
            "the other edit's lines are not")

        #expect(try CLIRunner.run(verify, in: package).status == 1)
        let second = try changes(in: package)
        #expect(second.byID.values.allSatisfy { $0 == second.byID.values.first }, "\(second.byID)")
        #expect(second.byID.values.flatMap { $0 }.allSatisfy { $0.contains("tooltipPaddingX") }, "nothing is blamed on the accepted edit")
        #expect(try CLIRunner.run(["approve", "--cause", padding], in: package).status == 0)
        #expect(try CLIRunner.run(verify, in: package).status == 0, "both accepted, one at a time: green")
    }

    /// Two colours in one image: a counter over 0 reads both its background and its label. Each
    /// image is written as the references' world plus the accepted edit (rendered again with the
    /// other at its recorded value), and the contact sheet that shows both is composed the same way.
    @Test func anImageWithTwoEditsIsWrittenWithTheAcceptedOneAlone() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let edited = try TokenEdits.counterColoursOneStepOff()
        try Data(edited.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        let verify = ["verify", "--quiet", "--filter", "EBCounter/*", "--tokens", folder.path]
        #expect(try CLIRunner.run(verify, in: package).status == 1)
        let first = try changes(in: package)
        let both = try #require(
            first.byID.keys.sorted().first { $0.hasPrefix("EBCounter/count-") && first.byID[$0]?.count == 2 },
            "a counter with both edits in its image: \(first.byID)")
        #expect(first.byID["EBCounter/contact-sheet@1x.png"]?.count == 2)
        let background = try #require(first.key("counter.color.empty.bg")), label = try #require(first.key("#005CE5"))

        #expect(try CLIRunner.run(["approve", "--cause", background], in: package).status == 0)
        #expect(try CLIRunner.run(verify, in: package).status == 1)
        let second = try changes(in: package)
        #expect(second.byID[both] == [try #require(first.byID[both]?.first { $0.contains("#005CE5") })], "\(second.byID[both] ?? [])")
        #expect(
            second.byID.values.flatMap { $0 }.allSatisfy { $0.contains("#005CE5") }, "nothing is left of the accepted edit: \(second.byID)")
        #expect(second.byID["EBCounter/contact-sheet@1x.png"] != nil, "the sheet still shows the other edit")
        #expect(try CLIRunner.run(["approve", "--cause", label], in: package).status == 0)
        #expect(try CLIRunner.run(verify, in: package).status == 0)
    }
}
