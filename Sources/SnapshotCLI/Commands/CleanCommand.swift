import ArgumentParser
import Components
import Foundation
import SnapshotHarness

/// `snapshot clean [--dry-run]`
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean", abstract: "List and remove references that no variant produces (orphans).")

    @OptionGroup var options: HarnessOptions

    @Flag(name: .long, help: "Only list the orphans.")
    var dryRun = false

    func run() throws {
        let workspace = try options.workspace()
        let system = try options.designSystem(workspace)
        let text = try Catalog.components.flatMap { try TextReferences.all(for: $0, system: system).map(\.path) }
        let orphans = try Orphans.find(in: workspace.snapshotsDirectory, variants: Catalog.variants, textReferences: text)
        orphans.forEach { print((dryRun ? "orphan " : "removed ") + "Snapshots/\($0)") }
        if !dryRun { try Orphans.remove(orphans, in: workspace.snapshotsDirectory) }
        print("clean: \(orphans.count) orphan(s)" + (dryRun ? " (dry run, nothing removed)" : " removed"))
    }
}
