import Foundation
import SnapshotCore

/// The `snapshot approve` commands a report or summary prints for one verify run: every option
/// needed to reach that run's manifest, so the printed command accepts exactly what was shown.
///
/// ```swift
/// let commands = ApprovalHints(output: runOutput, defaultOutput: workspace.defaultOutputDirectory)
/// commands.approve("EBCounter/count-3_limit-none_theme-light")
/// // swift run snapshot approve 'EBCounter/count-3_limit-none_theme-light' --output '/tmp/run'
/// ```
package struct ApprovalHints: Sendable {
    /// What reaches the run's manifest: `--output '…'` when the run did not write to the workspace's
    /// default folder, `--from '…'` for a downloaded CI artifact, else empty.
    let runOption: String

    package init(output: URL, defaultOutput: URL) {
        let path = output.standardizedFileURL.path
        runOption = PathBytes.equal(path, defaultOutput.standardizedFileURL.path) ? "" : " --output \(Self.quoted(path))"
    }

    /// The commands that approve from a CI artifact downloaded into `artifact` (a folder, as the
    /// user names it): `… approve --cause 'c1a2b3c4d' --from 'snapshots-merged'`.
    package init(artifact: String) {
        runOption = " --from \(Self.quoted(artifact))"
    }

    /// Approves one id or glob.
    package func approve(_ idOrGlob: String) -> String { "\(CommandName.current) approve \(Self.quoted(idOrGlob))\(runOption)" }

    /// Approves every failure with the causes named by `key`.
    package func approve(cause key: String) -> String { approve(causes: [key]) }

    /// Approves the changes named by `keys` together.
    package func approve(causes keys: [String]) -> String {
        "\(CommandName.current) approve" + keys.map { " --cause \(Self.quoted($0))" }.joined() + runOption
    }

    /// Approves every failed and missing reference of the run.
    package var approveAllFailed: String { "\(CommandName.current) approve --all-failed\(runOption)" }

    /// Single-quoted for a POSIX shell.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
