import ComponentKit
import DesignTokens
import Foundation
import SnapshotCore
import SnapshotHarness

/// The token tables on a change's new side, and the design system that lays variants out with
/// them: a `--tokens` folder's replacements, or for `--base` the working tree's tables.
///
/// For `--base` each table is read from its working-tree file (``TokenSources``), so a binary
/// built before the edit still sees it. A table with no such file is read from the binary; one
/// with several files of its name is read from the binary only when its copy is one of them,
/// and refused otherwise ("rebuild first").
///
/// ```swift
/// let tables = try TokenTablesAfterChange(.base("HEAD~1"), catalog: .eb, workspace: workspace)
/// let slider = try tables.table(named: "EBSlider.tokens.json")   // Sources/EBComponents/Tokens/EBSlider.tokens.json
/// ```
final class TokenTablesAfterChange {
    private let change: TokenChange
    /// For `--base`: the catalog's tables, with their working-tree files.
    private let sources: TokenSources?
    /// A folder of working-tree tables made for the design system, removed by ``removeScratch()``.
    private var scratch: URL?

    init(_ change: TokenChange, catalog: Catalog, workspace: Workspace) throws {
        self.change = change
        guard case .base(let ref) = change else {
            sources = nil
            return
        }
        let sources = TokenSources(catalog: catalog, packageRoot: workspace.root)
        try Self.check(sources, ref: ref)
        self.sources = sources
    }

    deinit { removeScratch() }

    /// The table the file `name` (`EBSlider.tokens.json`) now reads; nil when the change leaves it as it is.
    func table(named name: String) throws -> TokenTable? {
        switch change {
        case .tokens(let folder):
            let replacement = try ContainedFolder(folder, role: "the --tokens folder").resolve(name)
            guard FileManager.default.fileExists(atPath: replacement.path) else { return nil }
            return try TokenTable(contentsOf: replacement)
        case .base:
            guard let table = sources?.tables[name] else { return nil }
            return try TokenTable(contentsOf: table.source ?? table.built)
        }
    }

    /// A design system over the new tables, or nil (with a warning) when the variants cannot be
    /// laid out with them: the prediction then stays the provenance pass's.
    ///
    /// - Parameter loaded: the system the command already loaded with its options, when it has
    ///   one (`verify --affected-by`); `--tokens` uses it as it is.
    func system(options: HarnessOptions, workspace: Workspace, catalog: Catalog, loaded: DesignSystem?) throws -> DesignSystem? {
        do {
            let stale = try sources?.stale() ?? []
            if stale.isEmpty { return try loaded ?? options.designSystem(workspace) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-impact-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            scratch = folder
            for table in stale {
                if let source = table.source {
                    try FileWriter.write(
                        TokenTable.bytes(ofFile: source), to: table.name, in: ContainedFolder(folder, role: "the impact's scratch folder"))
                }
            }
            return try DesignSystem(
                fontsDirectory: workspace.fontsDirectory, tokensDirectory: folder, catalog: catalog, reusingLayoutsOf: loaded)
        } catch let problem as OptionProblem {
            throw problem
        } catch {
            Console.error(
                "warning: impact: the variants cannot be laid out with the new tables (\(error)); "
                    + "the prediction is the provenance pass's alone (variants whose listings alone change included). "
                    + "A binary built from another checkout than this package's lays out with its own code: rebuild it here first")
            return nil
        }
    }

    /// Removes the folder of working-tree tables made for the design system, if any.
    func removeScratch() {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
        scratch = nil
    }

    /// Notes where `sources`' tables are read from, and refuses a table whose working-tree
    /// file cannot be told and whose binary copy is none of the candidates.
    private static func check(_ sources: TokenSources, ref: String) throws {
        let tables = sources.tables.values.sorted { $0.name < $1.name }
        for table in tables where table.source == nil && !table.candidates.isEmpty {
            let built = try TokenTable.bytes(ofFile: table.built)
            guard try !table.candidates.contains(where: { try TokenTable.bytes(ofFile: $0) == built }) else { continue }
            throw OptionProblem(
                "--base '\(ref)': several files under Sources/ are called \(table.name) (\(table.candidates.map(\.path).joined(separator: ", "))) "
                    + "and the copy built into this binary is none of them: rebuild first (swift build), then run again")
        }
        let unsourced = tables.filter { $0.source == nil }.map(\.name)
        if !unsourced.isEmpty {
            Console.error(
                "note: --base: no single file under Sources/ holds \(unsourced.joined(separator: ", ")): "
                    + "the copies built into this binary are read (rebuild first if they changed)")
        }
        for table in try sources.stale() {
            Console.error(
                "note: --base: \(table.name) read from \(table.source?.path ?? "the working tree"), "
                    + "which differs from the copy built into this binary (rebuild before rendering)")
        }
    }
}
