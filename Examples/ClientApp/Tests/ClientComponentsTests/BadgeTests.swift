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

    /// A motion snapshots like any drawable: its strip of frames (and its provenance, with the
    /// timing token it read).
    @Test func appearing() throws {
        let appear = try #require(Badge.motions.first { $0.name == "appear" })
        try assertSnapshot(of: Animated(appear))
    }

    @Test func accessibilityText() throws {
        try assertSnapshot(of: EBCounter(count: 3).accessibilityLabel ?? "hidden", named: "counter-label")
    }
}
