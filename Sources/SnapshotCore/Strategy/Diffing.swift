import Foundation

/// How to store a snapshot format as bytes and how to compare two values of it.
///
/// `diff` is pure: it returns nil when the values match, or a failure message with artifacts.
/// Two optional guards run before a reference is read whole and decoded, so a hostile or
/// mistaken reference costs no more than the actual value warrants:
/// ``referenceByteLimit`` bounds the bytes read, and ``differenceBeforeDecoding`` reports what
/// a reference's first bytes already show (a PNG of another size) without decoding it.
public struct Diffing<Format>: Sendable {
    /// Encodes a value for the reference file.
    public var toData: @Sendable (Format) throws -> Data
    /// Decodes a reference file; `source` names the file in errors.
    public var fromData: @Sendable (_ data: Data, _ source: String) throws -> Format
    /// Compares `reference` with `actual`: nil when they match.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?
    /// The most bytes a reference of `actual` can need; a longer file is not read whole.
    /// nil: ``ReferenceStore/defaultByteLimit``.
    package var referenceByteLimit: @Sendable (_ actual: Format) -> Int?
    /// The difference a reference's bytes show before decoding, or nil to decode and diff.
    /// `complete` is false when `reference` holds only the first bytes of a file longer than
    /// ``referenceByteLimit``.
    package var differenceBeforeDecoding: @Sendable (_ reference: Data, _ complete: Bool, _ actual: Format) -> SnapshotDifference?
    /// Why a reference of `size` bytes, over ``referenceByteLimit``'s `limit`, is refused, in
    /// words; nil for the general wording (padded or corrupt).
    package var oversizedDetail: @Sendable (_ size: Int, _ limit: Int) -> String? = { _, _ in nil }
    /// Whether a decoded reference is `actual` exactly, whatever its bytes (for images: every
    /// pixel the same, however the file is encoded): `record --mode all` keeps such a reference
    /// as it is. nil: only a reference of the actual's very bytes is kept.
    package var matchesExactly: (@Sendable (_ reference: Format, _ actual: Format) -> Bool)?
    /// Encodes an actual value that a check keeps only as a failure's artifact and never writes
    /// as a reference itself (a verify's failed or missing image): a fast encoding whose bytes
    /// may differ from ``toData``'s, for whatever copies it into a reference to encode again
    /// (`approve` does). nil: ``toData``.
    package var toArtifactData: (@Sendable (Format) throws -> Data)?

    /// A format's diffing; the two guards default to none.
    public init(
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (_ data: Data, _ source: String) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?,
        referenceByteLimit: @escaping @Sendable (_ actual: Format) -> Int? = { _ in nil },
        differenceBeforeDecoding: @escaping @Sendable (_ reference: Data, _ complete: Bool, _ actual: Format) -> SnapshotDifference? = {
            _, _, _ in nil
        },
        matchesExactly: (@Sendable (_ reference: Format, _ actual: Format) -> Bool)? = nil
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.referenceByteLimit = referenceByteLimit
        self.differenceBeforeDecoding = differenceBeforeDecoding
        self.matchesExactly = matchesExactly
    }
}

/// Why a snapshot did not match, and the files that show it.
public struct SnapshotDifference: Sendable {
    /// What differs, in words.
    public var message: String
    /// Named artifacts (`"diff.png"` → bytes) that explain the failure.
    public var artifacts: [String: Data]

    /// A difference described by `message`, with `artifacts` to write beside the actual.
    public init(message: String, artifacts: [String: Data] = [:]) {
        self.message = message
        self.artifacts = artifacts
    }
}
