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
    let output = workspace.defaultOutputDirectory.appendingPathComponent("tests").appendingPathComponent(component.name)
    try runChecks(
        component.variants, scope: nil, in: TestRun(workspace: workspace, system: system, output: output, function: function),
        scale: scale, tolerance: tolerance, record: record, location: location)
}

/// Where and with what a test's run of the runner happens.
struct TestRun {
    let workspace: Workspace
    let system: DesignSystem
    /// The run's output folder (its artifacts, partials and cause lists).
    let output: URL
    /// The test function, for the command that runs it again.
    let function: String
}

/// Runs the command line's runner over `variants` (its text references within `scope`, see
/// ``SnapshotRunner/textScope``) and records each failing file as a test failure, with its
/// images attached. Recording writes all of a run's files or none.
func runChecks(
    _ variants: [ComponentVariant], scope: Set<String>?, in test: TestRun, scale: Int, tolerance: Tolerance, record: RecordMode?,
    location: CallSite
) throws {
    func fail(_ message: String) {
        IssueRecorder.fail(message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
    guard let mode = recordMode(record, location: location),
        try tablesAreCurrent(test.system, workspace: test.workspace, location: location)
    else { return }
    var runner = SnapshotRunner(
        workspace: test.workspace, system: test.system, scale: scale, mode: mode, tolerance: tolerance, outputDirectory: test.output,
        jobs: scope == nil ? ProcessInfo.processInfo.activeProcessorCount : 1)
    runner.textScope = scope
    let report = try TestRunner.run(runner, variants)
    let rerun = "swift test --filter \(test.function.prefix { $0 != "(" })"
    for result in report.results where !result.passed {
        fail(TestRunner.message(result, snapshots: test.workspace.snapshotsDirectory, rerun: rerun))
        var files: [(name: String, data: Data)] = []
        if let data = try? test.workspace.referenceStore().read(result.reference) { files.append(("reference", data)) }
        for artifact in result.artifacts {
            guard let data = try? FileReader.readWhole(artifact.path, expected: "an artifact", limit: ReferenceStore.defaultByteLimit)
            else { continue }
            files.append(((artifact.deletingPathExtension().pathExtension), data))
        }
        IssueRecorder.attach(files, named: result.reference.lastPathComponent)
    }
    if report.unwritten > 0 {
        fail("nothing was recorded: a record writes all of its files or none, and the errors above stopped it")
    } else if let written = RecordedFiles.summary(recordedPaths(report, snapshots: test.workspace.snapshotsDirectory)) {
        IssueRecorder.note(written, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
    for warning in report.warnings {
        IssueRecorder.note(
            "warning: \(warning)", fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
}

/// The references `report` wrote, relative to `snapshots`, in the run's order.
func recordedPaths(_ report: RunReport, snapshots: URL) -> [String] {
    let root = snapshots.standardizedFileURL.path + "/"
    return report.results.compactMap { result in
        guard case .outcome(.recorded) = result.status else { return nil }
        let path = result.reference.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
