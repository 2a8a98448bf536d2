import ComponentKit
import EBComponents
import Foundation
import Rendering
import SnapshotHarness

/// The package this test file belongs to (the nearest folder holding `Snapshots/`).
let packageWorkspace: Workspace = {
    do {
        return try Workspace.locate(from: URL(fileURLWithPath: #filePath))
    } catch {
        fatalError("\(error)")
    }
}()

/// The design system with the package's fonts and bundled tokens.
let sharedSystem: DesignSystem = {
    do {
        return try DesignSystem(fontsDirectory: try packageWorkspace.fontsDirectory, catalog: .eb)
    } catch {
        fatalError("the design system must load: \(error)")
    }
}()

/// A fresh folder under the temporary directory, removed by the caller.
func temporaryFolder(_ label: String = "snapshot-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A throwaway workspace: `Snapshots/` copied from the package (or empty); no `Fonts/`, so the bundled fonts render.
func temporaryWorkspace(copyingReferences: Bool) throws -> Workspace {
    let root = try temporaryFolder("workspace")
    let snapshots = root.appendingPathComponent("Snapshots")
    if copyingReferences {
        try FileManager.default.copyItem(at: packageWorkspace.snapshotsDirectory, to: snapshots)
    } else {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    }
    return Workspace(root: root)
}

func solidImage(_ width: Int, _ height: Int, _ gray: UInt8 = 200) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: (gray, gray, gray, 255))
}
