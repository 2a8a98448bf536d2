import Foundation
internal import Rendering
internal import SnapshotCore
import SnapshotRendering

/// Where the swift-snapshot-testing strategies write a failure's images: `snapshot-output/SnapshotTesting/`
/// in the package holding the test file (the current folder when no package is found).
///
/// swift-snapshot-testing does not tell a strategy which reference it is comparing, so files are
/// named by a hash of the actual image: the same failure always writes the same names.
struct ArtifactFolder: Sendable {
    let workspace: Workspace?
    let directory: URL
    /// The output folder the images go into, with its containment rule.
    let output: ContainedFolder
    /// The artifacts' names and place (`SnapshotTesting/<hash>.<role>.png`).
    let layout: ArtifactLayout

    init(testFile: URL) {
        workspace = try? Workspace.locate(forSourceFile: testFile)
        output =
            workspace?.outputFolder()
            ?? ContainedFolder(
                URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("snapshot-output"),
                role: "snapshot-output/")
        layout = ArtifactLayout(output: output, folder: "SnapshotTesting")
        directory = output.url.appendingPathComponent(layout.folder)
    }

    /// Writes the actual image and the mismatch's diff and strip; returns what was written.
    func write(actual: RGBAImage, failure: ImageMismatch) -> [(role: String, url: URL)] {
        let stem = RendererFingerprint.fnv1a64(actual.pixels)
        var written: [(String, URL)] = []
        let images: [(ArtifactLayout.Role, RGBAImage?)] = [(.actual, actual), (.diff, failure.diffImage), (.strip, failure.strip)]
        for (role, image) in images {
            // The actual in the package's own encoding; the diff and the strip are only looked at.
            guard let image, let png = try? (role == .actual ? PNGCodec.encode(image) : PNGCodec.encodePreview(image)),
                let url = try? layout.write(png, for: "\(stem).png", role: role)
            else { continue }
            written.append((role.rawValue, url))
        }
        return written
    }

}
