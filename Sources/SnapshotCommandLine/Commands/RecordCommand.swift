import ArgumentParser
import Foundation
import SnapshotCore
import SnapshotHarness

/// `snapshot record [--filter P] [--mode all|missing|failed] [--reencode]`
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Write reference PNGs for the matrix or part of it: all of them, or none when any has an error.")

    @OptionGroup var options: HarnessOptions

    @OptionGroup var selection: VariantSelection

    @OptionGroup var comparison: ComparisonOptions

    @Option(
        name: .long,
        help:
            "all: write every reference that is absent or whose pixels differ; missing: only absent ones; failed: absent or differing ones."
    )
    var mode: String = "all"

    @Flag(
        name: .long,
        help:
            "With --mode all: also rewrite the references whose pixels already match but whose bytes are not what the encoder writes now (after an encoder change; the pixels stay the same)."
    )
    var reencode = false

    func validate() throws {
        guard let parsed = RecordMode(rawValue: mode), parsed != .never else {
            throw ValidationError("--mode must be all, missing or failed (got '\(mode)')")
        }
        guard !reencode || parsed == .all else {
            throw ValidationError("--reencode rewrites references whose pixels match, which only --mode all records (got --mode \(mode))")
        }
    }

    func run() throws {
        let start = Date()
        let workspace = try options.workspace()
        // What a stale binary would record is the tables built into it, not the package's.
        if let stale = try options.staleTables(workspace) {
            throw OptionProblem("\(stale.message); record writes nothing until then (swift build, then record again)")
        }
        var runner = SnapshotRunner(
            workspace: workspace, system: try options.designSystem(workspace), scale: options.scale,
            mode: RecordMode(rawValue: mode) ?? .all, tolerance: comparison.tolerance, jobs: options.jobs)
        runner.reencode = reencode
        let line = options.progressLine("record")
        runner.progress = { line.update(done: $0, total: $1) }
        let report = try runner.run(try selection.variants())
        line.finish()
        report.failureLines.forEach { Console.out($0) }
        report.warnings.forEach { Console.error("warning: \($0)") }
        Console.out("record (\(mode)): \(report.summary) in \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        if report.unwritten > 0 || report.count("error") > 0 {
            Console.out(
                "references: \(workspace.snapshotsDirectory.path) unchanged: a record writes all of its files or none, and "
                    + "\(report.count("error")) error(s) above stopped it; fix them, or narrow --filter, and record again")
        } else {
            let kept = report.count("kept") > 0 ? ", \(report.count("kept")) left alone (pixels already match)" : ""
            Console.out(
                "references: \(workspace.snapshotsDirectory.path) (\(report.count("recorded")) written, "
                    + "\(report.count("matched")) already identical\(kept))")
        }
        if let tokens = options.tokens, report.count("recorded") > 0 {
            Console.error(
                "warning: recorded with --tokens \(SnapshotCommand.url(tokens).path): these references follow tables the package does not ship (a plain verify will fail until the package's tables match)"
            )
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
