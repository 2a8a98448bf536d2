import ComponentKit
import DesignTokens
import Foundation
import Rendering
import Synchronization

/// The design systems this process has loaded, by what they were loaded from.
///
/// Loading validates every variant of the catalog (it lays each one out), which a command run in
/// process by a test would otherwise repeat for every run. A system is reused only when the
/// catalog, the fonts (names, sizes, modification dates) and the token files (their bytes) are the
/// ones it was loaded from, so an edited token file is always read again.
enum LoadedDesignSystems {
    private static let systems = Mutex<[String: DesignSystem]>([:])

    /// The system for `fontsDirectory`, `tokensDirectory` and `catalog`, loaded once per content.
    static func system(fontsDirectory: URL?, tokensDirectory: URL?, catalog: Catalog) throws -> DesignSystem {
        let key = fingerprint(fontsDirectory: fontsDirectory, tokensDirectory: tokensDirectory, catalog: catalog)
        if let system = systems.withLock({ $0[key] }) { return system }
        let system = try DesignSystem(fontsDirectory: fontsDirectory, tokensDirectory: tokensDirectory, catalog: catalog)
        systems.withLock { $0[key] = system }
        return system
    }

    private static func fingerprint(fontsDirectory: URL?, tokensDirectory: URL?, catalog: Catalog) -> String {
        var digest = ContentDigest()
        // The types themselves (module-qualified), not only their names: two catalogs may name a
        // component alike and draw it differently.
        digest.add(catalog.components.map { String(reflecting: $0) }.joined(separator: ","))
        for (label, folder) in [("fonts", fontsDirectory), ("tokens", tokensDirectory)] {
            digest.add("\(label):\(folder?.resolvingSymlinksInPath().standardizedFileURL.path ?? "-")")
            guard let folder else { continue }
            let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys)) ?? []
            for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                digest.add(file.lastPathComponent)
                if label == "tokens", let data = try? TokenTable.bytes(ofFile: file) {
                    digest.add(data)
                } else if let values = try? file.resourceValues(forKeys: Set(keys)) {
                    digest.add("\(values.fileSize ?? -1) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)")
                }
            }
        }
        return digest.hex
    }
}
