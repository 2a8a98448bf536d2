import Foundation
import SnapshotCore

/// The locks a run holds: the package's (shared to verify, exclusive to record) and its output
/// folder's (exclusive), so two runs never write the same files at once.
///
/// ``SnapshotRunner/run(_:shard:holding:)`` takes them for the run alone; a caller that writes
/// more from the run (the manifest, the report) takes them first and holds them across both:
///
/// ```swift
/// let locks = try RunLocks(for: runner)
/// defer { locks.release() }
/// let report = try runner.run(variants, holding: locks)
/// try LastRun(report, of: runner).write(to: runner.outputFolder)
/// ```
package final class RunLocks: Sendable {
    private let workspace: RunLock
    private let output: RunLock

    /// Takes the locks `runner` needs, or throws ``SnapshotError/runInProgress(folder:holder:)`` at once.
    package init(for runner: SnapshotRunner) throws(SnapshotError) {
        let purpose = runner.mode == .never ? "snapshot verify" : "snapshot record"
        workspace = try runner.workspace.lock(runner.mode == .never ? .shared : .exclusive, purpose: purpose)
        do {
            output = try runner.workspace.lockOutput(runner.outputDirectory, .exclusive, purpose: purpose)
        } catch {
            workspace.release()
            throw error
        }
    }

    /// Releases both (also done when the value is dropped).
    package func release() {
        output.release()
        workspace.release()
    }
}
