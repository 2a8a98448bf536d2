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
        defer { StagedFiles.forget([temporary]) }
        guard rename(temporary, target.path) == 0 else {
            let problem = FileProblem.current
            unlink(temporary)
            throw .cannotWrite(path: target.path, problem: problem)
        }
        // A target that already was this file (the same image shown twice) leaves the temporary
        // name in place: rename(2) does nothing between two links to one file.
        unlink(temporary)
        return target
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
