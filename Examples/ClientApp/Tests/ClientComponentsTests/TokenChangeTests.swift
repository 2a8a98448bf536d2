import ClientComponents
import ComponentKit
import Foundation
import SnapshotAssertions
import SnapshotCore
import Testing

/// A one-level change of one token fails the badge's snapshot, and the failure names a diff image that exists.
@Suite struct TokenChangeTests {
    @Test func aOneLevelTokenChangeFailsNamingTheDiffImage() throws {
        let original = try #require(Badge.tokenTableURL)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("badge-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // badge/color/success/bg #E3F5EA → #E3F5EB: one blue level (components 0.9176 → 0.9216).
        let text = try String(contentsOf: original, encoding: .utf8)
        #expect(text.contains("[0.8902, 0.9608, 0.9176]"))
        let shifted = text.replacingOccurrences(of: "[0.8902, 0.9608, 0.9176]", with: "[0.8902, 0.9608, 0.9216]")
        try shifted.write(to: folder.appendingPathComponent("Badge.tokens.json"), atomically: true, encoding: .utf8)
        let system = try DesignSystem(tokensDirectory: folder, catalog: .client)

        let badge = Badge("Shipped", tone: .success)
        // With the package's own table the badge matches its reference (recorded when missing)…
        try assertSnapshot(of: badge, named: "shipped", record: .missing)
        // …and with the shifted table it fails.
        let message = Captured()
        try withKnownIssue {
            try assertSnapshot(of: badge, named: "shipped", system: system)
        } matching: { issue in
            message.value += issue.comments.map(\.rawValue).joined() + "\n"
            return true
        }
        let diff = try #require(message.value.split(separator: "\n").first { $0.contains("diff: ") }?.split(separator: " ").last)
        #expect(message.value.contains("pixels differ"))
        #expect(FileManager.default.fileExists(atPath: String(diff)))
        // The failure names the token that changed, and the provenance beside the reference is stale.
        #expect(message.value.contains("cause: token badge.color.success.bg [base] #E3F5EA → #E3F5EB"), "\(message.value)")
        #expect(message.value.contains("shipped@2x.provenance.txt: text differs"))
    }
}

/// Known issues' messages, each ending in a line break, handed out of the sendable matcher.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var value: String {
        get { lock.withLock { text } }
        set { lock.withLock { text = newValue } }
    }
}
