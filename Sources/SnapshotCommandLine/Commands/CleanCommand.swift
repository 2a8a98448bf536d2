import ArgumentParser
import ComponentKit
import Foundation
import SnapshotHarness

/// `snapshot clean [--dry-run]`
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "List and remove references that no variant produces (orphans).",
        discussion: """
            Only files the harness names itself (<variant>@<N>x.png, a motion's animation <variant>@<N>x.animated.png, and temporary files of an interrupted write) \
            in a catalog component's folder are ever removed. Everything else under Snapshots/ — per-test folders \
            written by assertSnapshot, README files, other catalogs' folders — is listed as not managed and left alone.
            """)

    @OptionGroup var options: HarnessOptions

    @Flag(name: .long, help: "Only list the orphans.")
    var dryRun = false

    func run() throws {
        let workspace = try options.workspace()
        let system = try options.designSystem(workspace)
        let lock = try workspace.lock(dryRun ? .shared : .exclusive, purpose: "snapshot clean")
        defer { lock.release() }
        let scan = try Orphans.scan(
            workspace.snapshotsDirectory, catalog: system.catalog, sheets: ContactSheet.paths(in: system),
            textReferences: TextReferences.paths(in: system), animations: MotionAnimation.paths(in: system))
        scan.orphans.forEach { Console.out((dryRun ? "orphan " : "removed ") + "Snapshots/\($0)") }
        scan.unmanaged.forEach { Console.out("not managed, left alone: Snapshots/\($0)") }
        if !dryRun { try Orphans.remove(scan.orphans, in: workspace.snapshots) }
        Console.out(
            "clean: \(scan.orphans.count) orphan(s)" + (dryRun ? " (dry run, nothing removed)" : " removed")
                + (scan.unmanaged.isEmpty ? "" : ", \(scan.unmanaged.count) file(s) not managed, left alone"))
    }
}
