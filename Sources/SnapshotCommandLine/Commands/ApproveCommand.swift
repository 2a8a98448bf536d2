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
        var retired: [String] = []
        let written = try Approver.approve(
            ids: ids, causes: cause, allFailed: allFailed, lastRun: lastRun, workspace: workspace, output: outputDirectory,
            latestOutput: latest, naming: ReferenceNaming(system: try options.designSystem(workspace)),
            withheld: { withheld.append(($0, $1)) }, retired: { retired = $0 })
        written.forEach { Console.out("approved Snapshots/\($0)") }
        // A file named by id is written whole: say so when it held more than one change.
        for entry in ids.isEmpty ? [] : try Approver.choose(ids: ids, allFailed: false, in: lastRun) {
            let changes = entry.cause?.changeList ?? []
            guard changes.count > 1 else { continue }
            let commands = ApprovalHints(output: outputDirectory, defaultOutput: workspace.defaultOutputDirectory)
            Console.error(
                "warning: Snapshots/\(entry.reference) held \(changes.count) changes and took them all: "
                    + changes.map(\.summary).joined(separator: "; ") + "; to accept one apart: "
                    + changes.map { commands.approve(cause: $0.key) }.joined(separator: " or "))
        }
        retired.forEach { Console.out("removed Snapshots/\($0) (its variant left the matrix)") }
        Console.out("approve: \(written.count) reference(s) written" + (retired.isEmpty ? "" : ", \(retired.count) removed"))
        let commands = ApprovalHints(output: outputDirectory, defaultOutput: workspace.defaultOutputDirectory)
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
}
