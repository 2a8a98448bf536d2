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
/// A system over other token files takes the layouts of the components whose tables did not
/// change from the last one loaded with the same catalog and fonts
/// (``DesignSystem/init(fontsDirectory:tokensDirectory:catalog:reusingLayoutsOf:)``).
enum LoadedDesignSystems {
    private static let systems = Mutex<[String: DesignSystem]>([:])
    /// The last system loaded for each catalog and fonts (whatever its tokens): a system over
    /// other tokens takes from it the layouts of the components whose tables are the same.
    private static let lastByFonts = Mutex<[String: DesignSystem]>([:])

    /// The system for `fontsDirectory`, `tokensDirectory` and `catalog`, loaded once per content.
    static func system(fontsDirectory: URL?, tokensDirectory: URL?, catalog: Catalog) throws -> DesignSystem {
        var digest = ContentDigest()
        // The types themselves (module-qualified), not only their names: two catalogs may name a
        // component alike and draw it differently.
        digest.add(catalog.components.map { String(reflecting: $0) }.joined(separator: ","))
        add("fonts", fontsDirectory, to: &digest)
        let fontsKey = digest.hex
        add("tokens", tokensDirectory, to: &digest)
        let key = digest.hex
        if let system = systems.withLock({ $0[key] }) { return system }
        let earlier = lastByFonts.withLock { $0[fontsKey] }
        let system = try DesignSystem(
            fontsDirectory: fontsDirectory, tokensDirectory: tokensDirectory, catalog: catalog, reusingLayoutsOf: earlier)
        systems.withLock { $0[key] = system }
        lastByFonts.withLock { $0[fontsKey] = system }
        return system
    }

    /// Adds `folder`'s path and its files (a token file by its bytes, any other by its size and
    /// modification date) to `digest`.
    private static func add(_ label: String, _ folder: URL?, to digest: inout ContentDigest) {
        digest.add("\(label):\(folder?.resolvingSymlinksInPath().standardizedFileURL.path ?? "-")")
        guard let folder else { return }
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
}
