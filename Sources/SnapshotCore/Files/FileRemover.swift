import Foundation

/// Removes files the harness wrote, inside a ``ContainedFolder``, and nothing else.
///
/// A file is removed by its own name (a link is removed, never what it points to), only when its
/// folder lies inside the contained folder, and a sweep of a folder removes only the files a
/// predicate recognises as the harness's own (`*.actual.png`), then the folders that leaves
/// empty. Whatever else is there (a user's notes, a link) stays.
package enum FileRemover {
    /// Removes the file `relative` names inside `folder`; nothing when it does not exist.
    package static func remove(_ relative: String, in folder: ContainedFolder) throws(SnapshotError) {
        let parent = (relative as NSString).deletingLastPathComponent
        let name = (relative as NSString).lastPathComponent
        let location = parent.isEmpty ? try folder.realLocation() : try folder.resolve(parent).path
        let path = location + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw .fileSystem(path: path, expected: "a file", problem: FileProblem(errno: EISDIR))
        }
        guard unlink(path) == 0 || errno == ENOENT else { throw .cannotWrite(path: path, problem: .current) }
        if !parent.isEmpty { rmdir(location) }  // only when it is now empty
    }

    /// Removes, under `relative` inside `folder`, every regular file `isOwn` recognises by its
    /// name, then every folder left empty. Links are neither followed nor removed. Returns how
    /// many files were removed.
    @discardableResult
    package static func sweep(_ relative: String, in folder: ContainedFolder, removing isOwn: (String) -> Bool) throws(SnapshotError) -> Int
    {
        let root = try folder.resolve(relative).path
        var status = stat()
        guard lstat(root, &status) == 0 else { return 0 }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .fileSystem(path: root, expected: "a folder", problem: FileProblem("it is a file", remedy: "move it away"))
        }
        return try sweepFolder(root, removing: isOwn)
    }

    private static func sweepFolder(_ path: String, removing isOwn: (String) -> Bool) throws(SnapshotError) -> Int {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .fileSystem(path: path, expected: "a readable folder", problem: FileProblem("its entries could not be listed"))
        }
        var removed = 0
        for name in names {
            let child = path + "/" + name
            var status = stat()
            guard lstat(child, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                removed += try sweepFolder(child, removing: isOwn)
                rmdir(child)  // only when it is now empty
            case S_IFREG where isOwn(name):
                guard unlink(child) == 0 || errno == ENOENT else { throw .cannotWrite(path: child, problem: .current) }
                removed += 1
            default:
                continue
            }
        }
        return removed
    }
}
