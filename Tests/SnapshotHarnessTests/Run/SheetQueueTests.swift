import Foundation
import Synchronization
import Testing

@testable import SnapshotHarness

@Suite struct SheetQueueTests {
    /// Pages handed over from four threads at once: each is composed exactly once, never two at
    /// the same time, and none is left behind when the threads are done.
    @Test func everyPageIsComposedOnceAndOneAtATime() {
        let queue = SheetQueue()
        let composed = Mutex<[Int]>([])
        let composing = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for page in stride(from: worker, to: 200, by: 4) {
                queue.compose(page, PageAssembly.Assembled(thumbnails: [], inputs: "\(page)")) { page, assembled in
                    if composing.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
                    #expect(assembled.inputs == "\(page)")
                    usleep(50)
                    composed.withLock { $0.append(page) }
                    composing.subtract(1, ordering: .sequentiallyConsistent)
                }
            }
        }
        #expect(composed.withLock { $0.sorted() } == Array(0..<200))
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }
}
