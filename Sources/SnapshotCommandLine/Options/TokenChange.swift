import ComponentKit
import DesignTokens
import Foundation
import SnapshotCore
import SnapshotHarness

/// A token change to predict the reach of: replacement tables in a `--tokens` folder, or the
/// package's tables against the provenance recorded at a git revision (`--base`).
enum TokenChange {
    case tokens(URL)
    case base(String)

    /// The change the options name; a usage error unless exactly one of them is given.
    static func named(tokens: String?, base: String?) throws -> TokenChange {
        switch (tokens, base) {
        case (let folder?, nil): return .tokens(SnapshotCommand.url(folder))
        case (nil, let revision?): return .base(revision)
        default: throw OptionProblem("give the change as --tokens DIR or as --base GITREF (one of them)")
        }
    }

    /// The variants of `catalog` the change reaches, from the provenance of `workspace` (or of `--base`).
    func impact(in workspace: Workspace, catalog: Catalog) throws -> ImpactAnalysis {
        var recorded: [String: String] = [:]
        for component in catalog.componentNames {
            let path = ProvenanceListing.referencePath(component: component)
            if let text = try provenance(path, in: workspace) { recorded[component] = text }
        }
        let urls = Dictionary(
            catalog.components.compactMap { component in component.tokenTableURL.map { ("\(component.tokenFile).tokens.json", $0) } },
            uniquingKeysWith: { first, _ in first })
        return try ImpactAnalysis.predict(recorded: recorded, variants: catalog.variants) { file in
            switch self {
            case .tokens(let folder):
                let replacement = try ContainedFolder(folder, role: "the --tokens folder").resolve(file)
                guard FileManager.default.fileExists(atPath: replacement.path) else { return nil }
                return try TokenTable(contentsOf: replacement)
            case .base:
                return try urls[file].map { try TokenTable(contentsOf: $0) }
            }
        }
    }

    /// The recorded provenance at `path` (relative to `Snapshots/`): the checked-in file, or the
    /// one at the `--base` revision (nil when there is none).
    private func provenance(_ path: String, in workspace: Workspace) throws -> String? {
        switch self {
        case .tokens:
            return try workspace.referenceStore().read(workspace.snapshotsDirectory.appendingPathComponent(path))
                .map { String(decoding: $0, as: UTF8.self) }
        case .base(let revision):
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", workspace.root.path, "show", "\(revision):./Snapshots/\(path)"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                throw OptionProblem("--base: git could not be started (\(error.localizedDescription))")
            }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
        }
    }
}
