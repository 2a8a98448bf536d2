import Foundation

/// A new empty folder under the temporary directory, named `<label>-<UUID>`; the caller removes it.
package func temporaryFolder(_ label: String = "snapshot-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A new folder laid out as a workspace: `Snapshots/` copied from the package's (or empty), and no
/// `Fonts/`, so the bundled fonts render; the caller removes it.
package func temporaryWorkspaceFolder(copyingReferences: Bool = false) throws -> URL {
    let root = try temporaryFolder("workspace")
    let snapshots = root.appendingPathComponent("Snapshots")
    if copyingReferences {
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Snapshots"), to: snapshots)
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
