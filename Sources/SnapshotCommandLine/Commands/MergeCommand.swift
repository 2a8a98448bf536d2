import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot merge RESULT.json… [--junit PATH] [--json PATH] [--summary PATH|-]`
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge the --json results of verify shards into one result, JUnit file and exit code.")

    @Argument(help: "The shards' --json files.") var results: [String]
    @Option(name: .long, help: "Write merged JUnit XML here.") var junit: String?
    @Option(name: .long, help: "Write the merged JSON result here.") var json: String?
    @Option(
        name: .long,
        help: "Write the merged Markdown summary here, `-` for stdout (then `>> \"$GITHUB_STEP_SUMMARY\"` in a GitHub job).")
    var summary: String?
    @Option(
        name: .long,
        help:
            "The CI artifact this merge's result and the shards' actual images are uploaded as: the summary's commands then approve from it (`approve --from NAME`)."
    )
    var artifact: String?

    func validate() throws {
        guard !results.isEmpty else { throw ValidationError("give at least one result file") }
    }

    func run() throws {
        let merged = LastRun.merge(try results.map { try LastRun.read(file: SnapshotCommand.url($0)) })
        if let junit { try HarnessOptions.writeNamedFile(Data(JUnitReport.xml(merged).utf8), to: junit, flag: "--junit") }
        if let json { try HarnessOptions.writeNamedFile(try merged.encoded(), to: json, flag: "--json") }
        let say: (String) -> Void = summary == "-" ? { Console.error($0) } : { Console.out($0) }
        if let summary {
            let output = SnapshotCommand.url("snapshot-output")
            let commands = artifact.map(ApprovalHints.init(artifact:)) ?? ApprovalHints(output: output, defaultOutput: output)
            let markdown = PullRequestSummary.markdown(
                merged, commands: commands, artifact: artifact, runID: ProcessInfo.processInfo.environment["GITHUB_RUN_ID"])
            if summary == "-" {
                Console.out(markdown)
            } else {
                try HarnessOptions.writeNamedFile(Data(markdown.utf8), to: summary, flag: "--summary")
            }
        }
        say("merge: \(merged.summary)")
        if let artifact, merged.entries.contains(where: { $0.status == "failed" || $0.status == "missing" }) {
            say("accept from the artifact \(artifact), after review: \(ApprovalHints(artifact: artifact).approveAllFailed)")
        }
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }
}

extension MergeCommand: WritesNamedFiles {
    var namedFiles: [String] { [junit, json, summary == "-" ? nil : summary].compactMap { $0 } }
}
