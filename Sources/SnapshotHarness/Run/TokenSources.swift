import ComponentKit
import Foundation
import SnapshotCore

/// The token tables of a catalog as the package's working tree holds them, beside the copies
/// built into this binary: what `impact --base` reads as the new tables, and what `verify`,
/// `record`, `approve` and the assertions compare to tell a binary built before an edit
/// (``StaleTables``).
///
/// A component's ``Component/tokenTableURL`` points into the build's resource bundle
/// (`<Package>_<Target>.resources/EBSlider.tokens.json`). Its source is the file of that name
/// under the package's `Sources/<Target>/`, or, when the target keeps its sources elsewhere, the
/// only file of that name under `Sources/`. A table with no such file, or with several, has only
/// the binary's copy. The package is the workspace the command runs in, never the checkout the
/// binary was built from: a binary built in one git worktree and run in another reads the
/// tables of the other.
///
/// Locating walks each target folder once for all its tables, and `Sources/` at most once more.
///
/// ```swift
/// let sources = TokenSources(catalog: .eb, packageRoot: workspace.root)
/// sources.tables["EBSlider.tokens.json"]?.source   // …/Sources/EBComponents/Tokens/EBSlider.tokens.json
/// try sources.stale().map(\.name)                  // tables edited since the binary was built
/// ```
package struct TokenSources: Sendable {
    /// One table: its binary copy and its working-tree source.
    package struct Table: Sendable {
        /// The file name the tables are known by (`EBSlider.tokens.json`).
        package var name: String
        /// The copy in the binary's resource bundle.
        package var built: URL
        /// The working tree's file, when exactly one was found.
        package var source: URL?
        /// The working tree's files of that name when there are several (none of them is taken).
        package var candidates: [URL] = []

        /// Whether the working tree's file holds other bytes than the binary's copy (false
        /// when there is no source to compare): sizes first, then digests (``TableDigests``).
        package func isStale() throws -> Bool {
            guard let source else { return false }
            return try TableDigests.differ(source, built)
        }
    }

    /// The catalog's tables (its components' and those they draw), by file name.
    package var tables: [String: Table] = [:]

    /// Locates the sources of `catalog`'s tables under `packageRoot/Sources` (none when the
    /// package has no such folder: a client whose targets live elsewhere).
    package init(catalog: Catalog, packageRoot: URL) {
        var built: [(name: String, url: URL)] = []
        for component in DesignSystem.withDependencies(catalog.components) {
            let name = "\(component.tokenFile).tokens.json"
            guard !built.contains(where: { $0.name == name }), let url = component.tokenTableURL else { continue }
            built.append((name, url))
        }
        self.init(built: built, packageRoot: packageRoot)
    }

    /// Locates the sources of the tables `built` (each one's name and the binary's copy) under
    /// `packageRoot/Sources`: each target folder is walked once for all its tables, and `Sources/`
    /// at most once more for the tables not found exactly once there.
    init(built: [(name: String, url: URL)], packageRoot: URL) {
        let sources = packageRoot.appendingPathComponent("Sources")
        var byFolder: [URL: Set<String>] = [:]
        var folders: [String: URL] = [:]
        for (name, url) in built {
            tables[name] = Table(name: name, built: url)
            if let target = Self.targetFolder(of: url, in: sources) {
                folders[name] = target
                byFolder[target, default: []].insert(url.lastPathComponent)
            }
        }
        guard !tables.isEmpty, Self.isFolder(sources) else { return }
        var found: [URL: [String: [URL]]] = [:]
        for (folder, names) in byFolder { found[folder] = Self.files(named: names, under: folder) }
        var everywhere: [String: [URL]]?
        for (name, table) in tables {
            let file = table.built.lastPathComponent
            var candidates = folders[name].flatMap { found[$0]?[file] } ?? []
            if candidates.count != 1 {
                if everywhere == nil { everywhere = Self.files(named: Set(tables.values.map(\.built.lastPathComponent)), under: sources) }
                candidates = everywhere?[file] ?? []
            }
            if candidates.count == 1 { tables[name]?.source = candidates[0] } else { tables[name]?.candidates = candidates }
        }
    }

    /// The tables whose working-tree file differs from the binary's copy, by name, except those
    /// named in `replaced` (read from a `--tokens` folder: the binary's copy is not what runs).
    package func stale(except replaced: Set<String> = []) throws -> [Table] {
        try tables.values.filter { !replaced.contains($0.name) }.filter { try $0.isStale() }.sorted { $0.name < $1.name }
    }

    /// The folder `Sources/<Target>` of the target whose resource bundle holds `resource`
    /// (`<Package>_<Target>.resources` or `.bundle`), when the package has it.
    package static func targetFolder(of resource: URL, in sources: URL) -> URL? {
        guard
            let bundle = resource.pathComponents.last(where: { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") })
        else { return nil }
        let stem = (bundle as NSString).deletingPathExtension
        // The package's name may hold underscores too: try each split, the longest target first.
        var index = stem.startIndex
        while let underscore = stem[index...].firstIndex(of: "_") {
            let target = String(stem[stem.index(after: underscore)...])
            let folder = sources.appendingPathComponent(target)
            if !target.isEmpty, isFolder(folder) { return folder }
            index = stem.index(after: underscore)
        }
        return nil
    }

    /// The regular files under `folder` whose names are in `names`, by name, each list sorted by
    /// path (links are not followed; one walk for every name). Names compare as bytes: a file
    /// whose name is only canonically equivalent (a U+212A twin) is not the table.
    static func files(named names: Set<String>, under folder: URL) -> [String: [URL]] {
        guard
            !names.isEmpty,
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [:] }
        let wanted = Set(names.map(PathBytes.Key.init))
        var found: [PathBytes.Key: [URL]] = [:]
        for case let url as URL in walker {
            let key = PathBytes.Key(url.lastPathComponent)
            guard wanted.contains(key), (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            found[key, default: []].append(url)
        }
        var byName: [String: [URL]] = [:]
        for name in names { if let urls = found[PathBytes.Key(name)] { byName[name] = urls.sorted { $0.path < $1.path } } }
        return byName
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
