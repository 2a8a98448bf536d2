import ClientComponents
import ComponentKit
import SnapshotAssertions
import Testing

/// The whole matrix in `swift test`, against the same references `swift run ClientSnapshot
/// verify` checks (`Snapshots/Badge/…`): one case per variant, and the motions in one call.
@Suite struct BadgeMatrixTests {
    @Test(arguments: Badge.variants)
    func matrix(_ variant: ComponentVariant) throws {
        try assertSnapshot(of: variant)
    }

    @Test func motions() throws {
        try assertSnapshots(of: Animated<Badge>.self)
    }
}
