import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot approve ID|GLOB… | --cause KEY… | --all-failed [--output DIR | --from ARTIFACT]`
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept actual images of the last verify run as references (only those, all or none).")

    @OptionGroup var options: HarnessOptions

    @Argument(help: "Ids or globs (EBCounter/*) that failed or were missing in the last verify run.")
    var ids: [String] = []

    @Flag(name: .long, help: "Approve every failed and missing id of the last verify run.")
    var allFailed = false

    @Option(name: .long, help: "Approve every failure with these causes (the key the report and the summary show, e.g. c1a2b3c4d).")
    var cause: [String] = []

    @Option(name: .long, help: "The output folder of that verify run (default: snapshot-output/).")
    var output: String?

    @Option(
        name: .long,
        help:
            "Approve from a verify run's output downloaded from CI (a shard's artifact or the merged one): every actual must have the SHA-256 its manifest records, and every reference replaced must be the one the run compared against."
    )
    var from: String?

    func validate() throws {
        let ways = [allFailed, !ids.isEmpty, !cause.isEmpty].filter { $0 }.count
        guard ways == 1 else { throw ValidationError("give ids to approve, --cause KEY or --all-failed (one of them)") }
        if from != nil && output != nil { throw ValidationError("--from names another run's output: it goes without --output") }
    }

    func run() throws {
        let workspace = try options.workspace()
        if let from {
            var withheld: [(LastRun.Entry, [LastRun.Entry.Cause.Change])] = []
            var retired: [String] = []
            let (written, manifest) = try ArtifactApproval.approve(
                ids: ids, causes: cause, allFailed: allFailed, from: SnapshotCommand.url(from), workspace: workspace,
                naming: ReferenceNaming(system: try options.designSystem(workspace)),
                withheld: { withheld.append(($0, $1)) }, retired: { retired = $0 })
            try report(written, retired: retired, withheld: withheld, lastRun: manifest, commands: ApprovalHints(artifact: from))
            return
        }
        let outputDirectory = output.map { SnapshotCommand.url($0) } ?? workspace.defaultOutputDirectory
        let lastRun = try LastRun.read(from: outputDirectory)
        // This binary's tables name the references; a run made by a stale one Approver refuses.
        if let stale = try options.staleTables(workspace) {
            throw OptionProblem("\(stale.message); approve writes nothing until then (swift build, verify, then approve)")
        }
        let latest = LastRun.latestOutput(in: workspace.defaultOutputDirectory)
        var withheld: [(LastRun.Entry, [LastRun.Entry.Cause.Change])] = []
        var retired: [String] = []
        let written = try Approver.approve(
            ids: ids, causes: cause, allFailed: allFailed, lastRun: lastRun, workspace: workspace, output: outputDirectory,
            latestOutput: latest, naming: ReferenceNaming(system: try options.designSystem(workspace)),
            withheld: { withheld.append(($0, $1)) }, retired: { retired = $0 })
        let commands = ApprovalHints(output: outputDirectory, defaultOutput: workspace.defaultOutputDirectory)
        try report(written, retired: retired, withheld: withheld, lastRun: lastRun, commands: commands)
    }

    /// Prints what was written, removed and left, and fails when everything chosen was left.
    private func report(
        _ written: [String], retired: [String], withheld: [(LastRun.Entry, [LastRun.Entry.Cause.Change])], lastRun: LastRun,
        commands: ApprovalHints
    ) throws {
        written.forEach { Console.out("approved Snapshots/\($0)") }
        warnWhole(lastRun: lastRun, commands: commands)
        retired.forEach { Console.out("removed Snapshots/\($0) (its variant left the matrix)") }
        Console.out("approve: \(written.count) reference(s) written" + (retired.isEmpty ? "" : ", \(retired.count) removed"))
        for (entry, others) in withheld {
            Console.error(Approver.withheldLine(entry, others: others, accepting: cause, commands: commands))
        }
        if written.isEmpty && !withheld.isEmpty { throw ExitCode(1) }
        if let tokens = lastRun.tokensDirectory, !written.isEmpty {
            Console.error(
                "warning: that verify read tables from --tokens \(tokens): these references follow tables the package does not ship (a plain verify will fail until the package's tables match)"
            )
        }
    }

    /// Warns for each file named by id that held more than one change: it was written whole.
    private func warnWhole(lastRun: LastRun, commands: ApprovalHints) {
        guard !ids.isEmpty, let entries = try? Approver.choose(ids: ids, allFailed: false, in: lastRun) else { return }
        for entry in entries {
            let changes = entry.cause?.changeList ?? []
            guard changes.count > 1 else { continue }
            Console.error(
                "warning: Snapshots/\(entry.reference) held \(changes.count) changes and took them all: "
                    + changes.map(\.summary).joined(separator: "; ") + "; to accept one apart: "
                    + changes.map { commands.approve(cause: $0.key) }.joined(separator: " or "))
        }
    }
}
