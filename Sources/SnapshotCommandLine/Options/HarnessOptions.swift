import ArgumentParser
import Components
import Foundation
import SnapshotHarness

/// Flags every subcommand shares: where the package is and the render scale.
struct HarnessOptions: ParsableArguments {
    @Option(name: .long, help: "Pixels per point of rendered images.")
    var scale: Int = 2

    @Option(name: .long, help: "A folder inside the package (default: the current folder).")
    var packagePath: String?

    @Option(
        name: .long,
        help:
            "Read <Component>.tokens.json files from this folder instead of the bundled ones (a component whose file it lacks keeps its own)."
    )
    var tokens: String?

    @Option(name: .long, help: "Variants rendered at once (default: the number of cores). Output is identical for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4 (got \(scale))") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1…64 (got \(jobs))") }
    }

    /// The package to work on.
    func workspace() throws -> Workspace {
        let start = SnapshotCommand.url(packagePath ?? ".")
        return try Workspace.locate(from: start)
    }

    /// Fonts and validated token tables of `workspace`; warns about `--tokens` tables whose modes
    /// the matrices do not render.
    func designSystem(_ workspace: Workspace) throws -> DesignSystem {
        let system = try LoadedDesignSystems.system(
            fontsDirectory: workspace.fontsDirectory, tokensDirectory: tokens.map { SnapshotCommand.url($0) },
            catalog: SnapshotCommand.catalog)
        for note in system.overriddenThemes { Console.error("warning: \(note)") }
        return system
    }

    /// Throws a usage error naming `flag` unless the folder that will hold `path` exists.
    static func requireParentFolder(of path: String?, flag: String) throws {
        guard let path else { return }
        let folder = SnapshotCommand.url(path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(flag): the folder \(folder.path) does not exist")
        }
    }
}
