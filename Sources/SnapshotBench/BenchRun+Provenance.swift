import ComponentKit
import DesignTokens
import Foundation
import SnapshotCore
import SnapshotHarness

extension BenchRun {
    /// What provenance costs: a whole verify with and without it (its text references checked,
    /// failures' causes named, and the layout pass that records it), and `impact` over 10,000
    /// synthetic variants (1,000 with `--quick`; see ``measureImpact(system:)``).
    func measureProvenance(workspace: Workspace, system: DesignSystem, variants: [ComponentVariant], scratch: URL) throws
        -> ProvenanceReport
    {
        func verify(provenance: Bool) -> () throws -> Void {
            var runner = SnapshotRunner(
                workspace: workspace, system: system, scale: settings.scale, mode: .never, outputDirectory: scratch, jobs: settings.jobs)
            runner.provenance = provenance
            return { _ = try VerifyRun.perform(runner, variants: variants) }
        }
        let (with, without) = try bench.medians(verify(provenance: true), verify(provenance: false))
        // A verify process lays every variant out once (its layouts are then shared, so the runs
        // above do not repeat it): the same pass, recording provenance and not.
        let (recording, plain) = try bench.medians(
            { for variant in variants { _ = try system.provenance(of: variant.instance) } },
            { for variant in variants { _ = try variant.instance.layout(in: system, proposedWidth: nil) } })
        let overhead = (with + recording) / (without + plain) - 1
        say(
            String(
                format: "provenance: verify %.3f s with its checks, %.3f s without; layout pass %.1f ms recording it, %.1f ms not; "
                    + "%+.1f%% in all, jobs %d", with, without, recording * 1000, plain * 1000, overhead * 100, settings.jobs))
        return ProvenanceReport(
            verifySeconds: with, verifyWithoutProvenanceSeconds: without, layoutPassSeconds: recording,
            layoutPassWithoutProvenanceSeconds: plain, overhead: overhead, impact: try measureImpact(system: system))
    }

    /// `impact` over 10,000 synthetic variants (50 with `--quick`, whose refinements lay out each
    /// variant in an unoptimised build), each with the provenance of
    /// the real variant it copies, for two edits of the first component's table (its first colour,
    /// its first dimension), then for its dimension edit over 10,000 copies of that component's
    /// variants alone (every variant reached: the refinement's worst case). Each is timed for the
    /// provenance pass alone, then with the layout refinement after it and the load of the design
    /// system over the edited table that the refinement needs.
    func measureImpact(system: DesignSystem) throws -> ImpactReport {
        guard let component = system.catalog.components.first, let url = component.tokenTableURL else { return ImpactReport() }
        let file = "\(component.tokenFile).tokens.json"
        let edits = Self.edits(of: String(decoding: try TokenTable.bytes(ofFile: url), as: UTF8.self))
        let count = settings.quick ? 50 : 10_000
        let whole = Benchmark.syntheticVariants(count, from: system.catalog.variants)
        let own = Benchmark.syntheticVariants(count, from: system.catalog.variants.filter { $0.component == component.name })
        var rows: [ImpactReport.Edit] = []
        for (matrix, copies) in [(whole, "the matrix"), (own, "\(component.name) alone")] {
            let recorded = try Self.recordedProvenance(of: matrix, system: system)
            for edit in edits where copies == "the matrix" || edit.name == "first dimension" {
                let label = "\(edit.name) of \(file), \(matrix.count) variants copying \(copies)"
                rows.append(try timeImpact(of: edit.text, in: file, variants: matrix, recorded: recorded, system: system, label: label))
            }
        }
        return ImpactReport(variants: whole.count, milliseconds: rows.first?.passMilliseconds ?? 0, edits: rows)
    }

    /// The times of `impact` for the table `file` edited to `text` over `variants`: the provenance
    /// pass, the load of the design system over the edited table, and the refinement (with
    /// `--jobs` and with one thread), said in a line for people under `label`.
    private func timeImpact(
        of text: String, in file: String, variants: [ComponentVariant], recorded: [String: String], system: DesignSystem, label: String
    ) throws -> ImpactReport.Edit {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-impact-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileWriter.write(Data(text.utf8), to: file, in: ContainedFolder(folder, role: "the bench's scratch folder"))
        let table = try TokenTable(contentsOf: folder.appendingPathComponent(file))
        var predicted: ImpactAnalysis?
        let pass = bench.median { predicted = ImpactAnalysis.predict(recorded: recorded, variants: variants) { $0 == file ? table : nil } }
        let load = try bench.median {
            _ = try DesignSystem(fontsDirectory: system.fonts.directory, tokensDirectory: folder, catalog: system.catalog)
        }
        let changed = try DesignSystem(fontsDirectory: system.fonts.directory, tokensDirectory: folder, catalog: system.catalog)
        let (scale, jobs) = (settings.scale, settings.jobs)
        var refined: ImpactAnalysis?
        let refine = bench.median {
            refined = predicted?.refined(with: changed, variants: variants, recorded: recorded, scale: scale, jobs: jobs)
        }
        let serial = bench.median { _ = predicted?.refined(with: changed, variants: variants, recorded: recorded, scale: scale) }
        let (reached, kept) = (predicted?.affected.count ?? 0, refined?.affected.count ?? 0)
        say(
            String(
                format: "impact, %@: provenance pass %.1f ms (%d reached); with the layout refinement %.1f ms "
                    + "(load %.1f ms, refine %.1f ms with jobs %d, %.1f ms with 1; %d kept)", label as NSString, pass * 1000, reached,
                (pass + load + refine) * 1000, load * 1000, refine * 1000, jobs, serial * 1000, kept))
        return ImpactReport.Edit(
            edit: label, passMilliseconds: pass * 1000, loadMilliseconds: load * 1000, refineMilliseconds: refine * 1000,
            refineSerialMilliseconds: serial * 1000, refinedMilliseconds: (pass + load + refine) * 1000, reached: reached, kept: kept,
            variants: variants.count)
    }

    /// Each component's `provenance.txt` for `synthetic`, each variant with the provenance of the
    /// real variant it copies.
    static func recordedProvenance(of synthetic: [ComponentVariant], system: DesignSystem) throws -> [String: String] {
        var blocks: [String: [String]] = [:]
        let real = Dictionary(system.catalog.variants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for variant in synthetic {
            let source = String(variant.name.drop { $0 != "~" }.dropFirst())
            guard let original = real["\(variant.component)/\(source)"] else { continue }
            blocks[variant.component, default: []].append(
                ([variant.name] + (try system.provenance(of: original)).lines.map { "  " + $0 }).joined(separator: "\n"))
        }
        return blocks.mapValues { $0.joined(separator: "\n") + "\n" }
    }

    /// `text` (a table) with its first colour's red component moved, and with its first plain
    /// dimension 2 larger, by edit name; an edit the table has nothing for is left out.
    static func edits(of text: String) -> [(name: String, text: String)] {
        var edits: [(name: String, text: String)] = []
        if let colour = text.range(of: #""components": \[[0-9.]+"#, options: .regularExpression) {
            let value = Double(text[colour].split(separator: "[").last ?? "0") ?? 0
            let moved = value >= 0.5 ? value - 0.05 : value + 0.05
            edits.append(("first colour", text.replacingCharacters(in: colour, with: "\"components\": [\(moved)")))
        }
        if let dimension = text.range(of: #""value": [0-9]+,\s*"unit": "px""#, options: .regularExpression) {
            let found = text[dimension]
            let number = Int(found.dropFirst(9).prefix { $0.isNumber }) ?? 0
            let replaced = found.replacingOccurrences(of: "\"value\": \(number),", with: "\"value\": \(number + 2),")
            edits.append(("first dimension", text.replacingCharacters(in: dimension, with: replaced)))
        }
        return edits
    }
}
