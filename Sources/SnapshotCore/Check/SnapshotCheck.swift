import Foundation

/// The one place a value is compared against (or recorded as) its reference.
///
/// `swift test` and the CLI's `record` and `verify` all call ``check(_:as:reference:mode:store:)``.
package enum SnapshotCheck {
    /// The result of one check: the outcome plus the actual snapshot's bytes when they were
    /// needed (recorded, missing or failed). A match never encodes the actual: the reference is
    /// decoded and compared instead, so the pass path costs a decode and a comparison.
    package struct Result: Sendable {
        package var outcome: SnapshotOutcome
        package var actual: Data?
    }

    /// Snapshots `value` with `strategy` and compares it with the file at `reference`, recording per `mode`.
    ///
    /// - Throws: ``SnapshotError`` when the reference exists but cannot be read or decoded (it is
    ///   never overwritten then, whatever the mode, unless the mode is `.all`), or when a write fails;
    ///   rendering errors pass through.
    package static func check<Value, Format>(
        _ value: Value,
        as strategy: Snapshotting<Value, Format>,
        reference: URL,
        mode: RecordMode,
        store: ReferenceStore
    ) throws -> Result {
        let actualValue = try strategy.snapshot(value)
        var encoded: Data?
        /// The actual's bytes, encoded once and only when a record, an artifact or a comparison of
        /// bytes needs them.
        func actualData() throws -> Data {
            if let encoded { return encoded }
            let data = try strategy.diffing.toData(actualValue)
            encoded = data
            return data
        }

        let limit = strategy.diffing.referenceByteLimit(actualValue) ?? ReferenceStore.defaultByteLimit
        let stored = try store.read(reference, limit: limit)
        if mode == .all {
            let actual = try actualData()
            // Already the same bytes: nothing is written, and the run says so ("matched").
            if case .whole(actual)? = stored { return Result(outcome: .matched, actual: actual) }
            try store.write(actual, to: reference)
            return Result(outcome: .recorded(.all), actual: actual)
        }
        guard let stored else {
            let actual = try actualData()
            if mode == .missing || mode == .failed {
                try store.write(actual, to: reference)
                return Result(outcome: .recorded(mode), actual: actual)
            }
            let message =
                "no reference at \(reference.path); record it with `\(CommandName.current) record --mode missing` or SNAPSHOT_TESTING_RECORD=missing"
            return Result(outcome: .missing(message: message), actual: actual)
        }
        let difference: SnapshotDifference
        switch stored {
        case .oversized(let head, let size):
            guard let early = strategy.diffing.differenceBeforeDecoding(head, false, actualValue) else {
                throw SnapshotError.unreadableReference(
                    path: reference.path,
                    detail: strategy.diffing.oversizedDetail(size, limit)
                        ?? "it holds \(size) bytes, more than a reference of this snapshot can need (\(limit)): "
                        + "the file is padded or corrupt, so it was not read; re-record it")
            }
            difference = early
        case .whole(let existing):
            if let early = strategy.diffing.differenceBeforeDecoding(existing, true, actualValue) {
                difference = early
                break
            }
            let referenceValue: Format
            do {
                referenceValue = try strategy.diffing.fromData(existing, reference.path)
            } catch let error as SnapshotError {
                throw error
            } catch {
                throw SnapshotError.unreadableReference(path: reference.path, detail: "\(error)")
            }
            guard let found = strategy.diffing.diff(referenceValue, actualValue) else {
                return Result(outcome: .matched, actual: nil)
            }
            difference = found
        }
        let actual = try actualData()
        if mode == .failed {
            try store.write(actual, to: reference)
            return Result(outcome: .recorded(.failed), actual: actual)
        }
        return Result(outcome: .failed(difference), actual: actual)
    }
}
