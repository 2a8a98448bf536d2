import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// An artifact's URL is made without looking at the disk, and is the URL the path components
/// give, whether its folders exist yet or not.
@Suite struct ArtifactLayoutTests {
    @Test func anArtifactsURLIsItsPathComponentsWhetherItsFoldersExistOrNot() throws {
        let root = try temporaryFolder("artifact-layout")
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = ArtifactLayout(output: ContainedFolder(root, role: "the test folder"), folder: "artifacts")
        func expected(_ parts: [String]) -> URL { parts.reduce(root) { $0.appendingPathComponent($1) } }
        for created in [false, true] {
            if created {
                try FileManager.default.createDirectory(at: expected(["artifacts", "EBCounter"]), withIntermediateDirectories: true)
            }
            #expect(
                layout.url(for: "EBCounter/count-1@2x.png", role: .diff) == expected(["artifacts", "EBCounter", "count-1@2x.diff.png"]))
            #expect(layout.url(for: "fingerprint@2x.json", role: .actual) == expected(["artifacts", "fingerprint@2x.actual.json"]))
            #expect(
                layout.url(for: "EBCounter/provenance.txt", role: .causes, pathExtension: "txt").path
                    == expected(["artifacts", "EBCounter", "provenance.causes.txt"]).path)
        }
    }
}
