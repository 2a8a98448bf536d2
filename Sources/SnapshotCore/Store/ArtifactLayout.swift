import Foundation

/// Where the images that explain a failure go, and how they are named: the one layout of the
/// runner, `assertSnapshot` and the swift-snapshot-testing adapter.
///
/// An artifact sits in ``folder`` (inside an output folder, never in `Snapshots/`) under the
/// reference's own path, with its role before the extension:
///
/// ```swift
/// let layout = ArtifactLayout(output: workspace.outputFolder(), folder: "artifacts")
/// layout.url(for: "EBCounter/count-1_limit-none_theme-light@2x.png", role: .diff)
/// // …/snapshot-output/artifacts/EBCounter/count-1_limit-none_theme-light@2x.diff.png
/// ```
///
/// The names are how a run recognises its own files: ``isArtifact(_:)`` is the only test a
/// run uses to clear ``folder`` before it starts, so nothing else there is ever removed.
package struct ArtifactLayout: Sendable {
    /// What an artifact shows.
    package enum Role: String, Sendable, CaseIterable {
        /// The snapshot as rendered now.
        case actual
        /// pixelmatch's diff image.
        case diff
        /// reference | diff | actual side by side.
        case strip
        /// Every cause of a failure with more than a manifest keeps, one a line (`….causes.txt`).
        case causes
    }

    /// The output folder the artifacts are written into.
    package let output: ContainedFolder
    /// The folder inside ``output`` that holds them (`artifacts`, `BadgeTests`, `SnapshotTesting`).
    package let folder: String

    package init(output: ContainedFolder, folder: String) {
        self.output = output
        self.folder = folder
    }

    /// The artifact of `role` for `reference` (a path relative to `Snapshots/`, or any file name),
    /// with `pathExtension` (the reference's own when nil).
    package func url(for reference: String, role: Role, pathExtension: String? = nil) -> URL {
        let path = reference as NSString
        let name = "\((path.lastPathComponent as NSString).deletingPathExtension).\(role.rawValue).\(pathExtension ?? path.pathExtension)"
        // One append, with no look at the disk (each `appendingPathComponent` asks whether the path is a folder).
        let directory = path.deletingLastPathComponent
        return output.url.appending(path: "\(folder)/\(directory.isEmpty ? "" : directory + "/")\(name)", directoryHint: .notDirectory)
    }

    /// Writes `data` as the artifact of `role` for `reference`; returns where it went.
    @discardableResult
    package func write(_ data: Data, for reference: String, role: Role, pathExtension: String? = nil) throws(SnapshotError) -> URL {
        try writeNoting(data, for: reference, role: role, pathExtension: pathExtension).url
    }

    /// ``write(_:for:role:pathExtension:)``, also returning the identity of the file written
    /// (``FileWriter/writeNoting(_:to:in:)``): the report links such a file unread while it is
    /// still that file.
    package func writeNoting(_ data: Data, for reference: String, role: Role, pathExtension: String? = nil) throws(SnapshotError)
        -> (url: URL, identity: FileIdentity?)
    {
        let url = url(for: reference, role: role, pathExtension: pathExtension)
        return (url, try FileWriter.writeNoting(data, to: url, in: output).identity)
    }

    /// Removes the artifacts of `reference` (its actual, diff and strip, in any extension a
    /// reference of its kind writes): what a check that passes leaves no longer explains anything.
    package func removeArtifacts(for reference: String) throws(SnapshotError) {
        let own = (reference as NSString).pathExtension
        for role in Role.allCases {
            for pathExtension in Set([own, "png", "txt"]) {
                let url = url(for: reference, role: role, pathExtension: pathExtension)
                let relative = String(url.path.dropFirst(output.url.path.count + 1))
                try FileRemover.remove(relative, in: output)
            }
        }
    }

    /// Removes every artifact (and interrupted write) under ``folder``, and nothing else.
    package func clear() throws(SnapshotError) {
        try FileRemover.sweep(folder, in: output, removing: Self.isArtifact)
    }

    /// Whether `name` is an artifact's (`….actual.png`, `….diff.png`, `….strip.png`, `….actual.txt`,
    /// `….causes.txt`) or one of ``FileWriter``'s temporary files.
    package static func isArtifact(_ name: String) -> Bool {
        let stem = (name as NSString).deletingPathExtension
        return Role.allCases.contains { stem.hasSuffix(".\($0.rawValue)") } || FileWriter.isTemporaryName(name)
    }
}
