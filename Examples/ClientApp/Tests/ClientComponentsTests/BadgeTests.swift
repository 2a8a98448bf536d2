import ClientComponents
import ComponentKit
import EBComponents
import SnapshotAssertions
import Testing

/// Per-test snapshots: `Snapshots/BadgeTests/<test>[.<name>]@2x.png` in this package.
@Suite struct BadgeTests {
    @Test func shipped() throws {
        try assertSnapshot(of: Badge("Shipped", tone: .success))
    }

    @Test(arguments: Badge.Tone.allCases)
    func everyToneInDark(tone: Badge.Tone) throws {
        try assertSnapshot(of: Badge("Status", tone: tone, theme: .dark), named: tone.rawValue)
    }

    @Test func orderRowWithAnEBCounter() throws {
        try assertSnapshot(of: orderRow("Order #1042", status: Badge("Shipped", tone: .success), items: 3), proposedWidth: 343)
    }

    @Test func accessibilityText() throws {
        try assertSnapshot(of: EBCounter(count: 3).accessibilityLabel ?? "hidden", named: "counter-label")
    }
}
