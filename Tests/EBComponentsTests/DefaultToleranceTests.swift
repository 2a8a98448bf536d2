import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import SnapshotRendering
import TestSupport
import Testing

/// The default tolerance must never hide a real change of an EB component: a one-level token colour
/// and a 1-pt move (a drawing change that touches only anti-aliased pixels is in SnapshotRenderingTests).
@Suite struct DefaultToleranceTests {
    @Test func oneLevelTokenColourChangeFails() throws {
        let folder = try temporaryFolder("tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try #require(Catalog.ebTokensDirectory)
        for file in try FileManager.default.contentsOfDirectory(atPath: bundled.path) where file.hasSuffix(".tokens.json") {
            var text = try String(contentsOf: bundled.appendingPathComponent(file), encoding: .utf8)
            if file == "EBCounter.tokens.json" {
                // #EEF2F9 → #EEF2FA: blue +1.
                #expect(text.contains("[0.9333, 0.949, 0.9765]"))
                text = text.replacingOccurrences(of: "[0.9333, 0.949, 0.9765]", with: "[0.9333, 0.949, 0.9804]")
            }
            try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        }
        let shifted = try DesignSystem(tokensDirectory: folder, catalog: .eb)
        let counter = EBCounter(count: 3)
        let before = try sharedSystem.render(counter, scale: 2), after = try shifted.render(counter, scale: 2)
        let mismatch = try #require(ImageComparison.compare(reference: before, actual: after))
        #expect(mismatch.mismatchedPixels > 100, "\(mismatch.message)")
    }

    @Test func onePointMoveFails() throws {
        let at50 = EBSlider(value: 50), movedOnePoint = EBSlider(value: 50 + 100.0 / 366)
        let before = try sharedSystem.render(at50, scale: 2), after = try sharedSystem.render(movedOnePoint, scale: 2)
        #expect(before.width == after.width && before.height == after.height)
        let mismatch = try #require(ImageComparison.compare(reference: before, actual: after))
        #expect(mismatch.mismatchedPixels > 10, "\(mismatch.message)")
    }
}
