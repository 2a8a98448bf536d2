import Foundation

/// A commit of the package's git repository, named with `--base`, and the files it holds.
///
/// The ref is data, never an option: one beginning with `-` is refused, and it is resolved once
/// with `git rev-parse --verify --end-of-options REF^{commit}`; every later call names the
/// commit by its full id. A file is looked up with `git ls-tree` (its kind and size) before any
/// of it is read, refused when larger than the limit, and read with `git cat-file blob` no
/// further than that limit. Whatever git refuses is an error with git's own message.
///
/// ```swift
/// let base = try GitRevision.resolve("origin/main", in: workspace.root)
/// let data = try base.file("./Snapshots/EBCounter/provenance.txt", limit: ReferenceStore.defaultByteLimit)
/// ```
struct GitRevision {
    /// The ref as the user gave it, for messages.
    let ref: String
    /// The commit's full object id.
    let commit: String
    /// The folder git runs in: paths are relative to it.
    let folder: URL

    /// The commit `ref` names in the repository holding `folder`.
    ///
    /// - Throws: ``GitProblem/optionLike(ref:)`` for a ref beginning with `-`;
    ///   ``GitProblem/failed(ref:doing:status:message:)`` with git's message for a ref that names
    ///   no commit, or a folder in no repository.
    static func resolve(_ ref: String, in folder: URL) throws(GitProblem) -> GitRevision {
        guard !ref.isEmpty else { throw .malformed(ref: ref, reason: "it is empty") }
        guard !ref.hasPrefix("-") else { throw .optionLike(ref: ref) }
        if let control = ref.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .malformed(ref: ref, reason: "it holds the control character U+\(String(control.value, radix: 16, uppercase: true))")
        }
        let printed = try GitProcess.run(
            ["rev-parse", "--verify", "--end-of-options", "\(ref)^{commit}"], in: folder, ref: ref, doing: "resolve it to a commit",
            limit: 4096)
        let commit = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (40...64).contains(commit.count), commit.allSatisfy(\.isHexDigit) else {
            throw .failed(
                ref: ref, doing: "resolve it to a commit", status: 0, message: "it printed '\(commit.prefix(100))', not a commit id")
        }
        return GitRevision(ref: ref, commit: commit, folder: folder)
    }

    /// The bytes of the regular file at `path` (relative to ``folder``) in this commit, or nil
    /// when the commit has nothing there.
    ///
    /// - Throws: ``GitProblem/tooLarge(ref:path:size:limit:)`` for a file over `limit` bytes
    ///   (nothing of it is read); ``GitProblem/notAFile(ref:path:kind:)`` for a folder, a link or a submodule.
    func file(_ path: String, limit: Int) throws(GitProblem) -> Data? {
        let shown = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        let listing = try GitProcess.run(
            ["ls-tree", "-l", "-z", commit, "--", path], in: folder, ref: ref, doing: "list \(shown)", limit: 64 * 1024)
        guard let entry = listing.split(separator: 0).first else { return nil }
        // `<mode> <type> <object> <size>\t<name>`, the size padded with spaces.
        let head = String(decoding: entry.prefix { $0 != UInt8(ascii: "\t") }, as: UTF8.self)
        let fields = head.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard fields.count == 4 else {
            throw .failed(ref: ref, doing: "list \(shown)", status: 0, message: "it printed '\(head.prefix(100))', not a tree entry")
        }
        let (mode, type, object) = (fields[0], fields[1], fields[2])
        guard type == "blob", mode != "120000" else {
            let kind = type == "tree" ? "a folder" : type == "commit" ? "a submodule" : mode == "120000" ? "a link" : "a \(type)"
            throw .notAFile(ref: ref, path: shown, kind: kind)
        }
        guard let size = Int(fields[3]) else {
            throw .failed(ref: ref, doing: "list \(shown)", status: 0, message: "it printed no size")
        }
        guard size <= limit else { throw .tooLarge(ref: ref, path: shown, size: size, limit: limit) }
        return try GitProcess.run(["cat-file", "blob", object], in: folder, ref: ref, doing: "read \(shown)", limit: limit)
    }
}
