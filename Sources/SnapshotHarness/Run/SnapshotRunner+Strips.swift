import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore
import SnapshotRendering

extension SnapshotRunner {
    /// Writes the strip (reference | diff | actual side by side) of the failed variant images a
    /// reader is shown one of: the first to hold each change (its cause group's example in the
    /// report), and each holding none. The others keep their actual and diff images alone.
    ///
    /// A strip is three images wide: encoding one per failure cost a verify with hundreds of
    /// failures of a few changes more than all the rest of its artifacts, for pictures nobody
    /// opened (the report shows each failure's three images apart). It is made here, once the
    /// causes are known, from the reference and the actual file the run wrote; a reference that
    /// cannot be read gets none, as before.
    func writeExampleStrips(into results: inout [CheckResult], plan: RunPlan, store: ReferenceStore) {
        let variants = Dictionary(plan.items.map { ($0.variant.id, $0.variant) }, uniquingKeysWith: { first, _ in first })
        var shown = Set<String>()
        for index in results.indices {
            guard case .outcome(.failed) = results[index].status, let variant = variants[results[index].id] else { continue }
            let keys = FailureCause.changeKeys(results[index].causes)
            let fresh = keys.filter { shown.insert($0).inserted }
            guard keys.isEmpty || !fresh.isEmpty, let file = exampleStrip(of: variant, store: store) else { continue }
            results[index].artifacts.append(file.url)
            results[index].written[file.url.path] = file.identity
        }
    }

    /// The strip of `variant`'s failure, written beside its actual file; nil when its reference or
    /// actual cannot be read, or the reference (of another size) is too large to show.
    private func exampleStrip(of variant: ComponentVariant, store: ReferenceStore) -> (url: URL, identity: FileIdentity?)? {
        let relative = variant.referencePath(scale: scale)
        let reference = store.url(for: relative)
        guard let actual = try? PNGCodec.read(contentsOf: artifacts.url(for: relative, role: .actual)),
            let data = try? store.read(reference), let header = PNGHeader(data),
            (header.width == actual.width && header.height == actual.height)
                || header.pixelCount <= Diffing<RGBAImage>.sideBySidePixelBudget,
            let recorded = try? PNGCodec.decode(data, source: reference.path),
            let strip = ImageComparison.compare(
                reference: recorded, actual: actual, tolerance: tolerances[variant.component] ?? tolerance, strip: true)?.strip,
            let png = try? PNGCodec.encodePreview(strip)
        else { return nil }
        return try? artifacts.writeNoting(png, for: relative, role: .strip)
    }
}
