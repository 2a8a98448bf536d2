import ArgumentParser
import ComponentKit
import Foundation
import SnapshotCore
import SnapshotHarness

/// Flags every subcommand shares: where the package is and the render scale.
package struct HarnessOptions: ParsableArguments {
    @Option(name: .long, help: "Pixels per point of rendered images.")
    package var scale: Int = 2

    @Option(name: .long, help: "A folder inside the package (default: the current folder).")
    var packagePath: String?

    @Option(
        name: .long,
        help:
            "Read <Component>.tokens.json files from this folder instead of the bundled ones (a component whose file it lacks keeps its own)."
    )
    var tokens: String?

    @Option(name: .long, help: "Variants rendered at once (default: the number of cores). Output is identical for any value.")
    package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: .long, help: "No progress line (it shows on a terminal for runs over a second, and every 10 s in CI logs).")
    var quiet = false

    /// The progress line of a run labelled `label` (`verify`), as this invocation wants it.
    func progressLine(_ label: String) -> ProgressLine {
        ProgressLine(label: label, style: ProgressLine.style(quiet: quiet, environment: ProcessInfo.processInfo.environment))
    }

    package init() {}

    package func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4 (got \(scale))") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1…64 (got \(jobs))") }
        if let tokens {
            var isDirectory: ObjCBool = false
            let path = SnapshotCommand.url(tokens).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("--tokens: \(path) does not exist")
            }
            guard isDirectory.boolValue else {
                throw ValidationError("--tokens: \(path) is a file; give the folder that holds <Component>.tokens.json files")
            }
        }
    }

    /// The package to work on; refused when its references belong to another catalog (``ForeignCatalog``).
    package func workspace() throws -> Workspace {
        let start = SnapshotCommand.url(packagePath ?? ".")
        let workspace = try Workspace.locate(from: start)
        try ForeignCatalog.check(workspace, catalog: SnapshotCommand.catalog)
        return workspace
    }

    /// The catalog's tables edited under `workspace`'s `Sources/` since this binary was built
    /// (``StaleTables``), those the `--tokens` folder replaces left out; nil when none is.
    func staleTables(_ workspace: Workspace) throws -> StaleTables? {
        let replaced = tokens.map { (try? FileManager.default.contentsOfDirectory(atPath: SnapshotCommand.url($0).path)) ?? [] } ?? []
        return try StaleTables.find(catalog: SnapshotCommand.catalog, in: workspace.root, replaced: Set(replaced))
    }

    /// Fonts and validated token tables of `workspace`. With `--tokens`, says which tables the
    /// folder replaces (and fails when it replaces none) and warns about replacements whose modes
    /// the matrices do not render.
    package func designSystem(_ workspace: Workspace) throws -> DesignSystem {
        let folder = tokens.map { SnapshotCommand.url($0) }
        if let folder {
            // Every table is read from inside the folder: a file there that links elsewhere is refused.
            let contained = ContainedFolder(folder, role: "the --tokens folder")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name.hasSuffix(".tokens.json") { _ = try contained.resolve(name) }
        }
        let system = try LoadedDesignSystems.system(
            fontsDirectory: try workspace.fontsDirectory, tokensDirectory: folder, catalog: SnapshotCommand.catalog)
        if let folder {
            let expected = Set(SnapshotCommand.catalog.components.map { "\($0.tokenFile).tokens.json" }).sorted()
            guard !system.replacedTables.isEmpty else {
                throw OptionProblem(
                    "--tokens: \(folder.path) holds none of the tables it could replace (\(expected.joined(separator: ", ")))")
            }
            Console.error("note: --tokens: \(system.replacedTables.joined(separator: ", ")) from \(folder.path)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files.sorted() where file.hasSuffix(".tokens.json") && !system.replacedTables.contains(file) {
                Console.error(
                    "warning: --tokens: \(file) replaces no table (names are case-sensitive: \(expected.joined(separator: ", ")))")
            }
        }
        for note in system.overriddenThemes { Console.error("warning: \(note)") }
        return system
    }

    /// Writes `data` to the file `path` names on the command line (`--junit`, `--summary`,
    /// `--output`): atomically, and never into `Snapshots/` of `workspace` (or of the package
    /// the file's real folder belongs to), however the path gets there. Returns the file written.
    ///
    /// A FIFO or character device (`/dev/stdout`) is written in place, never replaced; a socket
    /// or block device is refused (``FileWriter/write(_:toNamedFile:awayFrom:)``). Every refusal
    /// names `flag`.
    @discardableResult
    static func writeNamedFile(_ data: Data, to path: String, flag: String, workspace: Workspace? = nil) throws -> URL {
        let file = SnapshotCommand.url(path)
        let folder = ContainedFolder(file.deletingLastPathComponent(), role: "the folder of \(path)")
        let located = (try? folder.realLocation()).map { URL(fileURLWithPath: $0) } ?? file.deletingLastPathComponent()
        var forbidden = workspace.map { [$0.snapshots] } ?? []
        if let owner = try? Workspace.locate(from: located) { forbidden.append(owner.snapshots) }
        do {
            return try FileWriter.write(data, toNamedFile: file, awayFrom: forbidden)
        } catch .intoSnapshots(_, let leadsTo, _) {
            throw OptionProblem(
                "\(flag) may not point into Snapshots/ (\(path) leads to \(leadsTo)): "
                    + "references change only through `\(CommandName.current) record` or `approve`")
        } catch {
            throw OptionProblem("\(flag): \(error)")
        }
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
