import ComponentKit
import Foundation
import SnapshotCore

/// A package whose references belong to another catalog: what `swift run snapshot` (the
/// harness's own executable, over the EB catalog) finds when it is run in a client's package.
///
/// A folder of `Snapshots/` is a component's when it holds that component's `variants.txt` (the
/// command line writes one for every component it records; a test file's folder has none). When
/// `Snapshots/` holds such folders and the running catalog knows none of them, the package is
/// another command line's: running this one would list every one of its own variants as missing,
/// and `record` would write them all into the package. Every command that works on the package
/// refuses it then, before reading or writing anything, and names the command that works there.
/// A package that removed one of its components still knows the others, so its `verify` and
/// `clean` report and remove the removed one's references as orphans.
struct ForeignCatalog: Error, CustomStringConvertible {
    /// The component folders of `Snapshots/`, sorted.
    let components: [String]
    /// The package's root.
    let package: String

    /// The most component names the message lists.
    static let namedLimit = 5

    var description: String {
        let shown = components.prefix(Self.namedLimit).joined(separator: ", ")
        let more = components.count > Self.namedLimit ? " and \(components.count - Self.namedLimit) more" : ""
        return "\(package)/Snapshots holds the references of \(shown)\(more), none of which this command line's catalog knows: "
            + "it is another package's command line (`swift run snapshot` is the harness's own, over its EB catalog). Nothing was "
            + "read or written. Run the package's own command line: `\(CommandName.pluginInvocation) …` finds it, or "
            + "`swift run <its executable> …`"
    }

    /// Throws when `workspace`'s `Snapshots/` holds component folders and `catalog` knows none of them.
    static func check(_ workspace: Workspace, catalog: Catalog) throws {
        let found = componentFolders(in: workspace.snapshotsDirectory)
        guard !found.isEmpty, Set(found).isDisjoint(with: catalog.componentNames) else { return }
        throw ForeignCatalog(components: found, package: workspace.root.path)
    }

    /// The folders directly under `snapshots` that hold a `variants.txt`, sorted (at most the
    /// first 10,000 entries are looked at: the check is a glance, never a scan of the tree).
    static func componentFolders(in snapshots: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []
        return names.prefix(10_000).filter { name in
            var isDirectory: ObjCBool = false
            let listing = snapshots.appendingPathComponent(name).appendingPathComponent("variants.txt").path
            return FileManager.default.fileExists(atPath: listing, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}
