import Foundation

/// A folder that every path read or written under it must stay inside, after links and `..`
/// are resolved: the one containment rule of the harness.
///
/// `Snapshots/`, the output folder and the report folder are each a `ContainedFolder`. A path
/// given relative to one (a reference such as `EBCounter/count-1@2x.png`, a manifest entry, a
/// decoded URL path) is checked lexically first (no absolute path, no `..`, no NUL byte), then
/// resolved to where it really leads, links included, and refused unless that lies inside the
/// folder's own real location:
///
/// ```swift
/// let snapshots = ContainedFolder(workspace.snapshotsDirectory, role: "Snapshots/", within: workspace.root)
/// let file = try snapshots.resolve("EBCounter/count-1_limit-none_theme-light@2x.png")
/// // throws .outsideFolder when Snapshots/EBCounter is a link to a folder elsewhere
/// ```
///
/// Links that stay inside the folder are followed, for reading and for writing. A link that
/// leads anywhere else is refused both ways: reading through it could copy a file from outside
/// the project into a report, and writing through it would change one.
package struct ContainedFolder: Sendable, Hashable, CustomStringConvertible {
    /// The folder as named (standardized), for messages and lexical checks.
    package let url: URL
    /// What the folder is, for messages: `Snapshots/`, `the output folder`.
    package let role: String
    /// A folder this one must itself lie inside once resolved (the project, for `Snapshots/`
    /// and the default output folder); nil when the folder was named explicitly by the user.
    package let within: URL?

    package init(_ url: URL, role: String, within: URL? = nil) {
        self.url = url.standardizedFileURL
        self.role = role
        self.within = within?.standardizedFileURL
    }

    /// The folder's role and path.
    package var description: String { "\(role) (\(url.path))" }

    /// The folder's own real location; checked to lie inside ``within`` when that is set.
    package func realLocation() throws(SnapshotError) -> String {
        let real = try RealPath.resolve(url.path)
        if let within {
            let container = try RealPath.resolve(within.path).path
            guard RealPath.path(real.path, isInside: container) else {
                throw .outsideFolder(path: url.path, leadsTo: real.path, folder: within.path)
            }
        }
        return real.path
    }

    /// The real location of `relative` (`EBCounter/x@2x.png`), which lies inside the folder.
    ///
    /// - Throws: ``SnapshotError/unsafePath(path:reason:)`` for an empty or absolute path, `..`,
    ///   `.` or a NUL byte; ``SnapshotError/outsideFolder(path:leadsTo:folder:)`` when a link
    ///   takes it outside.
    package func resolve(_ relative: String) throws(SnapshotError) -> URL {
        try Self.checkRelative(relative)
        let named = url.path + "/" + relative
        let folder = try realLocation()
        let real = try RealPath.resolve(named)
        guard !PathBytes.equal(real.path, folder), RealPath.path(real.path, isInside: folder) else {
            throw .outsideFolder(path: named, leadsTo: real.path, folder: url.path)
        }
        return URL(fileURLWithPath: real.path)
    }

    /// The real location of the absolute `file`, which must be named under this folder and lie inside it.
    package func resolve(file: URL) throws(SnapshotError) -> URL {
        let path = file.standardizedFileURL.path
        let prefix = PathBytes.equal(url.path, "/") ? "/" : url.path + "/"
        guard let relative = PathBytes.remainder(of: path, after: prefix), !relative.isEmpty else {
            throw .outsideFolder(path: path, leadsTo: nil, folder: url.path)
        }
        return try resolve(relative)
    }

    /// Whether the absolute `file`, once resolved, lies inside this folder (false when it cannot be resolved).
    package func holds(_ file: URL) -> Bool {
        guard let folder = try? RealPath.resolve(url.path).path, let real = try? RealPath.resolve(file.standardizedFileURL.path)
        else { return false }
        return RealPath.path(real.path, isInside: folder)
    }

    /// Refuses relative paths that could leave a folder before any link is looked at.
    static func checkRelative(_ relative: String) throws(SnapshotError) {
        guard !relative.isEmpty else { throw .unsafePath(path: relative, reason: "the path is empty") }
        guard !PathBytes.isAbsolute(relative) else {
            throw .unsafePath(path: relative, reason: "an absolute path where a relative one belongs")
        }
        guard !relative.utf8.contains(0) else { throw .unsafePath(path: relative, reason: "it contains a NUL byte") }
        for component in PathBytes.components(of: relative, omittingEmpty: false) {
            switch component {
            case "..": throw .unsafePath(path: relative, reason: "it goes up a folder (..)")
            case ".", "": throw .unsafePath(path: relative, reason: "it has an empty or '.' component")
            default: continue
            }
        }
    }
}
