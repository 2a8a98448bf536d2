import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot verify [--filter P] [--output DIR]`
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every variant and compare it with its reference; never writes under Snapshots/.",
        discussion: "Exit 0 when all match, 1 when any differs or is missing, 2 on usage or input errors.")

    @OptionGroup var options: HarnessOptions

    @OptionGroup var selection: VariantSelection

    @Option(name: .long, help: "Folder for actual and diff images of failures (default: snapshot-output/).")
    var output: String?

    func run() throws {
        let start = Date()
        let workspace = try options.workspace()
        let runner = SnapshotRunner(
            workspace: workspace, system: try options.designSystem(workspace), scale: options.scale, mode: .never,
            outputDirectory: output.map { URL(fileURLWithPath: $0) })
        let report = try runner.run(try selection.variants(), checkOrphans: selection.filter == nil)
        report.failureLines.forEach { print($0) }
        print("verify: \(report.summary) in \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        print("report: \(runner.reportDirectory.appendingPathComponent("index.html").path)")
        if report.exitCode != 0 {
            print("artifacts (actual and diff images): \(runner.artifactsDirectory.path)")
            throw ExitCode(report.exitCode)
        }
    }
}
