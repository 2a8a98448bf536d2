import Synchronization

/// How many pieces of a run's work are done, counted from every worker.
final class ProgressCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Counts one more done; returns the new count.
    func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
}
