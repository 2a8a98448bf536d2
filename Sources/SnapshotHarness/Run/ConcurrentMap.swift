import Foundation

extension Array {
    /// `transform` of each element, in order, made on every core: for work on files apart (a
    /// failure's images to read, check and hash), whose results must not depend on which core
    /// made them.
    ///
    /// ```swift
    /// let digests = urls.concurrentMap { url in try? Data(contentsOf: url) }
    /// ```
    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        concurrentMap(workers: ProcessInfo.processInfo.activeProcessorCount, state: { _ in () }) { _, element in transform(element) }
    }

    /// `transform` of each element, in order, made by up to `workers` threads, each with the
    /// state `state` makes for it (a design system of its own, a cache): the next element not
    /// taken goes to the first thread free, so the results must not depend on which made them.
    func concurrentMap<State, T>(workers: Int, state: (Int) -> State, _ transform: (inout State, Element) -> T) -> [T] {
        withoutActuallyEscaping(state) { state in
            withoutActuallyEscaping(transform) { transform in
                let slots = MapSlots(elements: self, state: state, transform: transform)
                DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(count, workers))) { worker in
                    slots.work(worker: worker)
                }
                return slots.values
            }
        }
    }
}

/// The elements to map, each one's result set by concurrent workers (one slot each), and the
/// next element to map.
private final class MapSlots<Element, State, T>: @unchecked Sendable {
    private let elements: [Element]
    private let state: (Int) -> State
    private let transform: (inout State, Element) -> T
    private var storage: [T?]
    private var nextIndex = 0
    private let lock = NSLock()

    init(elements: [Element], state: @escaping (Int) -> State, transform: @escaping (inout State, Element) -> T) {
        self.elements = elements
        self.state = state
        self.transform = transform
        storage = Array(repeating: nil, count: elements.count)
    }

    /// Maps the next element not taken, with worker `worker`'s own state, until none is left.
    func work(worker: Int) {
        var own = state(worker)
        while let index = next() {
            let value = transform(&own, elements[index])
            lock.withLock { storage[index] = value }
        }
    }

    private func next() -> Int? {
        lock.withLock {
            guard nextIndex < storage.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    var values: [T] { lock.withLock { storage.compactMap { $0 } } }
}
