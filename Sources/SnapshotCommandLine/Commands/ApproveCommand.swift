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

    @Option(name: .long, help: "The output folder of that verify run (default: snapshot-output/).")
    var output: String?

    func validate() throws {
        guard allFailed != !ids.isEmpty else { throw ValidationError("give ids to approve or --all-failed (not both)") }
    }

    func run() throws {
        let workspace = try options.workspace()
        let outputDirectory = output.map { SnapshotCommand.url($0) } ?? workspace.defaultOutputDirectory
        let lastRun = try LastRun.read(from: outputDirectory)
        let latest = LastRun.latestOutput(in: workspace.defaultOutputDirectory)
        let written = try Approver.approve(
            ids: ids, allFailed: allFailed, lastRun: lastRun, workspace: workspace, output: outputDirectory, latestOutput: latest)
        written.forEach { Console.out("approved Snapshots/\($0)") }
        Console.out("approve: \(written.count) reference(s) written")
        if let tokens = lastRun.tokensDirectory, !written.isEmpty {
            Console.error(
                "warning: that verify read tables from --tokens \(tokens): these references follow tables the package does not ship (a plain verify will fail until the package's tables match)"
            )
        }
    }
}
