import ComponentKit
import Foundation
import SnapshotCauses
import SnapshotCore

/// Each variant's listing causes, found once per run for the three listings of its component.
struct ListingCauseCache {
    var byComponent: [String: [String: [FailureCause]]] = [:]
}

extension SnapshotRunner {
    /// A listing (`provenance.txt`, `variants.txt` or `accessibility.txt`) as it will be after
    /// approving `key`'s change alone: the recorded listing, with each variant's block that the
    /// change reaches
    /// - as this run has it, when it is the variant's only change;
    /// - otherwise laid out with every other token and text change reverted, then every other
    ///   change put back in words (``CauseEngine/facts(showing:among:reverted:recorded:)``).
    /// Variants added or removed are the matrix edit's: its file is the current variants with
    /// only the new ones' blocks from this run (and the current header); every other change's
    /// keeps the recorded variants and header. Nil when the listing cannot be read, a block cannot
    /// be made, or a variant's image holds a change no render can revert beside this one (drawing
    /// code): the listing then takes the change only with that one, or after it.
    func listingPartial(
        _ id: String, key: String, component: String, store: ReferenceStore, context: CauseContext,
        imageCauses: [String: [FailureCause]], cache: inout ListingCauseCache
    ) -> Data? {
        guard let type = system.catalog.component(named: component), let kind = ListingKind(id: id, component: component),
            let recordedText = try? readListing(id, kind: kind, store: store, variants: type.variants.count),
            let currentText = try? kind.text(for: type, system: system)
        else { return nil }
        let causes = listingCauses(of: type, context: context, cache: &cache)
        let recorded = ListingBlocks(recordedText), current = ListingBlocks(currentText)
        let recordedFacts = context.recorded.listing(of: component)
        let edit = (imageCauses[id] ?? []).lazy.compactMap { cause -> FailureCause.MatrixEdit? in
            if case .variants(let edit) = cause { return edit }
            return nil
        }.first
        if let edit, FailureCause.variants(edit).changeKey == key {
            // The matrix edit alone: the current variants, the new ones' blocks as this run has them.
            let new = Set(edit.added + edit.renamed.compactMap { $0.components(separatedBy: " → ").last })
            let pieces: [ListingBlocks.Piece] =
                [.lines(current.headerTexts)]
                + type.variants.map { variant in
                    new.contains(variant.name) ? .lines(current.block(of: variant.name) ?? []) : .block(variant.name)
                }
            return Data(recorded.text(of: pieces).utf8)
        }
        // Another change alone: the recorded variants (a removed one kept, an added one left out).
        let variants = Dictionary(type.variants.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var pieces: [ListingBlocks.Piece] = [edit == nil ? .lines(current.headerTexts) : .header]
        for name in recorded.names {
            guard let variant = variants[name] else {
                pieces.append(.block(name))
                continue
            }
            let own = causes[variant.name] ?? []
            let keys = Set(FailureCause.changeKeys(own))
            if !keys.contains(key) {
                pieces.append(.block(name))
            } else if keys == [key] {
                pieces.append(.lines(current.block(of: variant.name) ?? []))
            } else if let image = imageCauses[variant.id], !image.isEmpty, CauseEngine.reversion(showing: key, among: image) == nil {
                // Its image holds a change no render can revert beside this one, so the change
                // cannot be shown alone in it, nor in the listing made from it: refused in words.
                return nil
            } else {
                guard let made = try? partialBlock(variant, kind: kind, key: key, causes: own, recorded: recordedFacts[variant.name])
                else { return nil }
                pieces.append(.lines(made))
            }
        }
        return Data(recorded.text(of: pieces).utf8)
    }

    /// `variant`'s block of `kind` with only `key`'s change among `causes` made.
    private func partialBlock(_ variant: ComponentVariant, kind: ListingKind, key: String, causes: [FailureCause], recorded: Provenance?)
        throws -> [String]
    {
        let reverted = try system.layout(of: variant, reverting: CauseEngine.reversion(showingListing: key, among: causes))
        switch kind {
        case .variants: return VariantListing.block(of: variant, layout: reverted.layout)
        case .accessibility: return AccessibilityListing.block(of: variant, layout: reverted.layout)
        case .provenance:
            guard let recorded else { return ProvenanceListing.block(of: variant, provenance: reverted.provenance) }
            let facts = CauseEngine.facts(showing: key, among: causes, reverted: reverted.provenance, recorded: recorded)
            return ProvenanceListing.block(of: variant, provenance: facts)
        }
    }

    /// Every variant's listing causes in `component`, by name (found once per run).
    private func listingCauses(of component: any Component.Type, context: CauseContext, cache: inout ListingCauseCache)
        -> [String: [FailureCause]]
    {
        if let known = cache.byComponent[component.name] { return known }
        let recorded = context.recorded.listing(of: component.name)
        var found: [String: [FailureCause]] = [:]
        for variant in component.variants {
            guard let old = recorded[variant.name] else { continue }
            let causes = listingCauses(of: variant, recorded: old, context: context)
            if !causes.isEmpty { found[variant.name] = causes }
        }
        cache.byComponent[component.name] = found
        return found
    }

    /// The recorded text of a listing, a provenance listing only within its limits.
    /// nil for a listing that is not UTF-8: a partial is its bytes with blocks replaced, and the
    /// decoder's repairs would change the others (approve then leaves the file, in words).
    private func readListing(_ id: String, kind: ListingKind, store: ReferenceStore, variants: Int) throws -> String? {
        if kind == .provenance {
            guard let text = try ProvenanceListing.read(store.url(for: id), store: store, variants: variants),
                let data = try store.read(store.url(for: id)), String(validating: data, as: UTF8.self) != nil
            else { return nil }
            return text
        }
        return try store.read(store.url(for: id)).flatMap { String(validating: $0, as: UTF8.self) }
    }
}

/// The three listings made of one block per variant.
enum ListingKind {
    case variants, accessibility, provenance

    /// The listing `id` names in `component`, if it is one.
    init?(id: String, component: String) {
        switch id {
        case VariantListing.referencePath(component: component): self = .variants
        case AccessibilityListing.referencePath(component: component): self = .accessibility
        case ProvenanceListing.referencePath(component: component): self = .provenance
        default: return nil
        }
    }

    /// The whole listing as this run makes it.
    func text(for component: any Component.Type, system: DesignSystem) throws -> String {
        switch self {
        case .variants: try VariantListing.text(for: component.matrixDescription, system: system)
        case .accessibility: try AccessibilityListing.text(for: component, system: system)
        case .provenance: try ProvenanceListing.text(for: component, system: system)
        }
    }
}
