import ComponentKit
import EBComponents
import SnapshotAssertions
import XCTest

/// The same assertion from an XCTest case: the reference is named after the test method.
final class XCTestAssertSnapshotTests: XCTestCase {
    func testSlider() throws {
        try assertSnapshot(of: EBSlider(value: 30, tooltip: .always, width: 240))
    }
}
