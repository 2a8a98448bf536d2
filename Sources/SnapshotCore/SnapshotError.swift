/// A harness failure that is not a visual difference: bad input, a missing folder, a failed write.
///
/// Each message names the file, id or folder at fault. The CLI maps these to exit code 2.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    case workspaceNotFound(start: String)
    case unreadableReference(path: String, detail: String)
    case writeFailed(path: String, detail: String)
    case unknownVariant(id: String, suggestion: String?)
    case noVariantsMatch(filter: String, suggestion: String?)
    case outsideFolder(path: String, folder: String)
    case notApprovable(id: String, suggestion: String?)
    case orphans([String])
    /// `approve` was pointed at a manifest that is not the workspace's latest verify run.
    case staleManifest(manifestFolder: String, latestFolder: String)
    /// An actual image changed after the run that produced it (its digest no longer matches).
    case actualChanged(path: String)

    public var description: String {
        switch self {
        case .workspaceNotFound(let start):
            return "no Snapshots/ folder in \(start) or any parent: run inside the package (or create Snapshots/)"
        case .unreadableReference(let path, let detail):
            return "\(path): unreadable reference (\(detail)); it was left as it is"
        case .writeFailed(let path, let detail):
            return "\(path): cannot write (\(detail))"
        case .unknownVariant(let id, let suggestion):
            return "unknown variant '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (see `snapshot list`)"
        case .noVariantsMatch(let filter, let suggestion):
            return "no variant matches the filter '\(filter)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (see `snapshot list`)"
        case .outsideFolder(let path, let folder):
            return "\(path): refusing to write outside \(folder)"
        case .notApprovable(let id, let suggestion):
            return "'\(id)' did not fail in the last verify run, so there is nothing to approve"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .staleManifest(let manifestFolder, let latestFolder):
            return "the manifest in \(manifestFolder) is not from the latest verify run, which wrote to \(latestFolder); "
                + "nothing was approved (run `snapshot approve --output '\(latestFolder)' …`, or verify again)"
        case .actualChanged(let path):
            return "\(path): changed since the verify run that wrote it (its SHA-256 no longer matches the manifest); "
                + "nothing was approved (run `snapshot verify` again)"
        case .orphans(let paths):
            return "\(paths.count) orphaned reference(s) no variant produces: \(paths.joined(separator: ", ")) (run `snapshot clean`)"
        }
    }
}
