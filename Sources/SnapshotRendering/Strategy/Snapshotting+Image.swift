import Foundation
import Rendering
import SnapshotCore

extension Diffing where Format == RGBAImage {
    /// The most pixels a reference of another size is decoded to show it beside the actual image
    /// (4096 × 4096): a larger one is reported by its header alone.
    package static var sideBySidePixelBudget: Int { 16 * 1024 * 1024 }

    /// PNG references compared with ``ImageComparison`` under `tolerance` (every changed pixel by
    /// default); failures carry
    /// `diff.png` and `strip.png` (reference | diff | actual) artifacts.
    ///
    /// A reference is read only up to what a PNG of the actual image's size can need
    /// (``PNGHeader/maximumFileSize(width:height:allowance:)``), and its header is compared with
    /// the actual size before anything is decoded: a reference of another size costs a header
    /// read (and a decode only to show it side by side, when it has at most
    /// ``sideBySidePixelBudget`` pixels); one padded with data its pixels cannot need is refused.
    /// A reference of the actual's size and pixels matches it exactly
    /// (``Diffing/matchesExactly``), whatever its bytes: `record --mode all` leaves it alone.
    public static func image(tolerance: Tolerance = .exact) -> Diffing {
        image(tolerance: tolerance, strips: true)
    }

    /// ``image(tolerance:)``, with a failure's strip only when `strips` (a contact sheet page's
    /// failure carries its diff alone: its strip would be three pages wide, and the report shows
    /// the reference, the diff and the actual apart).
    package static func image(tolerance: Tolerance, strips: Bool) -> Diffing {
        Diffing(
            toData: { image in try PNGCodec.encode(image) },
            fromData: { data, source in
                do {
                    return try PNGCodec.decode(data, source: source)
                } catch {
                    throw SnapshotError.unreadableReference(path: source, detail: (error as? RenderError)?.message ?? "\(error)")
                }
            },
            diff: { reference, actual in
                guard let failure = ImageComparison.compare(reference: reference, actual: actual, tolerance: tolerance, strip: strips)
                else { return nil }
                return difference(failure)
            },
            referenceByteLimit: { actual in PNGHeader.maximumFileSize(width: actual.width, height: actual.height) },
            differenceBeforeDecoding: { data, complete, actual in
                // A header over the decoder's budget is no image at all: decoding refuses it, in words.
                guard let header = PNGHeader(data), header.width != actual.width || header.height != actual.height,
                    header.pixelCount <= PNGCodec.defaultPixelBudget
                else { return nil }
                if complete, header.pixelCount <= sideBySidePixelBudget, let reference = try? PNGCodec.decode(data),
                    let failure = ImageComparison.compare(reference: reference, actual: actual, tolerance: tolerance, strip: strips)
                {
                    return difference(failure)
                }
                return SnapshotDifference(
                    message: "size differs: reference \(header.width)×\(header.height) px, actual \(actual.width)×\(actual.height) px "
                        + "(the reference was not decoded: it is too large to show beside the actual image)")
            },
            matchesExactly: { reference, actual in reference == actual })
    }

    /// A mismatch as a difference with its images encoded: the diff and the strip are only looked
    /// at, never approved, so they take the fast encoder (``PNGCodec/encodePreview(_:)``).
    private static func difference(_ failure: ImageMismatch) -> SnapshotDifference {
        var artifacts: [String: Data] = [:]
        if let diff = failure.diffImage, let png = try? PNGCodec.encodePreview(diff) { artifacts["diff.png"] = png }
        if let strip = failure.strip, let png = try? PNGCodec.encodePreview(strip) { artifacts["strip.png"] = png }
        return SnapshotDifference(message: failure.message, artifacts: artifacts)
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// Snapshots an image as a PNG reference.
    public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
        image(tolerance: tolerance, strips: true)
    }

    /// ``image(tolerance:)``, with failure strips only when `strips`.
    package static func image(tolerance: Tolerance, strips: Bool) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, strips: strips)) { $0 }
    }
}
