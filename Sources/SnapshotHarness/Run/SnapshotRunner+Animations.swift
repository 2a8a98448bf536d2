import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore

extension SnapshotRunner {
    /// The check of `variant`'s animation (``MotionAnimation``) after its strip's (`strip`, of
    /// the rendered `image`): nil for a variant without a motion, or whose strip could not be
    /// rendered (its error says why).
    ///
    /// The animation is made from the strip the references will hold: the rendered one, or, when
    /// a tolerance let a strip of other pixels match, the recorded one (its animation is still
    /// the recorded one's). It is recorded as its strip is, in the same transaction: every mode
    /// writes it when it is missing or differs (`.all`, `.failed`), or when it is missing
    /// (`.missing`, which also replaces one that differs beside a strip it has just written: an
    /// animation left behind by a variant removed, then added again).
    func animationCheck(of variant: ComponentVariant, strip: CheckResult, image: RGBAImage?, store: ReferenceStore, system: DesignSystem)
        -> CheckResult?
    {
        guard let image, let motion = try? system.layout(of: variant).motion else { return nil }
        let stripPath = variant.referencePath(scale: scale)
        let relative = MotionAnimation.path(of: stripPath)
        var stripChanged = true
        var source = image
        if case .outcome(let outcome) = strip.status {
            switch outcome {
            case .matched, .kept:
                stripChanged = false
                if (tolerances[variant.component] ?? tolerance).rule != .everyChangedPixel,
                    let recorded = recordedStrip(stripPath, store: store)
                {
                    source = recorded
                }
            case .recorded, .missing, .failed:
                break
            }
        }
        let strategy = MotionAnimation.strategy(limit: MotionAnimation.byteLimit(of: motion, scale: scale), stripChanged: stripChanged)
        var stripWritten = false
        if case .outcome(.recorded) = strip.status { stripWritten = true }
        let scale = scale
        return check(id: relative, relative: relative, store: store) { mode in
            let data = try MotionAnimation.encode(source, motion: motion, scale: scale)
            // A strip just written takes its animation along, whatever one was left there.
            let mode = mode == .missing && stripWritten ? .failed : mode
            return try SnapshotCheck.check(data, as: strategy, reference: store.url(for: relative), mode: mode, store: store)
        }
    }

    /// The recorded strip at `path`, decoded (nil when it cannot be read).
    private func recordedStrip(_ path: String, store: ReferenceStore) -> RGBAImage? {
        let url = store.url(for: path)
        return (try? store.read(url)).flatMap { $0 }.flatMap { try? PNGCodec.decode($0, source: url.path) }
    }

    /// Gives each failed or missing animation its strip's causes: the same change, so one group
    /// and one `approve --cause` key. An animation whose strip passed keeps none: it alone
    /// changed, and its message says so.
    func shareStripCauses(into results: inout [CheckResult]) {
        let stripCauses = Dictionary(
            results.filter { !MotionAnimation.isAnimation($0.id) }.map { (MotionAnimation.path(of: $0.reference.path), $0.causes) },
            uniquingKeysWith: { first, _ in first })
        for index in results.indices where MotionAnimation.isAnimation(results[index].id) && !results[index].passed {
            if let causes = stripCauses[results[index].reference.path] { results[index].causes = causes }
        }
    }

    /// The animations of the files `images` holds for a strip's changes apart (by change key),
    /// each with the motion as that change alone lays it out (its frame times may be the change).
    func animationPartials(of variant: ComponentVariant, images: [String: RGBAImage], causes: [FailureCause]) -> [String: Data] {
        var files: [String: Data] = [:]
        for (key, image) in images {
            guard let reversion = CauseEngine.reversion(showing: key, among: causes),
                let motion = try? system.layout(of: variant, reverting: reversion).layout.motion,
                let data = try? MotionAnimation.encode(image, motion: motion, scale: scale)
            else { continue }
            files[key] = data
        }
        return files
    }
}
