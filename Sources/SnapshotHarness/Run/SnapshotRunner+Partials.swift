import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore

extension SnapshotRunner {
    /// Writes, for each failure with more than one change, the file of each change alone where
    /// one can be made, so `approve --cause KEY` writes the references' world plus that change and
    /// never another change's pixels:
    /// - a variant: rendered again with every other change reverted (tokens and texts; drawing
    ///   code cannot be reverted, so a change beside a drawing edit gets no file until the drawing
    ///   edit is accepted, while the drawing edit's file is the new code with the old inputs);
    /// - a motion's animation: made from its strip's file for that change, with the motion as
    ///   that change alone lays it out (``animationPartials(of:images:causes:)``);
    /// - a contact sheet: composed from its variants as they will be after the approval (each
    ///   variant's file for that change, its reference where the change does not reach it; none
    ///   when a variant on it cannot show the change alone);
    /// - a listing (`provenance.txt`, `variants.txt`, `accessibility.txt`): the recorded listing
    ///   with each block the change reaches as it will be (``listingPartial(_:key:component:store:context:imageCauses:)``).
    /// A failure with more changes than a manifest keeps (``OutputCaps/changesPerEntry``) gets
    /// none: it is accepted only whole. Each image is in the fast encoding of a failure's actual
    /// (``PNGCodec/encodePreview(_:)``): `approve` encodes its pixels again as `record` does.
    ///
    /// The files are made on the run's workers (`systems`, one design system each; the runner's
    /// own when none), each failure's apart, then written in the results' order: the same files
    /// for any number of workers. Each worker starts from the listing causes naming the
    /// composites' causes found (`listings`), and the pages from the letterings their checks kept.
    func writePartials(
        into results: inout [CheckResult], plan: RunPlan, store: ReferenceStore, context: CauseContext, systems: [DesignSystem] = [],
        letterings: SheetLetterings? = nil, listings: ListingCauseCache = ListingCauseCache()
    ) {
        let variants = Dictionary(plan.items.map { ($0.variant.id, $0.variant) }, uniquingKeysWith: { first, _ in first })
        let imageCauses = Dictionary(results.map { ($0.id, $0.causes) }, uniquingKeysWith: { first, _ in first })
        var images: [String: [String: RGBAImage]] = [:]
        for index in results.indices where Self.takesPartials(results[index]) {
            guard let variant = variants[results[index].id] else { continue }
            images[variant.id] = variantPartials(variant, causes: results[index].causes)
        }
        let chosen = results.filter(Self.takesPartials)
        let inputs = PartialInputs(
            pages: Dictionary(plan.pages.map { ($0.referencePath, $0) }, uniquingKeysWith: { first, _ in first }),
            strips: Dictionary(
                plan.items.map { ($0.variant.referencePath(scale: scale), $0.variant) }, uniquingKeysWith: { first, _ in first }),
            imageCauses: imageCauses, images: images, store: store, context: context, letterings: letterings)
        // A worker each system: its runner draws with it, and keeps its own listings' causes.
        let made = chosen.concurrentMap(
            workers: systems.count,
            state: { worker in
                var runner = self
                if worker < systems.count { runner.system = systems[worker] }
                return (runner: runner, listings: listings)
            }
        ) { worker, result in worker.runner.partialFiles(of: result, inputs: inputs, listings: &worker.listings) }
        var slot = 0
        for index in results.indices where Self.takesPartials(results[index]) {
            defer { slot += 1 }
            // The reference's own name (`…@2x.png`), not the id: an image's id has neither its
            // scale nor its extension.
            guard let relative = PathBytes.remainder(of: results[index].reference.path, after: store.directory.path + "/") else {
                continue
            }
            for (key, data) in made[slot].sorted(by: { $0.key < $1.key }) {
                let named = Self.partialName(relative, key: key)
                if let url = try? artifacts.write(data, for: named, role: .actual) { results[index].partials[key] = url }
            }
        }
    }

    /// What every failure's partials are made from: the pages by path, each file's causes, the
    /// variants' images of each change alone.
    struct PartialInputs: @unchecked Sendable {
        let pages: [String: ContactSheet.Page]
        /// The variants by their strip's reference path (a motion's animation names its strip).
        let strips: [String: ComponentVariant]
        let imageCauses: [String: [FailureCause]]
        let images: [String: [String: RGBAImage]]
        let store: ReferenceStore
        let context: CauseContext
        /// The failing pages' letterings their checks kept.
        let letterings: SheetLetterings?
    }

    /// The files of `result`'s changes alone, by key: a variant's images encoded, a page composed
    /// per change, a listing made per change.
    private func partialFiles(of result: CheckResult, inputs: PartialInputs, listings: inout ListingCauseCache) -> [String: Data] {
        let id = result.id
        let keys = Self.changeKeys(result)
        if let partial = inputs.images[id] { return partial.compactMapValues { try? PNGCodec.encodePreview($0) } }
        if let strip = MotionAnimation.strip(of: id), let variant = inputs.strips[strip] {
            return animationPartials(of: variant, images: inputs.images[variant.id] ?? [:], causes: result.causes)
        }
        if let page = inputs.pages[id] {
            return sheetPartials(
                page, keys: keys, imageCauses: inputs.imageCauses, images: inputs.images, store: inputs.store,
                lettering: inputs.letterings?.lettering(for: id))
        }
        guard let slash = id.firstIndex(of: "/") else { return [:] }
        var files: [String: Data] = [:]
        for key in keys {
            files[key] = listingPartial(
                id, key: key, component: String(id[..<slash]), store: inputs.store, context: inputs.context,
                imageCauses: inputs.imageCauses, cache: &listings)
        }
        return files
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

    /// `variant` rendered with each of its changes alone, by key, where every other change can be reverted.
    private func variantPartials(_ variant: ComponentVariant, causes: [FailureCause]) -> [String: RGBAImage] {
        var partials: [String: RGBAImage] = [:]
        for key in Set(FailureCause.changeKeys(causes)) {
            guard let reversion = CauseEngine.reversion(showing: key, among: causes),
                let image = try? system.render(variant, scale: scale, reverting: reversion)
            else { continue }
            partials[key] = image
        }
        return partials
    }
}
