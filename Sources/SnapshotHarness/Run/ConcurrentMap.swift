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
        withoutActuallyEscaping(transform) { transform in
            let slots = MapSlots(elements: self, transform: transform)
            DispatchQueue.concurrentPerform(iterations: Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)) { _ in
                slots.work()
            }
            return slots.values
        }
    }
}

/// The elements to map, each one's result set by concurrent workers (one slot each), and the
/// next element to map.
private final class MapSlots<Element, T>: @unchecked Sendable {
    private let elements: [Element]
    private let transform: (Element) -> T
    private var storage: [T?]
    private var nextIndex = 0
    private let lock = NSLock()

    init(elements: [Element], transform: @escaping (Element) -> T) {
        self.elements = elements
        self.transform = transform
        storage = Array(repeating: nil, count: elements.count)
    }

    /// Maps the next element not taken, until none is left.
    func work() {
        while let index = next() {
            let value = transform(elements[index])
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
