import ComponentKit
import DesignTokens
import Foundation
import SnapshotCore

/// The token tables of a catalog as the package's working tree holds them, beside the copies
/// built into this binary: what `impact --base` compares the base revision with.
///
/// A component's ``Component/tokenTableURL`` points into the build's resource bundle
/// (`<Package>_<Target>.resources/EBSlider.tokens.json`). Its source is the file of that name
/// under the package's `Sources/<Target>/`, or, when the target keeps its sources elsewhere, the
/// only file of that name under `Sources/`. A table with no such file, or with several, has only
/// the binary's copy.
///
/// ```swift
/// let sources = TokenSources(catalog: .eb, packageRoot: workspace.root)
/// sources.tables["EBSlider.tokens.json"]?.source   // …/Sources/EBComponents/Tokens/EBSlider.tokens.json
/// sources.stale.map(\.name)                        // tables edited since the binary was built
/// ```
struct TokenSources {
    /// One table: its binary copy and its working-tree source.
    struct Table {
        /// The file name the tables are known by (`EBSlider.tokens.json`).
        var name: String
        /// The copy in the binary's resource bundle.
        var built: URL
        /// The working tree's file, when exactly one was found.
        var source: URL?
        /// The working tree's files of that name when there are several (none of them is taken).
        var candidates: [URL] = []

        /// The bytes a change should be read from: the source's, else the binary's copy.
        func bytes() throws -> Data {
            try TokenTable.bytes(ofFile: source ?? built)
        }

        /// Whether the working tree's file holds other bytes than the binary's copy (false
        /// when there is no source to compare).
        func isStale() throws -> Bool {
            guard let source else { return false }
            return try TokenTable.bytes(ofFile: source) != TokenTable.bytes(ofFile: built)
        }
    }

    /// The catalog's tables (its components' and those they draw), by file name.
    var tables: [String: Table] = [:]

    /// Locates the sources of `catalog`'s tables under `packageRoot/Sources`.
    init(catalog: Catalog, packageRoot: URL) {
        let sources = packageRoot.appendingPathComponent("Sources")
        for component in DesignSystem.withDependencies(catalog.components) {
            let name = "\(component.tokenFile).tokens.json"
            guard tables[name] == nil, let built = component.tokenTableURL else { continue }
            var table = Table(name: name, built: built)
            let target = Self.targetFolder(of: built, in: sources)
            let found = target.map { Self.files(named: built.lastPathComponent, under: $0) } ?? []
            let candidates = found.count == 1 ? found : Self.files(named: built.lastPathComponent, under: sources)
            if candidates.count == 1 { table.source = candidates[0] } else { table.candidates = candidates }
            tables[name] = table
        }
    }

    /// The tables whose working-tree file differs from the binary's copy, by name.
    func stale() throws -> [Table] {
        try tables.values.filter { try $0.isStale() }.sorted { $0.name < $1.name }
    }

    /// The folder `Sources/<Target>` of the target whose resource bundle holds `resource`
    /// (`<Package>_<Target>.resources` or `.bundle`), when the package has it.
    static func targetFolder(of resource: URL, in sources: URL) -> URL? {
        guard
            let bundle = resource.pathComponents.last(where: { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") })
        else { return nil }
        let stem = (bundle as NSString).deletingPathExtension
        // The package's name may hold underscores too: try each split, the longest target first.
        var index = stem.startIndex
        while let underscore = stem[index...].firstIndex(of: "_") {
            let target = String(stem[stem.index(after: underscore)...])
            var isDirectory: ObjCBool = false
            let folder = sources.appendingPathComponent(target)
            if !target.isEmpty, FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return folder
            }
            index = stem.index(after: underscore)
        }
        return nil
    }

    /// The regular files called `name` under `folder`, sorted by path (links are not followed).
    static func files(named name: String, under folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where PathBytes.equal(url.lastPathComponent, name) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
