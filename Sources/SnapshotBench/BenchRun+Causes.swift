import ComponentKit
import Foundation
import Rendering
import SnapshotCore
import SnapshotHarness

extension BenchRun {
    /// What naming causes costs: a verify of the matrix whose failures carry three token edits and
    /// two drawing edits, against a clean verify of the same matrix, in turns (their medians).
    ///
    /// The token edits are a `--tokens` folder: the first colour and the first dimension of the
    /// first component's table, and the first colour of the second's. A drawing edit cannot be
    /// made without code, so the two are made on the recorded side, in a copy of the references:
    /// the first two named parts (`draw C part` lines) get another digest in `provenance.txt`,
    /// and each variant drawing them a changed pixel in its reference. The engine then finds those
    /// parts changed and the pixels explained by them, as it does for a real edit, and writes the
    /// same partials.
    func measureCauses(workspace: Workspace, system: DesignSystem, variants: [ComponentVariant], scratch: URL) throws -> CauseCostReport {
        let copy = scratch.appendingPathComponent("causes-workspace")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: workspace.snapshotsDirectory, to: copy.appendingPathComponent("Snapshots"))
        let edited = Workspace(root: copy)
        let parts = try Self.redrawParts(2, in: edited, catalog: system.catalog)
        let tokens = try Self.editedTables(
            of: Array(system.catalog.components.prefix(2)), into: scratch.appendingPathComponent("causes-tokens"))
        let changed = try DesignSystem(fontsDirectory: system.fonts.directory, tokensDirectory: tokens, catalog: system.catalog)
        func verify(_ workspace: Workspace, _ system: DesignSystem, _ output: String) -> () throws -> VerifyRun {
            let runner = SnapshotRunner(
                workspace: workspace, system: system, scale: settings.scale, mode: .never,
                outputDirectory: scratch.appendingPathComponent(output), jobs: settings.jobs)
            return { try VerifyRun.perform(runner, variants: variants) }
        }
        let failing = try verify(edited, changed, "causes-changed")()
        let groups = CauseGroup.groups(in: failing.lastRun)
        let (clean, withCauses) = try bench.medians(
            { _ = try verify(workspace, system, "causes-clean")() }, { _ = try verify(edited, changed, "causes-changed")() })
        var report = CauseCostReport(
            cleanSeconds: clean, changedSeconds: withCauses, ratio: withCauses / clean, failed: failing.report.count("failed"),
            changes: groups.count, redrawnParts: parts)
        say(
            String(
                format: "causes: verify %.3f s clean, %.3f s with 3 token and 2 drawing edits (%d failures, %d changes): %.2f×",
                clean, withCauses, report.failed, report.changes, report.ratio))
        try measureFloor(
            of: failing, into: &report, output: scratch.appendingPathComponent("causes-changed"), snapshots: edited.snapshotsDirectory,
            system: system, variants: variants, scratch: scratch)
        return report
    }

    /// Gives the first `count` named parts of the workspace's recorded listings another digest,
    /// and each variant drawing them one changed pixel in its reference: a drawing edit on the
    /// recorded side. Returns the parts (`EBToast icon`).
    static func redrawParts(_ count: Int, in workspace: Workspace, catalog: Catalog) throws -> [String] {
        var parts: [String] = []
        let snapshots = workspace.snapshots
        for component in catalog.components where parts.count < count {
            let listing = workspace.snapshotsDirectory.appendingPathComponent("\(component.name)/provenance.txt")
            guard var text = try? String(contentsOf: listing, encoding: .utf8) else { continue }
            let blocks = Provenance.listing(text)
            guard let part = blocks.values.lazy.flatMap(\.facts).first(where: { $0.drawn?.part != nil })?.subject else { continue }
            parts.append(part)
            text = text.replacingOccurrences(
                of: #"  draw \#(NSRegularExpression.escapedPattern(for: part)) = [0-9a-f]{16}"#, with: "  draw \(part) = 0000000000000000",
                options: .regularExpression)
            try FileWriter.write(Data(text.utf8), to: "\(component.name)/provenance.txt", in: snapshots)
            for (name, provenance) in blocks where provenance.facts.contains(where: { $0.kind == .draw && $0.subject == part }) {
                let relative = "\(component.name)/\(name)@2x.png"
                guard let data = try? Data(contentsOf: workspace.snapshotsDirectory.appendingPathComponent(relative)) else { continue }
                var image = try PNGCodec.decode(data)
                let pixel = image[0, 0]
                image[0, 0] = (pixel.red ^ 1, pixel.green, pixel.blue, pixel.alpha == 0 ? 1 : pixel.alpha)
                // The scratch copy's reference need not be canonical: the fast encoder keeps setup short.
                try FileWriter.write(try PNGCodec.encodePreview(image), to: relative, in: snapshots)
            }
        }
        return parts
    }

    /// A `--tokens` folder with the first colour and the first dimension of `components[0]`'s
    /// table edited, and the first colour of `components[1]`'s.
    static func editedTables(of components: [any Component.Type], into folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scratch = ContainedFolder(folder, role: "the bench's scratch folder")
        for (index, component) in components.enumerated() {
            guard let url = component.tokenTableURL else { continue }
            var text = try String(contentsOf: url, encoding: .utf8)
            for edit in edits(of: text) where index == 0 || edit.name == "first colour" {
                // Each edit of the same table on top of the one before.
                text = edits(of: text).first { $0.name == edit.name }?.text ?? text
            }
            try FileWriter.write(Data(text.utf8), to: "\(component.tokenFile).tokens.json", in: scratch)
        }
        return folder
    }
}
