import ComponentKit
import Foundation
import SnapshotCauses
import SnapshotCore
import SnapshotHarness
import SnapshotRendering

/// ``assertSnapshots(of:scale:tolerance:record:fileID:filePath:function:line:column:)`` in
/// `workspace` (tests use temporary packages): one run of the command line's runner over the
/// component, its failures recorded as test failures.
func snapshotComponent(
    _ component: any Component.Type, workspace: Workspace, system: DesignSystem, function: String, scale: Int,
    tolerance: Tolerance, record: RecordMode?, location: CallSite
) throws {
    func fail(_ message: String) {
        IssueRecorder.fail(message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
    guard let mode = recordMode(record, location: location) else { return }
    let output = workspace.defaultOutputDirectory.appendingPathComponent("tests").appendingPathComponent(component.name)
    let runner = SnapshotRunner(
        workspace: workspace, system: system, scale: scale, mode: mode, tolerance: tolerance, outputDirectory: output,
        jobs: ProcessInfo.processInfo.activeProcessorCount)
    let report = try runner.run(component.variants)
    let rerun = "swift test --filter \(function.prefix { $0 != "(" })"
    for result in report.results where !result.passed {
        fail(ComponentFailure.message(result, snapshots: workspace.snapshotsDirectory, rerun: rerun))
    }
    if report.unwritten > 0 {
        fail("nothing was recorded: a record writes all of its files or none, and the errors above stopped it")
    }
}

/// The text of one failed check of a component's run, as `verify` prints it.
enum ComponentFailure {
    /// `Snapshots/<path>: <message>`, its causes, its artifacts, and how to accept it.
    static func message(_ result: CheckResult, snapshots: URL, rerun: String) -> String {
        let root = snapshots.deletingLastPathComponent().standardizedFileURL.path + "/"
        let path = String(result.reference.standardizedFileURL.path.dropFirst(root.count))
        var lines: [String]
        switch result.status {
        case .outcome(.failed(let difference)): lines = ["\(path): \(difference.message)"]
        case .outcome(.missing(let text)): lines = ["\(path): \(text)"]
        case .outcome: lines = [path]
        case .error(let text): return "\(path): \(text)"
        }
        lines += result.causes.map { "  cause: \($0)" }
        lines += result.artifacts.map { "  \($0.deletingPathExtension().pathExtension): \($0.path)" }
        let keys = FailureCause.changeKeys(result.causes)
        if !keys.isEmpty {
            lines.append(
                "  accept this change after `\(CommandName.current) verify`: "
                    + keys.map { "\(CommandName.current) approve --cause '\($0)'" }.joined(separator: "; "))
        }
        lines.append("  accept every failure of this test: SNAPSHOT_TESTING_RECORD=failed \(rerun)")
        return lines.joined(separator: "\n")
    }
}
