import Foundation

/// Where a workspace keeps the journal of its multi-file writes, and the folders a journal may name.
///
/// The journal is `snapshot-output/.transaction`: in the workspace's own output folder, beside
/// its lock, and never inside `Snapshots/` (an output folder that leads there is refused). Its
/// entries may name files in `Snapshots/` and in `snapshot-output/` only, each by a path
/// relative to its folder, resolved again with that folder's containment rule when read.
///
/// ```swift
/// let journal = workspace.journal
/// try journal.write(TransactionJournal(state: .renaming, entries: entries))
/// // … the renames …
/// try journal.remove()
/// ```
package struct JournalFile: Sendable {
    /// The journal's name in the output folder.
    package static let name = ".transaction"
    /// The most bytes a journal is read whole (about 150,000 entries).
    package static let byteLimit = 64 * 1024 * 1024

    /// The folder the journal lives in: the workspace's `snapshot-output/`.
    package let output: ContainedFolder
    /// `Snapshots/`: where the journaled files are, and where the journal itself never is.
    package let snapshots: ContainedFolder

    package init(output: ContainedFolder, snapshots: ContainedFolder) {
        self.output = output
        self.snapshots = snapshots
    }

    /// The folders an entry may name, by the name the entry gives them.
    var folders: [String: ContainedFolder] { ["Snapshots/": snapshots, "snapshot-output/": output] }

    /// The name an entry gives `folder`, or nil when a journal may not name it.
    func key(of folder: ContainedFolder) -> String? {
        folders.first { PathBytes.equal($0.value.url.path, folder.url.path) }?.key
    }

    /// The journal's location in the output folder's real location, which must lie outside
    /// `Snapshots/`. The name itself is never followed: a link there is refused when read.
    package func location() throws(SnapshotError) -> String {
        let folder = try output.realLocation()
        let path = (folder == "/" ? "" : folder) + "/" + Self.name
        if snapshots.holds(URL(fileURLWithPath: folder)) {
            throw .outsideFolder(path: output.url.path + "/" + Self.name, leadsTo: path, folder: "anywhere but Snapshots/")
        }
        return path
    }

    /// Whether anything has the journal's name (what it holds is checked when it is read).
    package func exists() throws(SnapshotError) -> Bool {
        let path = try location()
        var status = stat()
        if lstat(path, &status) == 0 { return true }
        guard errno == ENOENT else { throw .fileSystem(path: path, expected: "a transaction journal", problem: .current) }
        return false
    }

    /// The journal, or nil when there is none.
    ///
    /// - Throws: ``SnapshotError/journalRefused(path:reason:)`` when it is not a regular file,
    ///   is larger than ``byteLimit``, or is not a journal of this version.
    package func read() throws(SnapshotError) -> TransactionJournal? {
        let path = try location()
        let data: Data?
        do {
            _ = try FileIdentity.ofRegularFile(at: path)
            data = try FileReader.readWhole(path, expected: "a transaction journal", limit: Self.byteLimit)
        } catch {
            throw .journalRefused(path: path, reason: "\(error)")
        }
        guard let data else { return nil }
        return try TransactionJournal.decode(data, from: path)
    }

    /// Writes `journal` durably: a temporary file beside the journal, flushed, renamed over it by
    /// `renaming` (`rename(2)`, or a test's counting wrapper), and the folder flushed.
    func write(_ journal: TransactionJournal, renaming: (String, String) -> Int32 = { rename($0, $1) }) throws(SnapshotError) {
        let path = try location()
        let temporary = try FileWriter.writeTemporary(journal.encoded(), beside: URL(fileURLWithPath: path))
        defer { StagedFiles.forget([temporary]) }
        do {
            try DurableFile.sync(file: temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        guard renaming(temporary, path) == 0 else {
            let problem = FileProblem.current
            unlink(temporary)
            throw .cannotWrite(path: path, problem: problem)
        }
        try DurableFile.sync(folder: (path as NSString).deletingLastPathComponent)
    }

    /// Removes the temporary files of journal writes that a kill interrupted
    /// (`..transaction.<UUID>.tmp` in the output folder: never renamed, so never a journal).
    /// Call it holding the workspace's lock exclusively, when no journal is being written.
    package func removeStrayTemporaries() throws(SnapshotError) {
        let folder = (try location() as NSString).deletingLastPathComponent
        let prefix = "." + Self.name + "."
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .fileSystem(path: folder, expected: "a readable folder", problem: FileProblem("its entries could not be listed"))
        }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard UUID(uuidString: String(name.dropFirst(prefix.count).dropLast(4))) != nil else { continue }
            let path = folder + "/" + name
            guard (try? FileIdentity.ofRegularFile(at: path)) != nil else { continue }
            guard unlink(path) == 0 || errno == ENOENT else { throw .cannotWrite(path: path, problem: .current) }
        }
    }

    /// Removes the journal, durably; nothing when there is none.
    package func remove() throws(SnapshotError) {
        let path = try location()
        guard unlink(path) == 0 || errno == ENOENT else { throw .cannotWrite(path: path, problem: .current) }
        try DurableFile.sync(folder: (path as NSString).deletingLastPathComponent)
    }
}
