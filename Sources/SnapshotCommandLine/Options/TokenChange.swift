import ComponentKit
import DesignTokens
import Foundation
import SnapshotCore
import SnapshotHarness

/// A token change to predict the reach of: replacement tables in a `--tokens` folder, or the
/// working tree's tables against the provenance recorded at a git revision (`--base`).
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

    /// The variants of `catalog` the change reaches: those whose recorded provenance (of
    /// `workspace`, or at `--base`) read a token the change alters, then, unless `refining` is
    /// false, only those of them whose drawing it alters (``ImpactAnalysis/refined(with:variants:recorded:scale:)``).
    ///
    /// The new tables are the `--tokens` folder's, or for `--base` the working tree's files under
    /// `Sources/` (``TokenSources``), never tables this binary was built with that the working
    /// tree has since changed.
    ///
    /// - Parameter loaded: the design system the command loaded with its options, if any (see
    ///   ``TokenTablesAfterChange/system(options:workspace:catalog:loaded:)``).
    func impact(
        in workspace: Workspace, options: HarnessOptions, catalog: Catalog, loaded: DesignSystem? = nil, refining: Bool = true
    ) throws -> ImpactAnalysis {
        let recorded = try recordedProvenance(of: catalog, in: workspace)
        let tables = try TokenTablesAfterChange(self, catalog: catalog, workspace: workspace)
        defer { tables.removeScratch() }
        let predicted = try ImpactAnalysis.predict(recorded: recorded, variants: catalog.variants, table: tables.table(named:))
        let reachedByTokens = predicted.affected.contains { entry in !entry.causes.contains { $0.kind == .unknown } }
        guard refining, reachedByTokens,
            let system = try tables.system(options: options, workspace: workspace, catalog: catalog, loaded: loaded)
        else { return predicted }
        return predicted.refined(with: system, variants: catalog.variants, recorded: recorded, scale: options.scale, jobs: options.jobs)
    }

    /// Each component's recorded provenance, by component: the checked-in `provenance.txt`, or
    /// the one at the `--base` revision (resolved once). Either is read no further than a listing
    /// of the component's variants can need, and refused unparsed when it holds more than they
    /// could produce (``ProvenanceListing/Limits``). A component without one is left out.
    private func recordedProvenance(of catalog: Catalog, in workspace: Workspace) throws -> [String: String] {
        var base: GitRevision?
        if case .base(let ref) = self { base = try GitRevision.resolve(ref, in: workspace.root) }
        var recorded: [String: String] = [:]
        for component in catalog.components {
            let path = ProvenanceListing.referencePath(component: component.name), variants = component.variants.count
            if let base {
                let limit = ProvenanceListing.Limits.bytes(variants: variants)
                guard let data = try base.file("./Snapshots/\(path)", limit: limit) else { continue }
                try ProvenanceListing.check(data, variants: variants, path: "Snapshots/\(path) at \(base.ref)")
                recorded[component.name] = String(decoding: data, as: UTF8.self)
            } else {
                let url = workspace.snapshotsDirectory.appendingPathComponent(path)
                recorded[component.name] = try ProvenanceListing.read(url, store: workspace.referenceStore(), variants: variants)
            }
        }
        return recorded
    }
}
