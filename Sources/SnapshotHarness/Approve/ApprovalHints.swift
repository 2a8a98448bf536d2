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
    /// `--output '…'` when the run did not write to the workspace's default folder, else empty.
    let outputOption: String

    package init(output: URL, defaultOutput: URL) {
        let path = output.standardizedFileURL.path
        outputOption = path == defaultOutput.standardizedFileURL.path ? "" : " --output \(Self.quoted(path))"
    }

    /// Approves one id or glob.
    package func approve(_ idOrGlob: String) -> String { "\(CommandName.current) approve \(Self.quoted(idOrGlob))\(outputOption)" }

    /// Approves every failure with the causes named by `key`.
    package func approve(cause key: String) -> String { approve(causes: [key]) }

    /// Approves the changes named by `keys` together.
    package func approve(causes keys: [String]) -> String {
        "\(CommandName.current) approve" + keys.map { " --cause \(Self.quoted($0))" }.joined() + outputOption
    }

    /// Approves every failed and missing reference of the run.
    package var approveAllFailed: String { "\(CommandName.current) approve --all-failed\(outputOption)" }

    /// Single-quoted for a POSIX shell.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
