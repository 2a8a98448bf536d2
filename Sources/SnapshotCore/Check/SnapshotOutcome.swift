import Foundation

/// What happened to one snapshot.
package enum SnapshotOutcome: Sendable {
    /// The value matches its reference.
    case matched
    /// The reference was written; the reason is the record mode that asked for it.
    case recorded(RecordMode)
    /// `record --mode all` left the reference as it is: its bytes differ from the actual's, but
    /// decoded it is the actual exactly (every pixel the same; ``Diffing/matchesExactly``).
    case kept
    /// No reference exists and the mode does not record it.
    case missing(message: String)
    /// The value differs from its reference.
    case failed(SnapshotDifference)

    /// Whether this outcome lets a verify run pass.
    package var passed: Bool {
        switch self {
        case .matched, .recorded, .kept: true
        case .missing, .failed: false
        }
    }

    /// `matched`, `recorded`, `kept`, `missing` or `failed`.
    package var label: String {
        switch self {
        case .matched: "matched"
        case .recorded: "recorded"
        case .kept: "kept"
        case .missing: "missing"
        case .failed: "failed"
        }
    }
}
