import ComponentKit
import Foundation
import SnapshotCore

/// A whole `snapshot verify`, composed from the harness's jobs: the run (``SnapshotRunner``),
/// the orphans of the matrix (``Orphans``), the manifest `approve` reads (``LastRun``) and the
/// HTML report (``VerifyReportWriter``), all under the run's locks.
///
/// Each job writes only what it owns; this is the order the CLI (and the bench, and the tests)
/// puts them in. What else to write (JUnit, a JSON copy, a Markdown summary) the CLI decides.
///
/// ```swift
/// let runner = SnapshotRunner(workspace: workspace, system: system, mode: .never)
/// let verification = try VerifyRun.perform(runner, variants: Catalog.eb.variants, checkOrphans: true)
/// print(verification.report.summary)   // 422 checked: 422 matched, …
/// ```
package struct VerifyRun: Sendable {
    /// What the checks found (with the orphans when asked for).
    package var report: RunReport
    /// The manifest written to the output folder.
    package var lastRun: LastRun

    /// Verifies `variants` (those of `shard`) with `runner`, whose mode must be `.never`.
    ///
    /// - Parameters:
    ///   - checkOrphans: also report references no variant produces (for a run over the whole
    ///     matrix; only shard 1 scans, so merged shards list them once). Without it, shard 1 still
    ///     reports the temporary files interrupted writes left anywhere under `Snapshots/`.
    ///   - stale: the tables edited since the binary was built (``StaleTables``): the manifest
    ///     and the report say `rebuild first`, and `approve` refuses the run.
    package static func perform(
        _ runner: SnapshotRunner, variants: [ComponentVariant], shard: Shard? = nil, checkOrphans: Bool = false, stale: StaleTables? = nil
    ) throws -> VerifyRun {
        precondition(runner.mode == .never, "a verification never records")
        let locks = try RunLocks(for: runner)
        defer { locks.release() }
        var report = try runner.run(variants, shard: shard, holding: locks)
        let workspace = runner.workspace, system = runner.system
        if checkOrphans && (shard?.index ?? 1) == 1 {
            report.orphans = try Orphans.scan(
                workspace.snapshotsDirectory, catalog: system.catalog, sheets: ContactSheet.paths(in: system),
                textReferences: TextReferences.paths(in: system), animations: MotionAnimation.paths(in: system)
            ).orphans
        } else if (shard?.index ?? 1) == 1 {
            // A filtered run still reports what an interrupted write left under Snapshots/.
            report.orphans = try Orphans.temporaries(in: workspace.snapshotsDirectory)
        }
        let lastRun = LastRun(
            report, scale: runner.scale, snapshots: workspace.snapshotsDirectory, outputDirectory: runner.outputDirectory,
            tokensDirectory: system.tokensDirectory, stale: stale)
        try lastRun.write(to: runner.outputFolder)
        // Whatever --output this run used, the workspace notes it: `approve` pointed at another
        // folder's manifest then refuses instead of accepting an older run's images.
        try LastRun.noteLatest(runner.outputDirectory, in: workspace.outputFolder())
        let gallery = workspace.defaultOutputDirectory.appendingPathComponent("gallery/index.html")
        let isDefault = PathBytes.equal(runner.outputDirectory.path, workspace.defaultOutputDirectory.standardizedFileURL.path)
        try VerifyReportWriter.write(
            report, lastRun: lastRun, snapshots: workspace.snapshots, output: runner.outputFolder, commands: runner.approvalHints,
            galleryLink: isDefault ? "../gallery/index.html" : gallery.absoluteString)
        return VerifyRun(report: report, lastRun: lastRun)
    }
}
