import Foundation
import SnapshotCore

/// Where the report's images come from: the run's own files in the output folder (with the
/// identity of each the run wrote), the references in `Snapshots/`.
struct ReportFiles: Sendable {
    let snapshots: ContainedFolder
    let output: ContainedFolder
    /// The identity of each artifact the run wrote, by its path (``CheckResult/written``).
    let written: [String: FileIdentity]

    /// Shows the run's artifact at `path` (inside the output folder) as `relative` under
    /// `report/`: a second name of the same file, unread when the run wrote it and it is still
    /// that file. Returns `relative`.
    func show(_ path: String, as relative: String) throws -> String {
        try VerifyReportWriter.copy(
            output.resolve(file: URL(fileURLWithPath: path)), as: relative, into: output, linking: true, written: written[path])
    }

    /// `body` of each of `entries`, in their order, made on every core: what a page shows of
    /// each failure, whose files are its own. Throws the error of the first entry that failed.
    func each(_ entries: [LastRun.Entry], _ body: @escaping @Sendable (LastRun.Entry) throws -> [String: Any]) throws
        -> [[String: Any]]
    {
        let slots = Slots(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: min(entries.count, ProcessInfo.processInfo.activeProcessorCount)) { _ in
            while let index = slots.next() { slots.set(index, Result { try body(entries[index]) }) }
        }
        return try slots.results.map { try $0.get() }
    }

    /// Each entry's result, set by concurrent workers, and the next entry to make.
    private final class Slots: @unchecked Sendable {
        private var storage: [Result<[String: Any], any Error>]
        private var nextIndex = 0
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: .success([:]), count: count) }

        func next() -> Int? {
            lock.withLock {
                guard nextIndex < storage.count else { return nil }
                defer { nextIndex += 1 }
                return nextIndex
            }
        }

        func set(_ index: Int, _ result: Result<[String: Any], any Error>) { lock.withLock { storage[index] = result } }

        var results: [Result<[String: Any], any Error>] { lock.withLock { storage } }
    }
}
