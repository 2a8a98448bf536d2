import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import TestSupport
import Testing

/// `snapshot impact` is sound against `verify`: for an edit to each of the project's token
/// tables, every variant that fails was predicted. Each edit changes one token's value in place
/// (a colour, then a dimension), so a variant that reads it without the provenance saying so
/// would fail unpredicted.
@Suite struct ImpactSoundnessTests {
    /// One edit of a table's text: its name and the edited text.
    struct Edit {
        var name: String
        var text: String
    }

    /// The first colour and the first plain dimension written in `text`, each edited alone.
    func edits(of text: String) -> [Edit] {
        var result: [Edit] = []
        let colourPattern = #""components": \[[0-9.]+"#
        if let colour = text.range(of: colourPattern, options: .regularExpression) {
            let found = String(text[colour])
            let number = found.split(separator: "[").last.map(String.init) ?? "0"
            let value = Double(number) ?? 0
            let shifted = value >= 0.5 ? value - 0.05 : value + 0.05
            result.append(Edit(name: "colour", text: text.replacingCharacters(in: colour, with: "\"components\": [\(shifted)")))
        }
        let dimensionPattern = #""value": [0-9]+,\s*"unit": "px""#
        if let dimension = text.range(of: dimensionPattern, options: .regularExpression) {
            let found = String(text[dimension])
            let digits = found.dropFirst(9).prefix { $0.isNumber }
            let number = Int(String(digits)) ?? 0
            let replaced = found.replacingOccurrences(of: "\"value\": \(number),", with: "\"value\": \(number + 2),")
            result.append(Edit(name: "dimension", text: text.replacingCharacters(in: dimension, with: replaced)))
        }
        return result
    }

    /// The component types that read `table`, themselves or through a component they draw.
    func readers(of table: String) -> [any Component.Type] {
        var readers: [any Component.Type] = []
        for component in Catalog.eb.components {
            var files = [component.tokenFile]
            for dependency in component.dependencies { files.append(dependency.tokenFile) }
            if files.contains(table) { readers.append(component) }
        }
        return readers
    }

    /// The ids `snapshot impact --json` printed.
    func predicted(_ output: CLIRunner.Output) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let affected = object?["affected"] as? [[String: Any]] ?? []
        return Set(affected.compactMap { $0["id"] as? String })
    }

    /// For each edit: `snapshot impact` predicts; then every variant it left out (of the
    /// components that can read the table at all) must render exactly as its reference with the
    /// edited table, and some predicted one must not (the edit is visible).
    static let tables = ["EBCounter", "EBCountdown", "EBToast", "EBSlider", "CountdownTimer", "EBScreens"]

    @Test(arguments: tables)
    func aColourEdit(table: String) throws {
        try check(table: table, edit: "colour")
    }

    @Test(arguments: tables)
    func aDimensionEdit(table: String) throws {
        try check(table: table, edit: "dimension")
    }

    func check(table: String, edit kind: String) throws {
        let file = "\(table).tokens.json"
        let source = try #require(Catalog.ebTokensDirectory).appendingPathComponent(file)
        let text = try String(contentsOf: source, encoding: .utf8)
        let changes = edits(of: text).filter { $0.name == kind }
        #expect(changes.count == 1)
        for edit in changes { _ = try check(table: table, edit: edit) }
    }

    /// What `check(table:edit:)` found: the ids predicted (of the readers' variants), those read but not drawn, and the
    /// predicted variants whose image did not change (rendered only when `everyPredicted`).
    struct Outcome {
        var predicted: Set<String>
        var listingOnly: Set<String>
        var inVain: [String]
    }

    /// Predicts `edit` of `table` with `snapshot impact`, then renders the variants of every
    /// component that can read the table: each one left out must match its reference, and some
    /// predicted one must not (the edit is visible). With `everyPredicted`, every predicted
    /// variant is rendered and those that still match are returned as predicted in vain.
    @discardableResult
    func check(table: String, edit: Edit, everyPredicted: Bool = false) throws -> Outcome {
        let file = "\(table).tokens.json"
        let readerTypes = readers(of: table)
        let package = try temporaryFolder("impact")
        defer { try? FileManager.default.removeItem(at: package) }
        // Only the folders of the components that can read the table: impact reads their provenance.
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        for reader in readerTypes {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("Snapshots/\(reader.name)"),
                to: package.appendingPathComponent("Snapshots/\(reader.name)"))
        }
        let folder = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(edit.text.utf8).write(to: folder.appendingPathComponent(file))
        // Over the readers' catalog: only their variants are checked, and it spares loading the rest.
        let impact = try CLIRunner.run(["impact", "--tokens", folder.path, "--json"], in: package, catalog: Catalog(readerTypes))
        #expect(impact.status == 0, "\(impact.stderr)")
        let expected = try predicted(impact)
        let object = try JSONSerialization.jsonObject(with: Data(impact.stdout.utf8)) as? [String: Any]
        let readerIDs = Set(Catalog(readerTypes).variants.map(\.id))
        var outcome = Outcome(
            predicted: expected.intersection(readerIDs), listingOnly: Set(object?["listingOnly"] as? [String] ?? []), inVain: [])
        let system = try DesignSystem(tokensDirectory: folder, catalog: Catalog(readerTypes))
        var visible = false
        for variant in Catalog(readerTypes).variants {
            // A predicted variant only has to show that the edit is visible somewhere.
            if expected.contains(variant.id), visible, !everyPredicted { continue }
            let image = try system.render(variant, scale: 2)
            let reference = try PNGCodec.read(
                contentsOf: package.appendingPathComponent("Snapshots/\(variant.referencePath(scale: 2))"))
            let same = image.hasSamePixels(as: reference)
            if expected.contains(variant.id) {
                visible = visible || !same
                if same { outcome.inVain.append(variant.id) }
            } else {
                #expect(same, "\(table) \(edit.name): \(variant.id) changed but was not predicted")
            }
        }
        #expect(visible || outcome.predicted.isEmpty, "\(table) \(edit.name): the edit changes some predicted image")
        return outcome
    }

    /// `text` with the first `original` after `anchor` replaced by `replacement`.
    func edit(_ name: String, table: String, after anchor: String, _ original: String, _ replacement: String) throws -> Edit {
        let text = try String(
            contentsOf: try #require(Catalog.ebTokensDirectory).appendingPathComponent("\(table).tokens.json"), encoding: .utf8)
        let start = try #require(text.range(of: anchor), "\(table) holds \(anchor)")
        let range = try #require(text.range(of: original, range: start.upperBound..<text.endIndex), "\(table) holds \(original)")
        return Edit(name: name, text: text.replacingCharacters(in: range, with: replacement))
    }

    /// Issue 34, defect 5: the tooltip's weight is read by every slider but drawn only where a
    /// tooltip shows. Sound, at most 5 % predicted in vain, and the others listed apart.
    @Test func aTypographyReadButNotDrawnIsNotPredicted() throws {
        let bold = try edit("tooltip weight", table: "EBSlider", after: #""typography": {"#, #""fontWeight": 600"#, #""fontWeight": 700"#)
        let outcome = try check(table: "EBSlider", edit: bold, everyPredicted: true)
        #expect(outcome.inVain.count * 20 <= outcome.predicted.count, "in vain: \(outcome.inVain)")
        for id in [
            "EBSlider/tooltip-never_interaction-default", "EBSlider/tooltip-onDrag_interaction-disabled",
            "EBScreens/screen-settings_theme-light",
        ] {
            #expect(!outcome.predicted.contains(id) && outcome.listingOnly.contains(id), "\(id): read, not drawn")
        }
        #expect(outcome.predicted.contains("EBSlider/tooltip-always_interaction-default"))
    }

    /// Issue 42, item 7: two weights in one toast table. The small message 600 → 700 leaves every
    /// Arabic toast as it is (Noto Sans Arabic resolves both to its Bold): listing only. The base
    /// action 700 → 600 changes "Undo", drawn far right of the toast, which must not be missed.
    @Test func weightsAreJudgedByTheFacesTheyResolveTo() throws {
        var edit = try self.edit("weights", table: "EBToast", after: #""small": {"#, #""fontWeight": 600"#, #""fontWeight": 700"#)
        let typography = try #require(edit.text.range(of: #""typography": {"#))
        let base = try #require(edit.text.range(of: #""base": {"#, range: typography.upperBound..<edit.text.endIndex))
        let action = try #require(edit.text.range(of: #""action": {"#, range: base.upperBound..<edit.text.endIndex))
        let weight = try #require(edit.text.range(of: #""fontWeight": 700"#, range: action.upperBound..<edit.text.endIndex))
        edit.text.replaceSubrange(weight, with: #""fontWeight": 600"#)
        let outcome = try check(table: "EBToast", edit: edit, everyPredicted: true)
        #expect(outcome.inVain.count * 20 <= outcome.predicted.count, "in vain: \(outcome.inVain)")
        #expect(outcome.predicted.contains("EBToast/message-Payment~deleted_appearance-neutral_theme-light_size-base_action-Undo"))
        let arabic = "EBToast/message-Add~the~popup~message~here_appearance-neutral_theme-light_size-small_env-rtl-ar"
        #expect(!outcome.predicted.contains(arabic) && outcome.listingOnly.contains(arabic))
    }

    /// Issue 34, defect 5: a radius the layout clamps to half the counter's height reaches no image.
    @Test func aClampedDimensionIsNotPredicted() throws {
        let radius = try edit("clamped radius", table: "EBCounter", after: #""radius": {"#, #""value": 12"#, #""value": 20"#)
        let outcome = try check(table: "EBCounter", edit: radius, everyPredicted: true)
        let counters = outcome.predicted.filter { $0.hasPrefix("EBCounter/") || $0.hasPrefix("EBScreens/") }
        #expect(counters.isEmpty, "\(counters.sorted())")
        #expect(outcome.listingOnly.contains("EBCounter/count-0_limit-none_theme-light"))
    }
}
