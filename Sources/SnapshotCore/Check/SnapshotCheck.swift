import Foundation
import Rendering

/// The one place a value is compared against (or recorded as) its reference.
///
/// `swift test` and the CLI's `record` and `verify` all call ``check(_:as:reference:mode:store:)``.
public enum SnapshotCheck {
    /// The result of one check: the outcome plus the actual snapshot's bytes (for artifacts).
    public struct Result: Sendable {
        public var outcome: SnapshotOutcome
        public var actual: Data
    }

    /// Snapshots `value` with `strategy` and compares it with the file at `reference`, recording per `mode`.
    ///
    /// - Throws: ``SnapshotError`` when the reference exists but cannot be read or decoded (it is
    ///   never overwritten then, whatever the mode, unless the mode is `.all`), or when a write fails;
    ///   rendering errors pass through.
    public static func check<Value, Format>(
        _ value: Value,
        as strategy: Snapshotting<Value, Format>,
        reference: URL,
        mode: RecordMode,
        store: ReferenceStore
    ) throws -> Result {
        let actualValue = try strategy.snapshot(value)
        let actual = try strategy.diffing.toData(actualValue)

        if mode == .all {
            if try store.read(reference) != actual { try store.write(actual, to: reference) }
            return Result(outcome: .recorded(.all), actual: actual)
        }
        guard let existing = try store.read(reference) else {
            if mode == .missing || mode == .failed {
                try store.write(actual, to: reference)
                return Result(outcome: .recorded(mode), actual: actual)
            }
            let message =
                "no reference at \(reference.path); record it with `snapshot record --mode missing` or SNAPSHOT_TESTING_RECORD=missing"
            return Result(outcome: .missing(message: message), actual: actual)
        }
        if existing == actual { return Result(outcome: .matched, actual: actual) }

        let referenceValue: Format
        do {
            referenceValue = try strategy.diffing.fromData(existing, reference.path)
        } catch {
            throw SnapshotError.unreadableReference(path: reference.path, detail: (error as? RenderError)?.message ?? "\(error)")
        }
        guard let difference = strategy.diffing.diff(referenceValue, actualValue) else {
            return Result(outcome: .matched, actual: actual)
        }
        if mode == .failed {
            try store.write(actual, to: reference)
            return Result(outcome: .recorded(.failed), actual: actual)
        }
        return Result(outcome: .failed(difference), actual: actual)
    }
}
