import ArgumentParser
import ComponentKit
import Foundation
import SnapshotCore
import SnapshotHarness

/// `snapshot verify [--filter P] [--ignore-antialiasing] [--output DIR] [--shard I/N] [--junit PATH] [--json PATH] [--summary PATH|-]`
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every variant and compare it with its reference; never writes under Snapshots/.",
        discussion: """
            Exit 0 when all match, 1 when any differs, is missing or is orphaned, 2 on usage or input errors. A binary older \
            than the package's token tables (a file under Sources/ edited since it was built) renders the tables built into \
            it: verify says `rebuild first` in its first line, its report and its manifest, and exits 2 (approve refuses such a run).
            """)

    @OptionGroup var options: HarnessOptions
    @OptionGroup var selection: VariantSelection
    @OptionGroup var comparison: ComparisonOptions

    @Option(name: .long, help: "Folder for the report and the actual and diff images of failures (default: snapshot-output/).")
    var output: String?

    @Option(name: .long, help: "Check only shard I of N (e.g. 2/3); shards split the matrix deterministically by id.")
    var shard: String?

    @Flag(
        name: .long,
        help:
            "Check only the variants a token change reaches (--tokens DIR, or --base GITREF), as `snapshot impact` predicts them, and those without provenance."
    )
    var affectedBy = false

    @Option(name: .long, help: "With --affected-by: compare the package's tables with the provenance recorded at this git revision.")
    var base: String?

    @Option(name: .long, help: "Also write JUnit XML (one test case per reference) to this file.")
    var junit: String?

    @Option(name: .long, help: "Also write the machine-readable result (as last-run.json) to this file.")
    var json: String?

    @Option(
        name: .long,
        help:
            "Also write a Markdown summary (counts, failures, approve commands) to this file, or '-' for stdout (the other lines then go to stderr)."
    )
    var summary: String?

    @Option(
        name: .long,
        help:
            "The CI artifact this run's output is uploaded as: the --summary's commands then approve from it (`approve --from NAME`)."
    )
    var artifact: String?

    func validate() throws {
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N (got '\(shard)')") }
        try HarnessOptions.requireParentFolder(of: junit, flag: "--junit")
        try HarnessOptions.requireParentFolder(of: json, flag: "--json")
        if summary != "-" { try HarnessOptions.requireParentFolder(of: summary, flag: "--summary") }
        if base != nil && !affectedBy { throw ValidationError("--base goes with --affected-by") }
    }

    /// The variants of `variants` the token change reaches (``TokenChange/impact(in:options:catalog:loaded:refining:)``).
    ///
    /// A component's text references are checked with its variants, and a variant whose image the
    /// change leaves as it is changes its component's listings all the same: so the first such
    /// variant of each component with no image reached is checked too.
    private func affected(_ variants: [ComponentVariant], workspace: Workspace, system: DesignSystem) throws -> [ComponentVariant] {
        let change = try TokenChange.named(tokens: options.tokens, base: base)
        let impact = try change.impact(in: workspace, options: options, catalog: SnapshotCommand.catalog, loaded: system)
        let reached = Set(impact.affected.map(\.id))
        var components = Set(variants.filter { reached.contains($0.id) }.map(\.component))
        var forText = Set<String>()
        let unchanged = Set(impact.listingOnly.map(\.id))
        for variant in variants where unchanged.contains(variant.id) && components.insert(variant.component).inserted {
            forText.insert(variant.id)
        }
        let chosen = variants.filter { reached.contains($0.id) || forText.contains($0.id) }
        Console.error(
            "note: --affected-by: \(chosen.count - forText.count) of \(impact.considered) variants reached by the change"
                + (forText.isEmpty ? "" : ", and \(forText.count) whose listings alone it changes, for their components' listings"))
        return chosen
    }

    /// The most cause groups listed on the console; the report and the summary list them all.
    static let causeGroupLimit = 20

    func run() throws {
        let start = Date()
        let workspace = try options.workspace()
        // With the Markdown summary on stdout, everything else goes to stderr: `> summary.md` is clean.
        let say: (String) -> Void = summary == "-" ? { Console.error($0) } : { Console.out($0) }
        let stale = try options.staleTables(workspace)
        if let stale { say(stale.message) }
        var runner = SnapshotRunner(
            workspace: workspace, system: try options.designSystem(workspace), scale: options.scale, mode: .never,
            tolerance: comparison.tolerance, outputDirectory: output.map { SnapshotCommand.url($0) }, jobs: options.jobs)
        let line = options.progressLine("verify")
        runner.progress = { line.update(done: $0, total: $1) }
        var variants = try selection.variants()
        if affectedBy { variants = try affected(variants, workspace: workspace, system: runner.system) }
        let verification = try VerifyRun.perform(
            runner, variants: variants, shard: shard.flatMap(Shard.init), checkOrphans: selection.filter == nil && !affectedBy,
            stale: stale)
        line.finish()
        let (report, lastRun) = (verification.report, verification.lastRun)
        report.failureLines(commands: runner.approvalHints).forEach(say)
        try writeFiles(lastRun, commands: runner.approvalHints, workspace: workspace)
        say(
            "verify\(shard.map { " (shard \($0))" } ?? ""): \(report.summary) in \(String(format: "%.2f", Date().timeIntervalSince(start))) s"
        )
        say("report: \(runner.reportDirectory.appendingPathComponent("index.html").path)")
        if let stale {
            say("\(stale.message): this run rendered the tables built into it, not the package's; rebuild (swift build), then verify again")
            throw ExitCode(2)
        }
        if report.exitCode != 0 {
            say("artifacts (actual and diff images): \(runner.artifactsDirectory.path)")
            sayCauses(lastRun, report: report, commands: runner.approvalHints, say: say)
            throw ExitCode(report.exitCode)
        }
    }

    /// Writes the files the options ask for beside the report: JUnit XML, a copy of the manifest,
    /// the Markdown summary (on stdout for `-`).
    private func writeFiles(_ lastRun: LastRun, commands: ApprovalHints, workspace: Workspace) throws {
        if let junit {
            try HarnessOptions.writeNamedFile(Data(JUnitReport.xml(lastRun).utf8), to: junit, flag: "--junit", workspace: workspace)
        }
        if let json { try HarnessOptions.writeNamedFile(try lastRun.encoded(), to: json, flag: "--json", workspace: workspace) }
        if let summary {
            let commands = artifact.map(ApprovalHints.init(artifact:)) ?? commands
            let markdown = PullRequestSummary.markdown(
                lastRun, commands: commands, artifact: artifact, runID: ProcessInfo.processInfo.environment["GITHUB_RUN_ID"])
            if summary == "-" {
                Console.out(markdown)
            } else {
                try HarnessOptions.writeNamedFile(Data(markdown.utf8), to: summary, flag: "--summary", workspace: workspace)
            }
        }
    }

    /// The failures by cause, each with the command that accepts it, then the command that accepts them all.
    private func sayCauses(_ lastRun: LastRun, report: RunReport, commands: ApprovalHints, say: (String) -> Void) {
        let groups = CauseGroup.groups(in: lastRun)
        if !groups.isEmpty { say("by cause (accept one change with its command, after review):") }
        for group in groups.prefix(Self.causeGroupLimit) {
            say("  \(group.summary): \(group.extent)")
            say("    \(commands.approve(cause: group.key))")
        }
        if groups.count > Self.causeGroupLimit {
            say("  … and \(groups.count - Self.causeGroupLimit) more changes (see the report)")
        }
        if report.count("failed") + report.count("missing") > 0 {
            say("accept all after review: \(commands.approveAllFailed)")
        }
    }
}

extension VerifyCommand: WritesNamedFiles {
    var namedFiles: [String] { [junit, json, summary == "-" ? nil : summary].compactMap { $0 } }
}
