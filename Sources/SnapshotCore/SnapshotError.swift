/// A harness failure that is not a visual difference: bad input, a missing folder, a failed write.
///
/// Each message names the file, id or folder at fault. The CLI maps these to exit code 2.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    case workspaceNotFound(start: String)
    case unreadableReference(path: String, detail: String)
    /// A file could not be written: the path and the problem in words.
    case cannotWrite(path: String, problem: FileProblem)
    /// A file or folder is not what the harness expected there (a folder where a reference
    /// belongs, a file where the output folder belongs), or a system call on it failed.
    case fileSystem(path: String, expected: String, problem: FileProblem)
    case unknownVariant(id: String, suggestion: String?)
    /// `SNAPSHOT_TESTING_RECORD` (or another setting) holds a value that is not a record mode.
    case unknownRecordMode(setting: String, value: String)
    case noVariantsMatch(filter: String, suggestion: String?)
    /// An id or filter longer than every id of the catalog (refused before any matching).
    case idTooLong(length: Int, longest: Int)
    /// `path` (named inside `folder`) leads to `leadsTo`, which is not inside it.
    case outsideFolder(path: String, leadsTo: String?, folder: String)
    /// `path` leads to `leadsTo`, inside `Snapshots/` (`snapshots`), where only `record` and
    /// `approve` write.
    case intoSnapshots(path: String, leadsTo: String, snapshots: String)
    /// A path that could leave its folder before any link is looked at: `..`, absolute, NUL.
    case unsafePath(path: String, reason: String)
    /// Another run holds the lock of `folder`.
    case runInProgress(folder: String, holder: String?)
    /// An actual image of the last run cannot become a reference (not a PNG, another size, outside the run's folder).
    case actualUnusable(path: String, reason: String)
    case notApprovable(id: String, suggestion: String?)
    case orphans([String])
    /// `approve` was pointed at a manifest that is not the workspace's latest verify run.
    case staleManifest(manifestFolder: String, latestFolder: String)
    /// An actual image changed after the run that produced it (its digest no longer matches).
    case actualChanged(path: String)
    /// An entry of `last-run.json` claims what its id cannot mean (another reference than the
    /// id's own, an id the catalog does not make): `problem` follows the quoted id.
    case untrustedManifest(id: String, problem: String)
    /// The journal of an interrupted write cannot be followed safely (malformed, or naming a
    /// path outside its folders, or a file that is not what the journal says): nothing was changed.
    case journalRefused(path: String, reason: String)

    /// What went wrong, naming the file or folder.
    public var description: String {
        switch self {
        case .workspaceNotFound(let start):
            return "no Snapshots/ folder in \(start) or any parent: run inside the package (or create Snapshots/)"
        case .unreadableReference(let path, let detail):
            return "\(path): unreadable reference (\(detail)); it was left as it is"
        case .cannotWrite(let path, let problem):
            return "\(path): cannot write: \(problem.sentence)"
        case .fileSystem(let path, let expected, let problem):
            return "\(path): expected \(expected), but \(problem.sentence)"
        case .idTooLong(let length, let longest):
            return "an id of \(length) characters cannot match: the longest id of this catalog has \(longest) "
                + "(see `\(CommandName.current) list`)"
        case .unsafePath(let path, let reason):
            return "\(path): refusing this path: \(reason)"
        case .runInProgress(let folder, let holder):
            return "another snapshot run is in progress in \(folder)" + (holder.map { " (\($0))" } ?? "")
                + ": wait for it to finish, or give this run its own --output folder"
        case .actualUnusable(let path, let reason):
            return "\(path): cannot become a reference: \(reason); nothing was approved (run `\(CommandName.current) verify` again)"
        case .unknownRecordMode(let setting, let value):
            return "\(setting)=\(value) is not a record mode: use never, missing, failed or all"
        case .unknownVariant(let id, let suggestion):
            return "unknown variant '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (see `\(CommandName.current) list`)"
        case .noVariantsMatch(let filter, let suggestion):
            return "no variant matches the filter '\(filter)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (see `\(CommandName.current) list`)"
        case .outsideFolder(let path, let leadsTo, let folder):
            if let leadsTo, leadsTo != path {
                return "\(path) leads to \(leadsTo), outside \(folder): refusing to read or write through it "
                    + "(replace the link with a real folder or file, or point it inside \(folder))"
            }
            return "\(path): refusing to read or write outside \(folder)"
        case .intoSnapshots(let path, let leadsTo, let snapshots):
            let place = leadsTo == path ? "\(path) is inside" : "\(path) leads to \(leadsTo), inside"
            return "\(place) Snapshots/ (\(snapshots)), where only `\(CommandName.current) record` and `approve` write: "
                + "choose a place outside it"
        case .notApprovable(let id, let suggestion):
            return "'\(id)' did not fail in the last verify run, so there is nothing to approve"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .staleManifest(let manifestFolder, let latestFolder):
            return "the manifest in \(manifestFolder) is not from the latest verify run, which wrote to \(latestFolder); "
                + "nothing was approved (run `\(CommandName.current) approve --output '\(latestFolder)' …`, or verify again)"
        case .actualChanged(let path):
            return "\(path): changed since the verify run that wrote it (its SHA-256 no longer matches the manifest); "
                + "nothing was approved (run `\(CommandName.current) verify` again)"
        case .untrustedManifest(let id, let problem):
            return "last-run.json: the entry '\(id)' \(problem); nothing was approved "
                + "(the manifest is not what verify wrote: run `\(CommandName.current) verify` again)"
        case .journalRefused(let path, let reason):
            return "\(path): refusing to finish or undo the interrupted write this journal describes: \(reason). "
                + "Nothing was changed. Check Snapshots/ against version control (`git status Snapshots`), "
                + "then move the journal away to go on"
        case .orphans(let paths):
            return "\(paths.count) orphaned reference(s) no variant produces: \(paths.joined(separator: ", ")) "
                + "(run `\(CommandName.current) clean`)"
        }
    }
}
