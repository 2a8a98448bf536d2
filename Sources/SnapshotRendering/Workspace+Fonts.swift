import Foundation
import Rendering
import SnapshotCore

extension Workspace {
    /// The workspace's own `Fonts/` folder, when it holds font files; nil means the bundled
    /// default fonts (``FontLibrary/bundledDirectory``) render.
    ///
    /// - Throws: ``SnapshotError/outsideFolder(path:leadsTo:folder:)`` when `Fonts/`, or a font
    ///   file in it, is a link that leads out of the package: no font is read from elsewhere.
    package var fontsDirectory: URL? {
        get throws(SnapshotError) {
            let named = root.appendingPathComponent("Fonts")
            var status = stat()
            guard lstat(named.path, &status) == 0 else { return nil }
            let folder = ContainedFolder(named, role: "Fonts/", within: root)
            let location = URL(fileURLWithPath: try folder.realLocation())
            let files = FontLibrary.fontFiles(in: location)
            for file in files { _ = try folder.resolve(file.lastPathComponent) }
            return files.isEmpty ? nil : location
        }
    }
}
