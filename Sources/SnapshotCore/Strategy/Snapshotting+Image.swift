import Foundation
import Rendering

extension Diffing where Format == RGBAImage {
    /// PNG references compared with ``ImageComparison`` (pixelmatch) under `tolerance`; failures carry
    /// `diff.png` and `strip.png` (reference | diff | actual) artifacts.
    public static func image(tolerance: Tolerance = .exact) -> Diffing {
        Diffing(
            toData: { image in try PNGCodec.encode(image) },
            fromData: { data, source in try PNGCodec.decode(data, source: source) },
            diff: { reference, actual in
                guard let failure = ImageComparison.compare(reference: reference, actual: actual, tolerance: tolerance) else {
                    return nil
                }
                var artifacts: [String: Data] = [:]
                if let diff = failure.diffImage, let png = try? PNGCodec.encode(diff) { artifacts["diff.png"] = png }
                if let strip = failure.strip, let png = try? PNGCodec.encode(strip) { artifacts["strip.png"] = png }
                return SnapshotDifference(message: failure.message, artifacts: artifacts)
            })
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// Snapshots an image as a PNG reference.
    public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { $0 }
    }
}
