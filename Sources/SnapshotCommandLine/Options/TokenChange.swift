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
        let recorded = try recordedProvenance(of: catalog, in: workspace)
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
