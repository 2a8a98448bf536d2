import Foundation

/// The package the harness works on: the folder holding `Snapshots/` and `Fonts/`.
public struct Workspace: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The nearest folder at or above `start` that holds `Snapshots/` or `Package.swift`.
    ///
    /// A package stops the search even before it has references: the first `record` in a new
    /// package writes its own `Snapshots/`, never a parent project's.
    public static func locate(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> Workspace {
        var folder = start.standardizedFileURL
        while true {
            var isDirectory: ObjCBool = false
            let candidate = folder.appendingPathComponent("Snapshots")
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return Workspace(root: folder)
            }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return Workspace(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw SnapshotError.workspaceNotFound(start: start.path) }
            folder = parent
        }
    }

    /// The package a source file belongs to: the nearest folder above it holding `Package.swift`.
    ///
    /// `assertSnapshot` uses it, so a test's references live in its own package whether or not
    /// `Snapshots/` exists yet.
    public static func locate(forSourceFile file: URL) throws -> Workspace {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return Workspace(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw SnapshotError.workspaceNotFound(start: file.path) }
            folder = parent
        }
    }

    /// Checked-in references.
    public var snapshotsDirectory: URL { root.appendingPathComponent("Snapshots") }
    /// Where verify writes actual and diff images by default (never inside `Snapshots/`).
    public var defaultOutputDirectory: URL { root.appendingPathComponent("snapshot-output") }

    /// `Snapshots/` with its containment rule: it must lie inside the package, and nothing is
    /// read or written under it through a link that leads out of it.
    public var snapshots: ContainedFolder { ContainedFolder(snapshotsDirectory, role: "Snapshots/", within: root) }

    /// An output folder with its containment rule: the default `snapshot-output/` must lie inside
    /// the package; a folder named with `--output` is the user's choice, and contains what is written into it.
    public func outputFolder(_ url: URL? = nil) -> ContainedFolder {
        let folder = (url ?? defaultOutputDirectory).standardizedFileURL
        let isDefault = folder.path == defaultOutputDirectory.standardizedFileURL.path
        return ContainedFolder(folder, role: isDefault ? "snapshot-output/" : "the output folder", within: isDefault ? root : nil)
    }

    /// The store of this package's references; with `transaction`, writes are staged there.
    public func referenceStore(transaction: FileTransaction? = nil) -> ReferenceStore {
        ReferenceStore(directory: snapshotsDirectory, within: root, transaction: transaction)
    }

    /// Takes the package's lock: `.exclusive` to write references, `.shared` to read them.
    ///
    /// - Throws: ``SnapshotError/intoSnapshots(path:leadsTo:snapshots:)``, before any lock file
    ///   exists, when `snapshot-output/` leads into `Snapshots/`.
    public func lock(_ mode: RunLock.Mode, purpose: String) throws(SnapshotError) -> RunLock {
        let folder = outputFolder()
        try requireOutsideSnapshots(folder)
        return try RunLock(RunLock.workspaceFileName, in: folder, guarding: snapshotsDirectory.path, mode: mode, purpose: purpose)
    }

    /// Takes the lock of the output folder `url` (the default one when nil).
    ///
    /// - Throws: ``SnapshotError/intoSnapshots(path:leadsTo:snapshots:)``, before any lock file
    ///   exists, when the folder is or leads into `Snapshots/`.
    public func lockOutput(_ url: URL?, _ mode: RunLock.Mode, purpose: String) throws(SnapshotError) -> RunLock {
        let folder = outputFolder(url)
        try requireOutsideSnapshots(folder)
        return try RunLock(RunLock.outputFileName, in: folder, guarding: folder.url.path, mode: mode, purpose: purpose)
    }

    /// Refuses a folder the harness would write its own files into (an output folder, a
    /// gallery) that is `Snapshots/` or lies below it once links are resolved: checked before
    /// anything is created there, so a refused run leaves nothing in `Snapshots/`.
    public func requireOutsideSnapshots(_ folder: ContainedFolder) throws(SnapshotError) {
        let location = try folder.realLocation()
        if snapshots.holds(URL(fileURLWithPath: location)) {
            throw .intoSnapshots(path: folder.url.path, leadsTo: location, snapshots: snapshotsDirectory.path)
        }
    }
}
