import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot approve ID|GLOB… | --all-failed [--output DIR]`
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

    func validate() throws {
        let ways = [allFailed, !ids.isEmpty, !cause.isEmpty].filter { $0 }.count
        guard ways == 1 else { throw ValidationError("give ids to approve, --cause KEY or --all-failed (one of them)") }
    }

    func run() throws {
        let workspace = try options.workspace()
        let outputDirectory = output.map { SnapshotCommand.url($0) } ?? workspace.defaultOutputDirectory
        let lastRun = try LastRun.read(from: outputDirectory)
        // This binary's tables name the references; a run made by a stale one Approver refuses.
        if let stale = try options.staleTables(workspace) {
            throw OptionProblem("\(stale.message); approve writes nothing until then (swift build, verify, then approve)")
        }
        let latest = LastRun.latestOutput(in: workspace.defaultOutputDirectory)
        var withheld: [(LastRun.Entry, [LastRun.Entry.Cause.Change])] = []
        let written = try Approver.approve(
            ids: ids, causes: cause, allFailed: allFailed, lastRun: lastRun, workspace: workspace, output: outputDirectory,
            latestOutput: latest, naming: ReferenceNaming(system: try options.designSystem(workspace))
        ) { withheld.append(($0, $1)) }
        written.forEach { Console.out("approved Snapshots/\($0)") }
        Console.out("approve: \(written.count) reference(s) written")
        let commands = ApproveCommands(output: outputDirectory, defaultOutput: workspace.defaultOutputDirectory)
        for (entry, others) in withheld {
            Console.error(
                "left Snapshots/\(entry.reference): it also holds \(others.map(\.summary).joined(separator: "; ")), "
                    + "which no file shows apart; accept them together: \(commands.approve(causes: cause + others.map(\.key)))")
        }
        if written.isEmpty && !withheld.isEmpty { throw ExitCode(1) }
        if let tokens = lastRun.tokensDirectory, !written.isEmpty {
            Console.error(
                "warning: that verify read tables from --tokens \(tokens): these references follow tables the package does not ship (a plain verify will fail until the package's tables match)"
            )
        }
    }
}
