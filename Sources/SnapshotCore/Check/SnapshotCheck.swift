import Foundation

/// The one place a value is compared against (or recorded as) its reference.
///
/// `swift test` and the CLI's `record` and `verify` all call ``check(_:as:reference:mode:store:)``.
package enum SnapshotCheck {
    /// The result of one check: the outcome plus the actual snapshot's bytes when they were
    /// needed (recorded, missing or failed). A match never encodes the actual: the reference is
    /// decoded and compared instead, so the pass path costs a decode and a comparison. Bytes
    /// that no reference was written from (a failure, or a missing reference, left as they are)
    /// are the strategy's artifact encoding (``Diffing/toArtifactData``) when it has one.
    package struct Result: Sendable {
        package var outcome: SnapshotOutcome
        package var actual: Data?
    }

    /// Snapshots `value` with `strategy` and compares it with the file at `reference`, recording per `mode`.
    ///
    /// `.all` writes a reference only when it is missing or differs from the actual: one of the
    /// same bytes is `matched`, one whose bytes differ but decode to the actual exactly
    /// (``Diffing/matchesExactly``: every pixel the same) is `kept` as it is.
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
        /// The actual's bytes for an artifact alone (no reference is written from them here).
        func artifactData() throws -> Data {
            guard encoded == nil, let toArtifactData = strategy.diffing.toArtifactData else { return try actualData() }
            return try toArtifactData(actualValue)
        }

        let limit = strategy.diffing.referenceByteLimit(actualValue) ?? ReferenceStore.defaultByteLimit
        let stored = try store.read(reference, limit: limit)
        if mode == .all {
            return try recordAll(actualValue, bytes: try actualData(), over: stored, diffing: strategy.diffing, reference, store)
        }
        guard let stored else {
            if mode == .missing || mode == .failed {
                let actual = try actualData()
                try store.write(actual, to: reference)
                return Result(outcome: .recorded(mode), actual: actual)
            }
            let message =
                "no reference at \(reference.path); record it with `\(CommandName.current) record --mode missing` or SNAPSHOT_TESTING_RECORD=missing"
            return Result(outcome: .missing(message: message), actual: try artifactData())
        }
        guard let difference = try difference(of: stored, from: actualValue, diffing: strategy.diffing, reference, limit: limit) else {
            return Result(outcome: .matched, actual: nil)
        }
        if mode == .failed {
            let actual = try actualData()
            try store.write(actual, to: reference)
            return Result(outcome: .recorded(.failed), actual: actual)
        }
        return Result(outcome: .failed(difference), actual: try artifactData())
    }

    /// `record --mode missing` of a file made of parts (a listing's blocks, a contact sheet's
    /// cells) whose reference exists but lacks some of them: writes `completed` (the reference
    /// with only its missing parts added) and compares `value` with it, so what else changed still
    /// fails and is not written.
    package static func recordMissingParts<Value, Format>(
        _ value: Value, completed: Format, as strategy: Snapshotting<Value, Format>, reference: URL, store: ReferenceStore
    ) throws -> Result {
        let actual = try strategy.snapshot(value)
        try store.write(try strategy.diffing.toData(completed), to: reference)
        guard let difference = strategy.diffing.diff(completed, actual) else { return Result(outcome: .recorded(.missing), actual: nil) }
        return Result(outcome: .failed(difference), actual: try strategy.diffing.toData(actual))
    }

    /// `record --mode all` of `actual` (encoded as `bytes`) over the `stored` reference: nothing
    /// written when the reference has the same bytes (`matched`) or decodes to `actual` exactly
    /// (`kept`); otherwise `bytes` are written (`recorded`), over a reference that cannot even be
    /// read or decoded too.
    private static func recordAll<Format>(
        _ actual: Format, bytes: Data, over stored: FileReader.Contents?, diffing: Diffing<Format>, _ reference: URL,
        _ store: ReferenceStore
    ) throws -> Result {
        if case .whole(let existing)? = stored {
            // Already the same bytes: nothing is written, and the run says so ("matched").
            if existing == bytes { return Result(outcome: .matched, actual: bytes) }
            if let matchesExactly = diffing.matchesExactly, diffing.differenceBeforeDecoding(existing, true, actual) == nil,
                let decoded = try? diffing.fromData(existing, reference.path), matchesExactly(decoded, actual)
            {
                return Result(outcome: .kept, actual: bytes)
            }
        }
        try store.write(bytes, to: reference)
        return Result(outcome: .recorded(.all), actual: bytes)
    }

    /// How the `stored` reference differs from `actual`, or nil when they match: what its first
    /// bytes already show, else its decoded value diffed.
    ///
    /// - Throws: ``SnapshotError/unreadableReference(path:detail:)`` when the reference is over
    ///   `limit` and its head shows nothing, or cannot be decoded.
    private static func difference<Format>(
        of stored: FileReader.Contents, from actual: Format, diffing: Diffing<Format>, _ reference: URL, limit: Int
    ) throws -> SnapshotDifference? {
        switch stored {
        case .oversized(let head, let size):
            guard let early = diffing.differenceBeforeDecoding(head, false, actual) else {
                throw SnapshotError.unreadableReference(
                    path: reference.path,
                    detail: diffing.oversizedDetail(size, limit)
                        ?? "it holds \(size) bytes, more than a reference of this snapshot can need (\(limit)): "
                        + "the file is padded or corrupt, so it was not read; re-record it")
            }
            return early
        case .whole(let existing):
            if let early = diffing.differenceBeforeDecoding(existing, true, actual) { return early }
            let referenceValue: Format
            do {
                referenceValue = try diffing.fromData(existing, reference.path)
            } catch let error as SnapshotError {
                throw error
            } catch {
                throw SnapshotError.unreadableReference(path: reference.path, detail: "\(error)")
            }
            return diffing.diff(referenceValue, actual)
        }
    }
}
