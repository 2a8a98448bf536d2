import ComponentKit
import Rendering
import Synchronization

/// The EB catalog's renders with ``sharedSystem``, shared by every test of the process that needs
/// the same ones: each variant is drawn once at a scale, and what a test keeps of it afterwards
/// is its 1× thumbnail (what a contact-sheet page is composed from).
///
/// A whole render is handed to the test that asks for it and not kept (the catalog at 2× is
/// 170 MB of pixels); its thumbnail is (about 40 MB for the catalog). So the per-variant check
/// and the contact-sheet check of one variant draw it once between them, in whichever order
/// they run.
///
/// ```swift
/// let image = try SharedRenders.render(variant, scale: 2)         // drawn, thumbnail kept
/// let cells = try page.variants.map { try SharedRenders.thumbnail($0, scale: 2) }   // none drawn again
/// ```
package enum SharedRenders {
    /// The thumbnails drawn so far, by variant id and scale.
    private static let thumbnails = Mutex<[Key: RGBAImage]>([:])

    private struct Key: Hashable {
        var id: String
        var scale: Int
    }

    /// `variant` drawn at `scale` with ``sharedSystem``; its thumbnail is kept for
    /// ``thumbnail(_:scale:)``.
    package static func render(_ variant: ComponentVariant, scale: Int) throws -> RGBAImage {
        let image = try sharedSystem.render(variant, scale: scale)
        let thumbnail = image.downscaled(by: scale)
        thumbnails.withLock { $0[Key(id: variant.id, scale: scale)] = thumbnail }
        return image
    }

    /// `variant` drawn at `scale` and reduced to 1× (``RGBAImage/downscaled(by:)``), as a run
    /// keeps it for its page: drawn only if no test of this process has drawn it yet.
    package static func thumbnail(_ variant: ComponentVariant, scale: Int) throws -> RGBAImage {
        if let kept = thumbnails.withLock({ $0[Key(id: variant.id, scale: scale)] }) { return kept }
        return try render(variant, scale: scale).downscaled(by: scale)
    }
}
