import ClientComponents
import ComponentKit
import SnapshotTesting
import SnapshotTestingImages
import Testing

/// pointfreeco/swift-snapshot-testing with the harness's Linux image strategy (references in
/// `__Snapshots__/SnapshotTestingTests/` beside this file, as that library keeps them).
@Suite struct SnapshotTestingTests {
    @Test func badge() {
        assertSnapshot(of: Badge("Out for delivery", tone: .warning), as: .image)
    }

    @Test func orderRow() {
        assertSnapshot(
            of: ClientComponents.orderRow("Order #1041", status: Badge("Delayed", tone: .warning), items: 12),
            as: .image(scale: 1, proposedWidth: 343))
    }
}
