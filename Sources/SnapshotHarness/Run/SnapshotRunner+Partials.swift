import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore

extension SnapshotRunner {
    /// Writes, for each failure with more than one change, the file of each change alone where
    /// one can be made, so `approve --cause KEY` writes the references' world plus that change and
    /// never another change's pixels:
    /// - a variant: rendered again with every other change's tokens at their recorded values
    ///   (only when every other change is a token's);
    /// - a contact sheet: composed from its variants as they will be after the approval (the
    ///   change's own images, the references of variants it does not reach);
    /// - `provenance.txt`: the recorded listing with the blocks of the variants the change alone
    ///   reaches replaced.
    /// A change none of these can show alone gets no file: approving it leaves the failure. A
    /// failure with more changes than a manifest keeps (``OutputCaps/changesPerEntry``) gets none:
    /// it is accepted only whole.
    func writePartials(into results: inout [CheckResult], plan: RunPlan, store: ReferenceStore, context: CauseContext) {
        let variants = Dictionary(plan.items.map { ($0.variant.id, $0.variant) }, uniquingKeysWith: { first, _ in first })
        let pages = Dictionary(plan.pages.map { ($0.referencePath, $0) }, uniquingKeysWith: { first, _ in first })
        var images: [String: [String: RGBAImage]] = [:]
        for index in results.indices where Self.takesPartials(results[index]) {
            guard let variant = variants[results[index].id] else { continue }
            images[variant.id] = variantPartials(variant, causes: results[index].causes)
        }
        let keysByID = Dictionary(results.map { ($0.id, Self.changeKeys($0)) }, uniquingKeysWith: { first, _ in first })
        for index in results.indices where Self.takesPartials(results[index]) {
            let id = results[index].id
            var files: [String: Data] = [:]
            if let partial = images[id] {
                files = partial.compactMapValues { try? PNGCodec.encode($0) }
            } else if let page = pages[id] {
                files = sheetPartials(page, keys: Self.changeKeys(results[index]), keysByID: keysByID, images: images, store: store)
            } else if id == ProvenanceListing.referencePath(component: String(id.prefix { $0 != "/" })) {
                files = listingPartials(id, keys: Self.changeKeys(results[index]), store: store, context: context)
            }
            for (key, data) in files {
                let relative = store.url(for: id).path.dropFirst(workspace.snapshotsDirectory.path.count + 1)
                let named = Self.partialName(String(relative), key: key)
                if let url = try? artifacts.write(data, for: named, role: .actual) { results[index].partials[key] = url }
            }
        }
    }

    /// The name a partial of `relative` for `key` is written under: `x@2x~cKEY.png`.
    static func partialName(_ relative: String, key: String) -> String {
        let path = relative as NSString
        return "\(path.deletingPathExtension)~\(key).\(path.pathExtension)"
    }

    /// Whether a result gets a file per change: it has more than one, and no more than a manifest keeps.
    static func takesPartials(_ result: CheckResult) -> Bool {
        (2...OutputCaps.changesPerEntry).contains(changeKeys(result).count)
    }

    /// The change keys of a result's causes.
    static func changeKeys(_ result: CheckResult) -> Set<String> { Set(FailureCause.changeKeys(result.causes)) }

    /// `variant` rendered with each of its changes alone, by key, where every other change is a token's.
    private func variantPartials(_ variant: ComponentVariant, causes: [FailureCause]) -> [String: RGBAImage] {
        let inputs = causes.filter { !$0.isEffect }
        let byKey = Dictionary(grouping: inputs) { FailureCause.key(forChanges: [$0.change]) }
        var partials: [String: RGBAImage] = [:]
        for key in byKey.keys {
            let others = byKey.filter { $0.key != key }.flatMap(\.value)
            guard others.allSatisfy({ $0.kind == .token }),
                let image = try? system.render(variant, scale: scale, overriding: CauseEngine.overrides(others))
            else { continue }
            partials[key] = image
        }
        return partials
    }

    /// `page` composed once per change key as it will be after approving that change alone.
    private func sheetPartials(
        _ page: ContactSheet.Page, keys: Set<String>, keysByID: [String: Set<String>], images: [String: [String: RGBAImage]],
        store: ReferenceStore
    ) -> [String: Data] {
        var files: [String: Data] = [:]
        for key in keys {
            var composed: [RGBAImage] = []
            for variant in page.variants {
                let own = keysByID[variant.id] ?? []
                let image: RGBAImage?
                if own.isEmpty || own == [key] {
                    image = try? system.render(variant, scale: scale)
                } else if own.contains(key) {
                    image = images[variant.id]?[key]
                } else {
                    let url = store.url(for: variant.referencePath(scale: scale))
                    image = (try? store.read(url)).flatMap { $0 }.flatMap { try? PNGCodec.decode($0, source: url.path) }
                }
                guard let image else { break }
                composed.append(image)
            }
            guard composed.count == page.variants.count,
                let sheet = try? ContactSheet.compose(page, images: composed, imageScale: scale, system: system),
                let png = try? PNGCodec.encode(sheet)
            else { continue }
            files[key] = ContactSheet.stamped(png, inputs: ContactSheet.inputDigest(page, images: composed, imageScale: scale))
        }
        return files
    }

    /// The component's recorded `provenance.txt` with, per change key, that change's lines taken
    /// from this run's: the whole block of a variant the change alone reaches, and for a variant
    /// it shares with other token changes, the block laid out with theirs at their recorded
    /// values; none for a change that cannot be told apart.
    private func listingPartials(_ id: String, keys: Set<String>, store: ReferenceStore, context: CauseContext) -> [String: Data] {
        let component = String(id.prefix { $0 != "/" })
        guard let type = system.catalog.component(named: component),
            let recordedText = try? ProvenanceListing.read(store.url(for: id), store: store, variants: type.variants.count),
            let current = try? ProvenanceListing.text(for: type, system: system)
        else { return [:] }
        let recorded = ListingBlocks(recordedText), now = ListingBlocks(current)
        let before = context.recorded.listing(of: component)
        var variantCauses: [String: [FailureCause]] = [:]
        for variant in type.variants {
            guard let old = before[variant.name], let new = try? system.provenance(of: variant), old != new else { continue }
            variantCauses[variant.name] = CauseEngine.causes(recorded: old, now: new, renderer: context.renderer)
        }
        var files: [String: Data] = [:]
        for key in keys {
            let text = recorded.replacing(from: now) { name, old, new in
                guard let causes = variantCauses[name] else { return old }
                let own = Set(FailureCause.changeKeys(causes))
                guard own.contains(key) else { return old }
                guard let new else { throw ListingBlocks.Refusal() }
                if own == [key] { return new }
                // Shared with other changes: this variant's facts with theirs at the recorded values.
                let others = causes.filter { !$0.isEffect && FailureCause.key(forChanges: [$0.change]) != key }
                guard others.allSatisfy({ $0.kind == .token }), let variant = type.variants.first(where: { $0.name == name }),
                    let partial = try? system.provenance(of: variant, overriding: CauseEngine.overrides(others))
                else { throw ListingBlocks.Refusal() }
                return partial.lines.map { "  " + $0 }
            }
            if let text { files[key] = Data(text.utf8) }
        }
        return files
    }
}
