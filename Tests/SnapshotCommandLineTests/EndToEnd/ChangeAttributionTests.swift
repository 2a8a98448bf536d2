import ComponentFixtures
import ComponentKit
import EBTestSupport
import EndToEndSupport
import Foundation
import TestSupport
import Testing

/// Every change named and accepted exactly, on the kit's fixtures as a client's package would
/// have them: drawing edits by component and part, a token beside a drawing edit in one image
/// (accepted in either order), a rename beside a real change, and variants added to a matrix.
/// Each test records the Chip (and SmallDot) as they were, then verifies them as a pull request
/// changes them.
@Suite struct ChangeAttributionTests {
    /// A package whose references `catalog` recorded.
    func recordedPackage(_ catalog: Catalog) throws -> URL {
        let package = try temporaryFolder("changes")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        let recorded = try CLIRunner.run(["record", "--quiet"], in: package, catalog: catalog)
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        return package
    }

    /// `package`'s last run: each change's key by its summary, and the ids each change reached.
    func groups(in package: URL) throws -> [String: (key: String, ids: Set<String>)] {
        let data = try Data(contentsOf: package.appendingPathComponent("snapshot-output/last-run.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var found: [String: (key: String, ids: Set<String>)] = [:]
        for entry in manifest["entries"] as? [[String: Any]] ?? [] {
            guard let id = entry["id"] as? String, let cause = entry["cause"] as? [String: Any] else { continue }
            for change in cause["changes"] as? [[String: Any]] ?? [] {
                guard let summary = change["summary"] as? String, let key = change["key"] as? String else { continue }
                found[summary, default: (key, [])].ids.insert(id)
            }
        }
        return found
    }

    /// The references under `package`'s Snapshots/, by path, as bytes.
    func references(in package: URL) throws -> [String: Data] {
        let root = package.appendingPathComponent("Snapshots")
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator {
            guard !url.hasDirectoryPath else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// A `tokens` folder in `package` holding the Chip's table as `edit` changes it.
    func chipTokens(in package: URL, _ edit: (inout [String: Any]) throws -> Void) throws -> String {
        let original = try Data(contentsOf: try #require(Chip.tokenTableURL))
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        try edit(&table)
        let folder = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys])
            .write(to: folder.appendingPathComponent("Chip.tokens.json"))
        return folder.path
    }

    /// The Chip's `chip.color.<role>.<token>` member, edited by `body`.
    static func editColor(_ table: inout [String: Any], role: String, _ body: (inout [String: Any]) -> Void) {
        var chip = table["chip"] as? [String: Any] ?? [:]
        var color = chip["color"] as? [String: Any] ?? [:]
        var group = color[role] as? [String: Any] ?? [:]
        body(&group)
        color[role] = group
        chip["color"] = color
        table["chip"] = chip
    }

    /// The selected background one level bluer: `#…` components' blue channel nudged.
    static func bluerSelectedBackground(_ table: inout [String: Any]) {
        editColor(&table, role: "selected") { group in
            var bg = group["bg"] as? [String: Any] ?? [:]
            var value = bg["$value"] as? [String: Any] ?? [:]
            var components = value["components"] as? [Double] ?? []
            if components.count == 3 { components[2] = min(1, components[2] + 0.02) }
            value["components"] = components
            value["hex"] = nil
            bg["$value"] = value
            group["bg"] = bg
        }
    }

    @Test func twoDrawingEditsInTwoComponentsAreTwoChangesAcceptedApart() throws {
        let package = try recordedPackage(Catalog([Chip.self, SmallDot.self]))
        defer { try? FileManager.default.removeItem(at: package) }
        let edited = Catalog([EditedChip<ChipMarksSelection>.self, SmallDotRedrawn.self])
        #expect(try CLIRunner.run(["verify", "--quiet"], in: package, catalog: edited).status == 1)
        let found = try groups(in: package)
        let mark = try #require(found["drawing code: Chip, part mark"], "\(found.keys)")
        let dot = try #require(found["drawing code: SmallDot"], "\(found.keys)")
        #expect(mark.key != dot.key)
        #expect(mark.ids.allSatisfy { $0.hasPrefix("Chip/") } && dot.ids.allSatisfy { $0.hasPrefix("SmallDot/") })
        let before = try references(in: package)
        #expect(try CLIRunner.run(["approve", "--cause", mark.key], in: package, catalog: edited).status == 0)
        let after = try references(in: package)
        let written = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(!written.isEmpty && written.allSatisfy { $0.hasPrefix("Chip/") }, "only the chip's files: \(written)")
        #expect(try CLIRunner.run(["verify", "--quiet"], in: package, catalog: edited).status == 1)
        #expect(try groups(in: package).keys.sorted() == ["drawing code: SmallDot"])
    }

    @Test(arguments: [true, false])
    func aTokenAndADrawingEditInOneImageAreAcceptedInEitherOrder(tokenFirst: Bool) throws {
        let package = try recordedPackage(Catalog([Chip.self]))
        defer { try? FileManager.default.removeItem(at: package) }
        let tokens = try chipTokens(in: package, Self.bluerSelectedBackground)
        let edited = Catalog([EditedChip<ChipMarksSelection>.self])
        let verify = ["verify", "--quiet", "--tokens", tokens]
        #expect(try CLIRunner.run(verify, in: package, catalog: edited).status == 1)
        let found = try groups(in: package)
        let drawing = try #require(found["drawing code: Chip, part mark"], "\(found.keys)")
        let token = try #require(found.first { $0.key.hasPrefix("token chip.color.selected.bg") }?.value, "\(found.keys)")
        let both = drawing.ids.intersection(token.ids)
        #expect(both.contains("Chip/selected-true_theme-light"), "the selected light chip holds both")
        if tokenFirst {
            let output = try CLIRunner.run(["approve", "--cause", token.key], in: package, catalog: edited)
            #expect(
                output.stderr.contains("left Snapshots/Chip/selected-true_theme-light@2x.png: it also holds drawing code: Chip, part mark"))
            #expect(
                output.stderr.contains("accept that first: ") && output.stderr.contains("approve --cause '\(drawing.key)'"),
                "\(output.stderr)")
            #expect(try CLIRunner.run(verify, in: package, catalog: edited).status == 1)
            #expect(try groups(in: package).keys.contains("drawing code: Chip, part mark"))
        }
        // The drawing edit alone is the new code with the old tokens: a plain verify of the edited
        // chip (the package's own tables) then matches every image it wrote.
        let drawingKey = try #require(try groups(in: package)["drawing code: Chip, part mark"]?.key)
        #expect(try CLIRunner.run(["approve", "--cause", drawingKey], in: package, catalog: edited).status == 0)
        if tokenFirst {
            // As the refusal said: the drawing edit first, then the token again.
            #expect(try CLIRunner.run(verify, in: package, catalog: edited).status == 1)
            let left = try groups(in: package)
            #expect(left.keys.allSatisfy { $0.hasPrefix("token chip.color.selected.bg") } && left.count == 1, "\(left.keys)")
            #expect(left.values.first?.ids.contains("Chip/selected-true_theme-light") == true)
            let key = try #require(left.values.first?.key)
            #expect(try CLIRunner.run(["approve", "--cause", key], in: package, catalog: edited).status == 0)
        } else {
            #expect(try CLIRunner.run(["verify", "--quiet", "--filter", "Chip/*"], in: package, catalog: edited).status == 0)
            #expect(try CLIRunner.run(verify, in: package, catalog: edited).status == 1)
            let left = try groups(in: package)
            #expect(left.keys.allSatisfy { $0.hasPrefix("token chip.color.selected.bg") }, "\(left.keys)")
            let key = try #require(left.values.first?.key)
            #expect(try CLIRunner.run(["approve", "--cause", key], in: package, catalog: edited).status == 0)
        }
        let last = try CLIRunner.run(verify, in: package, catalog: edited)
        #expect(last.status == 0, "\(last.stdout)")
    }

    @Test func aRenameBesideARealChangeBlocksNothing() throws {
        let package = try recordedPackage(Catalog([Chip.self]))
        defer { try? FileManager.default.removeItem(at: package) }
        let tokens = try chipTokens(in: package) { table in
            for role in ["default", "selected"] {
                Self.editColor(&table, role: role) { group in
                    group["fill"] = group["bg"]
                    group["bg"] = nil
                }
            }
            var chip = table["chip"] as? [String: Any] ?? [:]
            var size = chip["size"] as? [String: Any] ?? [:]
            var padding = size["paddingX"] as? [String: Any] ?? [:]
            var value = padding["$value"] as? [String: Any] ?? [:]
            value["value"] = (value["value"] as? Double ?? 10) + 2
            padding["$value"] = value
            size["paddingX"] = padding
            chip["size"] = size
            table["chip"] = chip
        }
        let edited = Catalog([EditedChip<ChipReadsFill>.self])
        let verify = ["verify", "--quiet", "--tokens", tokens]
        #expect(try CLIRunner.run(verify, in: package, catalog: edited).status == 1)
        let found = try groups(in: package)
        let rename = try #require(found.first { $0.key.hasPrefix("token renamed chip.color.default.bg → chip.color.default.fill") }?.value)
        let padding = try #require(found.first { $0.key.hasPrefix("token chip.size.paddingX") }?.value, "\(found.keys)")
        #expect(rename.ids == ["Chip/provenance.txt"], "a rename changes no pixel: only the listing holds it")
        #expect(padding.ids.contains("Chip/selected-true_theme-light"))
        // The package's own table is not edited here: approve reads the edited one as verify did.
        let approved = try CLIRunner.run(["approve", "--tokens", tokens, "--cause", padding.key], in: package, catalog: edited)
        #expect(approved.status == 0, "\(approved.stdout)\(approved.stderr)")
        #expect(try CLIRunner.run(verify, in: package, catalog: edited).status == 1)
        let left = try groups(in: package)
        #expect(left.keys.allSatisfy { $0.hasPrefix("token renamed") }, "the padding is accepted, the renames are left: \(left.keys)")
        let keys = left.values.map(\.key)
        #expect(
            try CLIRunner.run(["approve", "--tokens", tokens] + keys.flatMap { ["--cause", $0] }, in: package, catalog: edited).status == 0)
        let last = try CLIRunner.run(verify, in: package, catalog: edited)
        #expect(last.status == 0, "\(last.stdout)")
    }

    @Test(arguments: ["approve", "record"])
    func variantsAddedToAMatrixAreOneChangeAcceptedInOneStep(acceptWith command: String) throws {
        let package = try recordedPackage(Catalog([Chip.self]))
        defer { try? FileManager.default.removeItem(at: package) }
        let edited = Catalog([EditedChip<ChipSamplesMoreLabels>.self])
        let verified = try CLIRunner.run(["verify", "--quiet"], in: package, catalog: edited)
        #expect(verified.status == 1)
        let found = try groups(in: package)
        #expect(found.count == 1, "one change: \(found.keys)")
        let edit = try #require(found["variants added: 2 in Chip (label: Open now, Closed)"], "\(found.keys)")
        #expect(
            edit.ids == [
                "Chip/label-Open~now_selected-true_theme-light", "Chip/label-Closed_selected-true_theme-light", "Chip/variants.txt",
                "Chip/accessibility.txt", "Chip/provenance.txt", "Chip/contact-sheet@1x.png",
            ])
        #expect(!verified.stdout.contains("own drawing"), "the sheet names its new cells")
        let accept = command == "approve" ? ["approve", "--cause", edit.key] : ["record", "--mode", "missing", "--quiet"]
        #expect(try CLIRunner.run(accept, in: package, catalog: edited).status == 0)
        let last = try CLIRunner.run(["verify", "--quiet"], in: package, catalog: edited)
        #expect(last.status == 0, "one step: \(last.stdout)")
    }

    @Test func aFileWithTwoChangesOffersEachAndWarnsWhenTakenWhole() throws {
        let package = try recordedPackage(Catalog([Chip.self]))
        defer { try? FileManager.default.removeItem(at: package) }
        let tokens = try chipTokens(in: package) { table in
            Self.bluerSelectedBackground(&table)
            Self.editColor(&table, role: "default") { group in
                var label = group["label"] as? [String: Any] ?? [:]
                var value = label["$value"] as? [String: Any] ?? [:]
                value["components"] = [0.05, 0.1216, 0.302]
                value["hex"] = nil
                label["$value"] = value
                group["label"] = label
            }
        }
        let verified = try CLIRunner.run(["verify", "--tokens", tokens], in: package, catalog: Catalog([Chip.self]))
        let provenance = try #require(
            verified.stdout.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("FAIL Chip/provenance.txt") }
        )
        let lines = verified.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[provenance + 1].hasPrefix("    holds 2 changes, accepted apart: "), "\(lines[provenance + 1])")
        let report = try String(contentsOf: package.appendingPathComponent("snapshot-output/report/index.html"), encoding: .utf8)
        #expect(report.contains("This file holds 2 changes, accepted apart:"))
        let taken = try CLIRunner.run(["approve", "--tokens", tokens, "Chip/provenance.txt"], in: package, catalog: Catalog([Chip.self]))
        #expect(taken.status == 0)
        #expect(taken.stderr.contains("warning: Snapshots/Chip/provenance.txt held 2 changes and took them all: "), "\(taken.stderr)")
    }

    @Test func variantsRemovedFromAMatrixAreAcceptedWithTheirReferences() throws {
        let package = try recordedPackage(Catalog([EditedChip<ChipSamplesMoreLabels>.self]))
        defer { try? FileManager.default.removeItem(at: package) }
        let gone = package.appendingPathComponent("Snapshots/Chip/label-Closed_selected-true_theme-light@2x.png")
        #expect(FileManager.default.fileExists(atPath: gone.path))
        let verified = try CLIRunner.run(["verify", "--quiet"], in: package, catalog: Catalog([Chip.self]))
        #expect(verified.status == 1)
        let found = try groups(in: package)
        let edit = try #require(found["variants removed: 2 from Chip"], "\(found.keys)")
        #expect(edit.ids.isSuperset(of: ["Chip/variants.txt", "Chip/provenance.txt"]))
        let approved = try CLIRunner.run(["approve", "--cause", edit.key], in: package, catalog: Catalog([Chip.self]))
        #expect(approved.status == 0 && approved.stdout.contains("removed Snapshots/Chip/label-Closed_selected-true_theme-light@2x.png"))
        #expect(!FileManager.default.fileExists(atPath: gone.path))
        let last = try CLIRunner.run(["verify", "--quiet"], in: package, catalog: Catalog([Chip.self]))
        #expect(last.status == 0, "orphans gone, listings and sheet as the matrix is: \(last.stdout)")
    }
}
