import Foundation

extension FileWriter {
    /// Writes `data`, the bytes just read from the regular file at `source`, to `relative` inside
    /// `folder` as a second name of that very file (a hard link) when it can: no new file is
    /// made, only an entry. Returns the target's real location.
    ///
    /// The link is made under a temporary name beside the target, as ``write(_:to:in:)``
    /// writes, and renamed over it only when it names the file that was read: `read`, its
    /// identity taken before the read (device, inode, size, modification time). Otherwise (the
    /// source replaced meanwhile, another file system, links refused, no identity) `data` is
    /// written as a copy. Only for a source nothing writes in place (this harness replaces files
    /// whole): the two names share their bytes from then on.
    ///
    /// ```swift
    /// let read = try FileIdentity.ofRegularFile(at: source.path)
    /// let data = try FileReader.readWhole(source.path, expected: "an image to show", limit: limit)
    /// try FileWriter.write(data, linking: source, read: read, to: "report/images/a.png", in: output)
    /// ```
    @discardableResult
    package static func write(_ data: Data, linking source: URL, read: FileIdentity?, to relative: String, in folder: ContainedFolder)
        throws(SnapshotError) -> URL
    {
        let target = try prepare(folder.resolve(relative), in: folder)
        guard let read, let temporary = linkTemporary(source.path, beside: target, expecting: read) else {
            try replace(target, with: data)
            return target
        }
        try renameLink(temporary, over: target)
        return target
    }

    /// Makes `relative` inside `folder` a second name of the regular file at `source` (a hard
    /// link) when that file is still the one `identity` names, without reading it: for a file
    /// this run wrote itself (``writeNoting(_:to:in:)``), whose bytes it knows. Returns the
    /// target's real location, or nil when no link was made (the file replaced or changed since,
    /// another file system, links refused): the caller then reads and checks it as any other.
    package static func linkUnread(_ source: URL, identity: FileIdentity, to relative: String, in folder: ContainedFolder)
        throws(SnapshotError) -> URL?
    {
        let target = try prepare(folder.resolve(relative), in: folder)
        guard let temporary = linkTemporary(source.path, beside: target, expecting: identity) else { return nil }
        try renameLink(temporary, over: target)
        return target
    }

    /// Gives the link `temporary` the name `target`. A target that already was this file (the
    /// same image shown twice) leaves the temporary name in place, since rename(2) does nothing
    /// between two links to one file: it is removed.
    private static func renameLink(_ temporary: String, over target: URL) throws(SnapshotError) {
        defer { StagedFiles.forget([temporary]) }
        guard rename(temporary, target.path) == 0 else {
            let problem = FileProblem.current
            unlink(temporary)
            throw .cannotWrite(path: target.path, problem: problem)
        }
        unlink(temporary)
    }

    /// Writes `data` to `file`, an absolute path named under `folder`, as
    /// ``write(_:to:in:)-(_,URL,_)`` does; returns the file's real location and the identity of
    /// the file written, taken before it had its name (nil when it could not be taken): what
    /// ``linkUnread(_:identity:to:in:)`` later checks to link the file unread.
    package static func writeNoting(_ data: Data, to file: URL, in folder: ContainedFolder) throws(SnapshotError)
        -> (url: URL, identity: FileIdentity?)
    {
        let target = try prepare(folder.resolve(file: file), in: folder)
        return (target, try replace(target, with: data, notingIdentity: true))
    }

    /// A new temporary name beside `target` for the file at `source`, when it is still the file
    /// `expected` identifies; nil (and nothing left) when no such link can be made.
    private static func linkTemporary(_ source: String, beside target: URL, expecting expected: FileIdentity) -> String? {
        let path = temporaryName(beside: target)
        guard StagedFiles.create(path, { link(source, path) }) == 0 else { return nil }
        guard (try? FileIdentity.ofRegularFile(at: path)) == expected else {
            unlink(path)
            StagedFiles.forget([path])
            return nil
        }
        return path
    }
}
