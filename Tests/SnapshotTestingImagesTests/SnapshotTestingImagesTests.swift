import ComponentKit
import EBComponents
import Foundation
import Rendering
import SnapshotTesting
import SnapshotTestingImages
import TestSupport
import Testing

/// pointfreeco/swift-snapshot-testing with this package's Linux image strategy. References live
/// where that library puts them: `__Snapshots__/SnapshotTestingImagesTests/` beside this file.
@Suite struct SnapshotTestingImagesTests {
    @Test func counter() {
        assertSnapshot(of: EBCounter(count: 3), as: .image)
    }

    @Test func toastAtScaleOneWithATolerance() {
        assertSnapshot(of: EBToast(message: "Saved"), as: .image(scale: 1, tolerance: .init(maxDiffPixels: 4)))
    }

    @Test func composedScreen() {
        assertSnapshot(of: EBScreens(screen: .settings, theme: .dark), as: .image(scale: 1))
    }

    @Test func aDifferenceIsAFailureNamingTheDiffImage() throws {
        let folder = try temporaryFolder("sst").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: EBCounter(count: 3), as: .image, named: "badge", record: .all, snapshotDirectory: folder)
        let message = try #require(
            verifySnapshot(of: EBCounter(count: 4), as: .image, named: "badge", record: .never, snapshotDirectory: folder))
        #expect(message.contains("pixels differ"))
        let diff = try #require(message.split(separator: "\n").first { $0.contains("diff: ") }?.split(separator: " ").last)
        #expect(diff.contains("snapshot-output/SnapshotTesting/") && diff.hasSuffix(".diff.png"))
        #expect(FileManager.default.fileExists(atPath: String(diff)))
        #expect(verifySnapshot(of: EBCounter(count: 3), as: .image, named: "badge", record: .never, snapshotDirectory: folder) == nil)
    }

    /// A drawable whose layout fails, like a component with a broken token.
    struct Broken: Drawable {
        struct Failure: Error, CustomStringConvertible { var description: String { "token counter/size/height is not a dimension" } }
        var componentTypes: [any Component.Type] { [] }
        func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout { throw Failure() }
    }

    @Test func aRenderErrorIsAFailureNotATrap() throws {
        let folder = try temporaryFolder("sst").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: EBCounter(count: 3), as: .image, named: "broken", record: .all, snapshotDirectory: folder)
        let message = try #require(verifySnapshot(of: Broken(), as: .image, named: "broken", record: .never, snapshotDirectory: folder))
        #expect(message.contains("rendering Broken failed: token counter/size/height is not a dimension"))
    }
}
