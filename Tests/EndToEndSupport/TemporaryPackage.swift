import Foundation
import TestSupport

/// A throwaway package for command-line runs: a copy of `Snapshots/` (only the folders of
/// `components` and the renderer fingerprints, when given) and a copy of `Fonts/` (not a link:
/// a `Fonts/` that leads out of its package is refused).
package func temporaryPackage(components: [String]? = nil) throws -> URL {
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
