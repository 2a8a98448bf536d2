import Foundation
import Rendering

/// Collects the rendered images of each contact-sheet page from concurrent workers and hands a
/// page's images over once, to the worker that delivered the last of them (then forgets them).
final class PageAssembly: @unchecked Sendable {
    private var images: [[RGBAImage?]]
    private var remaining: [Int]
    private var failed: [String?]
    private let lock = NSLock()

    init(pages: [ContactSheet.Page]) {
        images = pages.map { Array(repeating: nil, count: $0.variants.count) }
        remaining = pages.map(\.variants.count)
        failed = Array(repeating: nil, count: pages.count)
    }

    /// A page's images when complete, or the first variant that could not be rendered.
    enum Delivery {
        case pending
        case complete([RGBAImage])
        case incomplete(failedVariant: String)
    }

    /// Stores `image` (nil: `variant` failed to render) at `position` of `page`.
    func deliver(_ image: RGBAImage?, variant: String, page: Int, position: Int) -> Delivery {
        lock.withLock {
            if let image { images[page][position] = image } else if failed[page] == nil { failed[page] = variant }
            remaining[page] -= 1
            guard remaining[page] == 0 else { return .pending }
            let complete = images[page].compactMap { $0 }
            images[page] = []
            if let variant = failed[page] { return .incomplete(failedVariant: variant) }
            return .complete(complete)
        }
    }
}
