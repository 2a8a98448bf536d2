import Foundation

/// Where journal recovery puts the files it takes out of their folders, instead of deleting
/// them: `snapshot-output/recovered/<time>-<id>/<role>/<folder>/<path>`.
///
/// Recovery never unlinks a file a journal names unless the file system itself shows its bytes
/// stay under another name (the same device and inode as a file that is kept). Everything else it
/// takes out of `Snapshots/` (the file that stood at a target before recovery put other bytes
/// there, a backup of old bytes, a staged file never put in place) is renamed here, or copied
/// here and then removed when the output folder is on another file system, each under the path
/// it had and a role folder saying what it was:
///
/// - `replaced/`: what stood at the target when recovery put other bytes there (or removed it);
/// - `backup/`: the bytes the target had before the interrupted write, which it kept;
/// - `staged/`: new bytes the interrupted write never put in place.
///
/// Restoring one is moving it back: `mv snapshot-output/recovered/…/replaced/Snapshots/C/a.png Snapshots/C/a.png`.
struct RecoveredFiles {
    /// What a moved file was, and where it is now.
    struct Moved: Sendable, Equatable {
        enum Role: String, Sendable {
            case replaced, backup, staged
        }

        var role: Role
        /// The path of the file it belongs to as the journal names it (`Snapshots/C/a.png`).
        var original: String
        /// That file's real location, where moving it back restores it.
        var restore: String
        /// Where it is now (an absolute path under the output folder).
        var location: String
    }

    /// The workspace's output folder (`snapshot-output/`).
    let output: ContainedFolder
    /// This recovery's folder, relative to the output folder: `recovered/<time>-<id>`.
    let folder: String
    private(set) var moved: [Moved] = []

    init(output: ContainedFolder, date: Date = Date()) {
        self.output = output
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        folder = "recovered/\(formatter.string(from: date))-\(UUID().uuidString.prefix(8))"
    }

    /// Takes the file at `path` out of its folder into ``folder`` as `role`: renamed when
    /// `keepInPlace` is false, hard-linked (so it also stays where it is) when true; copied when
    /// the output folder is on another file system (and then removed, unless kept in place).
    ///
    /// - Parameter target: the journal's step whose file it is: its name (`Snapshots/C/a.png`) and real location.
    mutating func take(_ path: String, as role: Moved.Role, of target: (named: String, path: String), keepInPlace: Bool)
        throws(SnapshotError)
    {
        let destination = try freeName(for: "\(folder)/\(role.rawValue)/\(target.named)")
        let moved = Moved(role: role, original: target.named, restore: target.path, location: destination)
        if keepInPlace ? link(path, destination) == 0 : rename(path, destination) == 0 {
            self.moved.append(moved)
            return
        }
        guard errno == EXDEV || (keepInPlace && (errno == EPERM || errno == EMLINK)) else {
            throw .cannotWrite(path: destination, problem: .current)
        }
        guard let data = try FileReader.readWhole(path, expected: "a file recovery sets aside", limit: ReferenceStore.defaultByteLimit)
        else { throw .cannotWrite(path: destination, problem: FileProblem("\(path) disappeared before it could be set aside")) }
        try FileWriter.replace(URL(fileURLWithPath: destination), with: data)
        try DurableFile.sync(file: destination)
        if !keepInPlace, unlink(path) != 0, errno != ENOENT { throw .cannotWrite(path: path, problem: .current) }
        self.moved.append(moved)
    }

    /// The real location for `relative` inside the output folder, its folders created, and a
    /// number added (`a.png.1`) when something already has the name.
    private func freeName(for relative: String) throws(SnapshotError) -> String {
        var candidate = relative
        var number = 0
        while true {
            let url = try FileWriter.prepare(output.resolve(candidate), in: output)
            var status = stat()
            if lstat(url.path, &status) != 0 && errno == ENOENT { return url.path }
            number += 1
            candidate = "\(relative).\(number)"
        }
    }

    /// What was moved and how to restore it, for the console; nil when nothing was.
    var summary: String? {
        guard let first = moved.first else { return nil }
        let shown = moved.prefix(10).map { "\n  \($0.original) (\($0.role.rawValue)) → \($0.location)" }.joined()
        let more = moved.count > 10 ? "\n  … and \(moved.count - 10) more" : ""
        return "moved aside, not deleted: \(moved.count) file(s), into \(output.url.path)/\(folder)/:" + shown + more
            + "\n  to restore one, move it back: mv '\(first.location)' '\(first.restore)'"
    }
}
