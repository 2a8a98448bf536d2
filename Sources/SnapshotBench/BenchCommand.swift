import ArgumentParser
import Foundation
import SnapshotCommandLine

/// `snapshot-bench [--diff A.png B.png] [--iterations N] [--synthetic N] [--quick] [--only ENTRY…] [--json]`: this
/// repository's benchmark, an executable of its own (`SnapshotBenchCLI`), so that no client's
/// command line links the bench or its allocator call (`CAllocator`).
///
/// It takes the command line's options (`--package-path`, `--scale`, `--jobs`, `--tokens`,
/// `--filter`) and runs on its machinery (``SnapshotCommand/main(_:catalog:arguments:)``).
package struct BenchCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "snapshot-bench", abstract: "Measure diff throughput (serial and parallel) and the per-variant verify cost.")

    @OptionGroup var options: HarnessOptions
    @OptionGroup var selection: VariantSelection

    @Option(
        name: [.customLong("diff"), .customLong("pair")], parsing: .upToNextOption,
        help: "Also time this PNG pair (two paths, decoded before timing).")
    var pair: [String] = []

    @Flag(name: .long, help: "Print one JSON object (for CI) instead of text.")
    var json = false

    @Option(name: .long, help: "Timed runs per figure (the median is reported).")
    var iterations: Int = 7

    @Option(
        name: .long,
        help: "Also record and verify synthetic matrices of N/8, N/4, N/2 and N variants (drawn from the real ones) and fit the times.")
    var synthetic: Int?

    @Flag(
        name: .long,
        help:
            "Every measurement on small inputs (a tenth of the size: 1,000 and flat 10,000 tokens, 1,000 ids, a 632×632 diff; impact over 50 variants): a check that each runs, in seconds."
    )
    var quick = false

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Run only these entries of the selection: synthetic, tokenLoad, idMatching, diff, verify, motion, provenance, causes.")
    var only: [String] = []

    package init() {}

    package func validate() throws {
        guard pair.isEmpty || pair.count == 2 else { throw ValidationError("--pair takes two PNG paths") }
        guard iterations >= 1 else { throw ValidationError("--iterations must be ≥ 1") }
        guard (synthetic ?? 8) >= 8 else { throw ValidationError("--synthetic must be ≥ 8") }
        if let unknown = only.first(where: { !BenchSettings.entries.contains($0) }) {
            throw ValidationError("--only takes entry names (\(BenchSettings.entries.joined(separator: ", "))), not '\(unknown)'")
        }
    }

    package func run() throws {
        // Text for people; silent under `--json`, which prints one object at the end.
        let json = json
        let settings = BenchSettings(
            iterations: iterations, quick: quick, scale: options.scale, jobs: options.jobs, synthetic: synthetic,
            only: only.isEmpty ? nil : Set(only))
        let bench = BenchRun(settings: settings) { line in if !json { Console.out(line) } }
        let report: BenchReport
        if pair.count == 2 {
            report = try bench.pair(SnapshotCommand.url(pair[0]), SnapshotCommand.url(pair[1]))
        } else {
            let workspace = try options.workspace()
            let system = try options.designSystem(workspace)
            report = try bench.selection(try selection.variants(), workspace: workspace, system: system)
        }
        bench.say(String(format: "peak memory: %.0f MiB", report.peakMemoryMiB))
        if json { Console.outJSON(try report.json()) }
    }
}
