/// Why `--base REF` cannot be read: the ref, what went wrong, and git's own words when git said
/// something. Printed as `Error: <message>`; the command exits 2.
enum GitProblem: Error, CustomStringConvertible {
    /// The ref begins with `-`: git would read it as an option.
    case optionLike(ref: String)
    /// The ref is empty or holds a character no ref can hold.
    case malformed(ref: String, reason: String)
    /// git could not be started at all.
    case cannotStart(ref: String, detail: String)
    /// git ran and failed (for a ref that names no commit, a folder with no repository): what
    /// it was asked to do (`resolve it to a commit`), its exit status and its own message.
    case failed(ref: String, doing: String, status: Int32, message: String)
    /// The file at the revision is larger than the limit (said before any of it is read).
    case tooLarge(ref: String, path: String, size: Int, limit: Int)
    /// Something other than a regular file stands at the path at the revision (a folder, a link, a submodule).
    case notAFile(ref: String, path: String, kind: String)

    var description: String {
        switch self {
        case .optionLike(let ref):
            return "--base '\(ref)': a revision cannot begin with '-' (git would read it as an option); "
                + "name a branch, tag or commit (write a ref that really begins with '-' as refs/heads/…)"
        case .malformed(let ref, let reason):
            return "--base '\(ref)': not a revision: \(reason)"
        case .cannotStart(let ref, let detail):
            return "--base '\(ref)': git could not be started (\(detail)); install git or run without --base"
        case .failed(let ref, let doing, let status, let message):
            return "--base '\(ref)': git could not \(doing): \(message.isEmpty ? "it gave no message" : message) (exit \(status))"
        case .tooLarge(let ref, let path, let size, let limit):
            return "--base '\(ref)': \(path) holds \(size) bytes at that revision, more than the \(limit) such a file can need; "
                + "it was not read"
        case .notAFile(let ref, let path, let kind):
            return "--base '\(ref)': \(path) is \(kind) at that revision, not a file"
        }
    }
}
