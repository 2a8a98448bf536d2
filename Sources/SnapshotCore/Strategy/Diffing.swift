import Foundation

/// How to store a snapshot format as bytes and how to compare two values of it.
///
/// `diff` is pure: it returns nil when the values match, or a failure message with artifacts.
public struct Diffing<Format>: Sendable {
    /// Encodes a value for the reference file.
    public var toData: @Sendable (Format) throws -> Data
    /// Decodes a reference file; `source` names the file in errors.
    public var fromData: @Sendable (_ data: Data, _ source: String) throws -> Format
    /// Compares `reference` with `actual`: nil when they match.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?

    public init(
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (_ data: Data, _ source: String) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// Why a snapshot did not match, and the files that show it.
public struct SnapshotDifference: Sendable {
    public var message: String
    /// Named artifacts (`"diff.png"` → bytes) that explain the failure.
    public var artifacts: [String: Data]

    public init(message: String, artifacts: [String: Data] = [:]) {
        self.message = message
        self.artifacts = artifacts
    }
}
