import Foundation
import Rendering

/// The package the harness works on: the folder holding `Snapshots/` and `Fonts/`.
public struct Workspace: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The nearest folder at or above `start` that holds `Snapshots/`.
    public static func locate(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> Workspace {
        var folder = start.standardizedFileURL
        while true {
            var isDirectory: ObjCBool = false
            let candidate = folder.appendingPathComponent("Snapshots")
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
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
    /// The workspace's own `Fonts/` folder, when it holds font files; nil means the bundled
    /// default fonts (``FontLibrary/bundledDirectory``) render.
    public var fontsDirectory: URL? {
        let folder = root.appendingPathComponent("Fonts")
        return FontLibrary.fontFiles(in: folder).isEmpty ? nil : folder
    }
    /// Where verify writes actual and diff images by default (never inside `Snapshots/`).
    public var defaultOutputDirectory: URL { root.appendingPathComponent("snapshot-output") }
}
