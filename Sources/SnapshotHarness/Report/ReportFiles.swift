import Foundation
import SnapshotCore

/// Where the report's images come from: the run's own files in the output folder (with the
/// identity of each the run wrote), the references in `Snapshots/`.
struct ReportFiles {
    let snapshots: ContainedFolder
    let output: ContainedFolder
    /// The identity of each artifact the run wrote, by its path (``CheckResult/written``).
    let written: [String: FileIdentity]

    /// Shows the run's artifact at `path` (inside the output folder) as `relative` under
    /// `report/`: a second name of the same file, unread when the run wrote it and it is still
    /// that file. Returns `relative`.
    func show(_ path: String, as relative: String) throws -> String {
        try VerifyReportWriter.copy(
            output.resolve(file: URL(fileURLWithPath: path)), as: relative, into: output, linking: true, written: written[path])
    }
}
