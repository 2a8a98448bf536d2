import ComponentKit
import Foundation
import SnapshotCauses
import SnapshotCore

/// The runner as a test uses it: it waits for the locks another test's run holds, and says each
/// failed check in `verify`'s words, with its cause lines and the commands that accept it.
///
/// The assertions (`assertSnapshot(of: variant)`, `assertSnapshots(of:)`) and the package's own
/// per-variant tests print the same text for the same failure.
///
/// ```swift
/// let report = try TestRunner.run(runner, variants)
/// for result in report.results where !result.passed {
///     Issue.record(Comment(rawValue: TestRunner.message(result, snapshots: workspace.snapshotsDirectory, rerun: "swift test --filter badge")))
/// }
/// ```
package enum TestRunner {
    /// Runs `runner` over `variants`, waiting while another test's run holds its locks (tests run
    /// in parallel; the command line refuses at once instead), up to two minutes.
    package static func run(_ runner: SnapshotRunner, _ variants: [ComponentVariant]) throws -> RunReport {
        let locks = try waitForLocks(of: runner)
        defer { locks.release() }
        return try runner.run(variants, holding: locks)
    }

    private static func waitForLocks(of runner: SnapshotRunner) throws -> RunLocks {
        let deadline = Date().addingTimeInterval(120)
        while true {
            let locks = Result { () throws(SnapshotError) in try RunLocks(for: runner) }
            guard case .failure(.runInProgress) = locks, Date() < deadline else { return try locks.get() }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// `Snapshots/<path>: <message>`, its causes, its artifacts, and how to accept it: one
    /// change with `approve --cause` after `verify`, or every failure of the test by running
    /// `rerun` (`swift test --filter …`) with `SNAPSHOT_TESTING_RECORD=failed`.
    package static func message(_ result: CheckResult, snapshots: URL, rerun: String) -> String {
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
