import Foundation
import SnapshotCore

/// A new empty folder under the temporary directory, named `<label>-<UUID>`; the caller removes it.
public func temporaryFolder(_ label: String = "snapshot-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A throwaway workspace: `Snapshots/` copied from the package (or empty), and no `Fonts/`, so
/// the bundled fonts render.
public func temporaryWorkspace(copyingReferences: Bool) throws -> Workspace {
    let root = try temporaryFolder("workspace")
    let snapshots = root.appendingPathComponent("Snapshots")
    if copyingReferences {
        try FileManager.default.copyItem(at: packageWorkspace.snapshotsDirectory, to: snapshots)
    } else {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    }
    return Workspace(root: root)
}

/// A throwaway package for command-line runs: a copy of `Snapshots/` (only the folders of
/// `components` and the renderer fingerprints, when given) and a copy of `Fonts/` (not a link:
/// a `Fonts/` that leads out of its package is refused).
public func temporaryPackage(components: [String]? = nil) throws -> URL {
    let root = try temporaryFolder("cli")
    let source = packageRoot.appendingPathComponent("Snapshots"), copy = root.appendingPathComponent("Snapshots")
    if let components {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let entries = try FileManager.default.contentsOfDirectory(atPath: source.path)
        for entry in entries where components.contains(entry) || entry.hasPrefix("renderer-fingerprint@") {
            try FileManager.default.copyItem(at: source.appendingPathComponent(entry), to: copy.appendingPathComponent(entry))
        }
    } else {
        try FileManager.default.copyItem(at: source, to: copy)
    }
    try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fonts"), to: root.appendingPathComponent("Fonts"))
    return root
}
