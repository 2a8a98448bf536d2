import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore

/// What a run needs to name a failure's causes as it fails: the recorded provenance and how the
/// renderer differs from the one that recorded the references.
struct CauseContext: Sendable {
    let recorded: RecordedProvenance
    let renderer: RendererChange?
}

extension SnapshotRunner {
    /// How this machine's renderer differs, in the fields known to change pixels, from the one
    /// that recorded the references (nil when it does not, or nothing was recorded).
    func rendererChange(store: ReferenceStore) throws -> RendererChange? {
        guard let data = try? store.read(store.url(for: fingerprintPath)),
            let recorded = try? JSONDecoder().decode(RendererFingerprint.self, from: data)
        else { return nil }
        return RendererChange(try RendererFingerprint.current(fonts: system.fonts, scale: scale).differences(from: recorded))
    }

    /// The causes of `variant`'s failed image `actual`, by ``CauseEngine``: rendered again with
    /// inputs reverted, and drawn again into a record, where it takes that to tell them apart.
    func causes(of variant: ComponentVariant, actual: RGBAImage, store: ReferenceStore, system: DesignSystem, context: CauseContext)
        -> [FailureCause]
    {
        guard let now = try? system.provenance(of: variant) else { return [.unknown(nil)] }
        if let refusal = context.recorded.refusal(of: variant.component) { return [.unknown(refusal)] }
        let reference = store.url(for: variant.referencePath(scale: scale))
        var counterfactual = self.counterfactual(of: variant, system: system)
        counterfactual.actual = actual
        counterfactual.reference = {
            (try? store.read(reference)).flatMap { $0 }.flatMap { try? PNGCodec.decode($0, source: reference.path) }
        }
        return CauseEngine.causes(
            recorded: context.recorded.listing(of: variant.component)[variant.name], now: now, renderer: context.renderer,
            counterfactual: counterfactual)
    }

    /// How `variant` is made again with inputs reverted (no image or reference: a listing's).
    func counterfactual(of variant: ComponentVariant, system: DesignSystem) -> Counterfactual {
        let scale = scale
        return Counterfactual(
            actual: nil, render: { try system.render(variant, scale: scale, reverting: $0) },
            provenance: { try system.provenance(of: variant, reverting: $0) })
    }

    /// The causes of `variant`'s lines in its component's listings: every fact that differs
    /// from the recorded one, drawing digests the changed inputs explain left out.
    func listingCauses(of variant: ComponentVariant, recorded: Provenance, context: CauseContext) -> [FailureCause] {
        guard let now = try? system.provenance(of: variant), recorded != now else { return [] }
        return CauseEngine.listingCauses(
            recorded: recorded, now: now, renderer: context.renderer, counterfactual: counterfactual(of: variant, system: system))
    }

    /// Gives the failed files made from many variants their causes: a listing (`provenance.txt`,
    /// `variants.txt`, `accessibility.txt`) those of every variant of its component whose facts
    /// differ; a contact sheet those of the failed variants on it (or, when none failed,
    /// ``sheetCauses(of:variantCauses:context:)``). One token edit then gives one key to all it reached.
    /// Each variant's listing causes found on the way are kept in `listings`, for the listings'
    /// partials (``writePartials(into:plan:store:context:systems:letterings:listings:)``).
    func nameCompositeCauses(of results: inout [CheckResult], plan: RunPlan, context: CauseContext, listings: inout ListingCauseCache) {
        let pages = Dictionary(plan.pages.map { ($0.referencePath, $0) }, uniquingKeysWith: { first, _ in first })
        // The variants' causes, read once (the loop changes only listings' and sheets').
        let variantCauses = Dictionary(results.map { ($0.id, $0.causes) }, uniquingKeysWith: { first, _ in first })
        var listingCauses: [String: [FailureCause]] = [:]
        for index in results.indices {
            guard case .outcome(.failed) = results[index].status, results[index].causes.isEmpty,
                let slash = results[index].id.firstIndex(of: "/")
            else { continue }
            let component = String(results[index].id[..<slash]), file = String(results[index].id[results[index].id.index(after: slash)...])
            if Self.isListing(component: component, file: file) {
                if listingCauses[component] == nil {
                    listingCauses[component] = changedFacts(of: component, context: context, listings: &listings)
                }
                let causes = listingCauses[component] ?? []
                // Only provenance.txt lists tokens, aliases and drawings: the other listings change with the layout.
                let layoutOnly = file != "provenance.txt"
                results[index].causes = layoutOnly ? causes.filter(\.canMoveLayout) : causes
            } else if let page = pages[results[index].id] {
                results[index].causes = sheetCauses(of: page, variantCauses: variantCauses, context: context)
            }
        }
    }

    /// The causes of every variant of `component` whose facts differ from the recorded ones (by
    /// their facts alone: a listing's lines change whether or not the pixels do), one per change.
    private func changedFacts(of component: String, context: CauseContext, listings: inout ListingCauseCache) -> [FailureCause] {
        let before = context.recorded.listing(of: component)
        var causes: [FailureCause] = [], byVariant: [String: [FailureCause]] = [:]
        for variant in system.catalog.component(named: component)?.variants ?? [] {
            guard let old = before[variant.name] else { continue }
            let found = listingCauses(of: variant, recorded: old, context: context)
            if !found.isEmpty { byVariant[variant.name] = found }
            causes += found
        }
        listings.byComponent[component] = byVariant
        return Self.distinctChanges(causes)
    }

    /// The causes of a failed contact-sheet page: those of its failed variants; else the changed
    /// provenance of its variants this run did not check; else the sheet's own drawing, since
    /// every variant on it matches (a failure is never left without a cause).
    ///
    /// - Parameter variantCauses: every checked result's causes by id (empty for a pass).
    private func sheetCauses(of page: ContactSheet.Page, variantCauses byID: [String: [FailureCause]], context: CauseContext)
        -> [FailureCause]
    {
        let fromVariants = page.variants.flatMap { byID[$0.id] ?? [] }
        if !fromVariants.isEmpty { return Self.distinctChanges(fromVariants) }
        let unchecked = page.variants.filter { byID[$0.id] == nil }
        let recorded = context.recorded.listing(of: page.component)
        let fromProvenance = unchecked.flatMap { variant -> [FailureCause] in
            guard let old = recorded[variant.name] else { return [] }
            return listingCauses(of: variant, recorded: old, context: context)
        }
        if !fromProvenance.isEmpty { return Self.distinctChanges(fromProvenance) }
        let note = unchecked.isEmpty ? nil : "\(unchecked.count) of its \(page.variants.count) variants were not checked in this run"
        return [.sheet(page: page.referencePath, note: note)]
    }

    /// Writes every cause of each failure with more than a manifest keeps
    /// (``OutputCaps/causesPerEntry``) to its `….causes.txt` artifact, one a line, control
    /// characters as visible escapes: the one place the whole list is.
    func writeCauseLists(into results: inout [CheckResult]) {
        let snapshots = workspace.snapshotsDirectory.standardizedFileURL.path + "/"
        for index in results.indices where results[index].causes.count > OutputCaps.causesPerEntry {
            let reference = results[index].reference.standardizedFileURL.path
            guard let relative = PathBytes.remainder(of: reference, after: snapshots) else { continue }
            let text = results[index].causes.map { ControlCharacters.visible($0.description) + "\n" }.joined()
            if let url = try? artifacts.write(Data(text.utf8), for: relative, role: .causes, pathExtension: "txt") {
                results[index].artifacts.append(url)
            }
        }
    }

    /// Whether `file` is one of the text listings made from all of a component's variants
    /// (`provenance.txt`, `variants.txt`, `accessibility.txt`).
    static func isListing(component: String, file: String) -> Bool {
        let relative = "\(component)/\(file)"
        return relative == ProvenanceListing.referencePath(component: component)
            || relative == VariantListing.referencePath(component: component)
            || relative == AccessibilityListing.referencePath(component: component)
    }

    /// One cause per distinct change (the first), in order: what a file made from many variants lists.
    static func distinctChanges(_ causes: [FailureCause]) -> [FailureCause] {
        var seen = Set<String>()
        return causes.filter { seen.insert($0.change).inserted }
    }
}
