import Foundation
import Rendering
import Synchronization

/// Collects what each contact-sheet page needs from concurrent workers, and hands a page over
/// once, to the worker that delivered the last of its variants (then forgets it).
///
/// A page keeps each variant's thumbnail (its render reduced to the sheet's 1×, a quarter of the
/// pixels at 2×) and the digest of its renders taken in the page's order
/// (``ContactSheet/InputDigest``): a render is let go once it is added, so a run holds one
/// thumbnail per variant of the pages in progress, and a full render only for a variant that
/// arrives before one ahead of it on its page (out of order by the workers' timing, a few at most).
final class PageAssembly: @unchecked Sendable {
    /// A page complete: its thumbnails in the page's order, and the digest of its renders.
    ///
    /// A reference, so that the worker checking the page can let the thumbnails go
    /// (``takeThumbnails()``) once the page is drawn, whoever else holds the page.
    final class Assembled: Sendable {
        private let storage: Mutex<[RGBAImage]>
        let inputs: String

        init(thumbnails: [RGBAImage], inputs: String) {
            storage = Mutex(thumbnails)
            self.inputs = inputs
        }

        /// The thumbnails in the page's order (none once taken).
        var thumbnails: [RGBAImage] { storage.withLock { $0 } }

        /// The thumbnails, which the page no longer holds: a page is checked by one worker, once.
        func takeThumbnails() -> [RGBAImage] {
            storage.withLock { thumbnails in
                defer { thumbnails = [] }
                return thumbnails
            }
        }
    }

    /// A page's delivery: complete, or the first variant that could not be rendered.
    enum Delivery {
        case pending
        case complete(Assembled)
        case incomplete(failedVariant: String)
    }

    private struct PageState {
        var thumbnails: [RGBAImage?]
        var digest: PageDigestFeed
        var remaining: Int
        var failed: String?
    }

    private var states: [PageState?]
    private let lock = NSLock()
    private let imageScale: Int

    init(pages: [ContactSheet.Page], imageScale: Int) {
        self.imageScale = imageScale
        states = pages.map { page in
            PageState(
                thumbnails: Array(repeating: nil, count: page.variants.count),
                digest: PageDigestFeed(ContactSheet.InputDigest(page, imageScale: imageScale)), remaining: page.variants.count)
        }
    }

    /// Stores `image` (nil: `variant` failed to render) at `position` of `page`; its thumbnail is
    /// made here, before the lock.
    func deliver(_ image: RGBAImage?, variant: String, page: Int, position: Int) -> Delivery {
        let thumbnail = image?.downscaled(by: imageScale)
        return lock.withLock {
            guard var state = states[page] else { return .pending }
            if let image, let thumbnail {
                state.thumbnails[position] = thumbnail
                state.digest.add(image, at: position)
            } else {
                if state.failed == nil { state.failed = variant }
                state.digest.skip(position)
            }
            state.remaining -= 1
            guard state.remaining == 0 else {
                states[page] = state
                return .pending
            }
            states[page] = nil
            if let failed = state.failed { return .incomplete(failedVariant: failed) }
            return .complete(Assembled(thumbnails: state.thumbnails.compactMap { $0 }, inputs: state.digest.hex))
        }
    }
}
