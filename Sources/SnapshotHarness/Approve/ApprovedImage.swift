import Foundation
import Rendering

/// The bytes `approve` writes for an actual PNG: its pixels as `record` encodes them.
///
/// A verify keeps a failure's actual image (and each change's file alone) in the fast encoding
/// (``PNGCodec/encodePreview(_:)``), whose bytes are not the reference encoding; a reference is always the
/// package's own encoding of its pixels (``PNGCodec/encode(_:)``). So every approval encodes the
/// pixels again, whichever encoding the run used:
///
/// ```swift
/// let image = try PNGCodec.decode(actual)
/// let reference = try ApprovedImage.bytes(of: actual, decoded: image)   // == PNGCodec.encode(image)
/// ```
enum ApprovedImage {
    /// `png`, decoded as `image`, encoded again with ``PNGCodec/encode(_:)``: the bytes `record`
    /// writes for the same pixels. A contact sheet's stamp is carried over, made for the new
    /// bytes when it was the old bytes' own (a stale stamp stays stale, so the page is still
    /// composed and compared). A file holding more than a still image (an animation's chunks)
    /// is returned as it is.
    static func bytes(of png: Data, decoded image: RGBAImage) throws(RenderError) -> Data {
        guard PNGCodec.isStill(png) else { return png }
        let canonical = try PNGCodec.encode(image)
        guard let stamp = PNGTextChunk.text(keyword: ContactSheet.stampKeyword, in: png) else { return canonical }
        let ownImage = ";image=" + (PNGTextChunk.imageDigest(of: png) ?? "")
        guard stamp.hasPrefix("inputs="), stamp.hasSuffix(ownImage) else {
            return PNGTextChunk.inserting(stamp, keyword: ContactSheet.stampKeyword, into: canonical)
        }
        let inputs = String(stamp.dropFirst("inputs=".count).dropLast(ownImage.count))
        return ContactSheet.stamped(canonical, inputs: inputs)
    }
}
