import Foundation

/// Lets one worker at a time compose and check contact-sheet pages: a page completed while
/// another worker is composing one waits for that worker, which takes it next, so the first
/// worker goes back to rendering instead of holding a second page's canvas, image and encoding.
///
/// A page's composition needs several copies of the page's pixels at once (the canvas, its image,
/// the encoder's rows, the decoded reference): one page at a time keeps that to one page's worth
/// whatever the number of workers, and no worker ever waits.
final class SheetQueue: @unchecked Sendable {
    private var waiting: [(page: Int, assembled: PageAssembly.Assembled)] = []
    private var busy = false
    private let lock = NSLock()

    /// Runs `body` for `page` now, and then for every page handed over meanwhile, unless another
    /// worker is composing: then that worker runs it (with its own `body`, the same work).
    func compose(_ page: Int, _ assembled: PageAssembly.Assembled, with body: (Int, PageAssembly.Assembled) -> Void) {
        let first: Bool = lock.withLock {
            if busy {
                waiting.append((page, assembled))
                return false
            }
            busy = true
            return true
        }
        guard first else { return }
        var next: (page: Int, assembled: PageAssembly.Assembled)? = (page, assembled)
        while let job = next {
            body(job.page, job.assembled)
            next = lock.withLock {
                guard !waiting.isEmpty else {
                    busy = false
                    return nil
                }
                return waiting.removeFirst()
            }
        }
    }
}
