import Foundation

/// A new empty folder under the temporary directory, named `<label>-<UUID>`; the caller removes it.
package func temporaryFolder(_ label: String = "snapshot-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A new folder laid out as a workspace: `Snapshots/` copied from the package's (or empty; with
/// `components`, only their folders and the files beside them, such as the renderer fingerprints),
/// and no `Fonts/`, so the bundled fonts render; the caller removes it.
package func temporaryWorkspaceFolder(copyingReferences: Bool = false, components: [String]? = nil) throws -> URL {
    let root = try temporaryFolder("workspace")
    let source = packageRoot.appendingPathComponent("Snapshots"), snapshots = root.appendingPathComponent("Snapshots")
    if copyingReferences, let components {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: source.appendingPathComponent(entry).path, isDirectory: &isFolder)
            guard components.contains(entry) || !isFolder.boolValue else { continue }
            try FileManager.default.copyItem(at: source.appendingPathComponent(entry), to: snapshots.appendingPathComponent(entry))
        }
    } else if copyingReferences {
        try FileManager.default.copyItem(at: source, to: snapshots)
    } else {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    }
    return root
}

/// A throwaway client package: a `Package.swift` and an empty `Tests/`, and the URL its test file
/// `Tests/ExampleTests.swift` would have (not written: a test's `#filePath` need not exist); the
/// caller removes `root`.
package func temporaryClientPackage() throws -> (root: URL, testFile: URL) {
    let root = try temporaryFolder("assert")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    return (root, root.appendingPathComponent("Tests/ExampleTests.swift"))
}
