import EBTestSupport
import Foundation
import Rendering
import RenderingTestSupport
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// The reference an entry may write comes from its id, by the catalog's naming rules.
@Suite struct ReferenceNamingTests {
    let light = "EBCounter/count-1_limit-none_theme-light"

    @Test(arguments: [ReferenceNaming.rule, ReferenceNaming(system: sharedSystem)])
    func eachKindOfIdNamesItsReference(naming: ReferenceNaming) throws {
        #expect(try naming.reference(for: light, scale: 2) == "\(light)@2x.png")
        #expect(try naming.reference(for: light, scale: 3) == "\(light)@3x.png")
        for id in ["EBCounter/variants.txt", "EBCounter/accessibility.txt", "EBCounter/provenance.txt", "EBCounter/contact-sheet@1x.png"] {
            #expect(try naming.reference(for: id, scale: 2) == id)
        }
        #expect(try naming.reference(for: "CountdownTimer/announcements.txt", scale: 2) == "CountdownTimer/announcements.txt")
    }

    @Test(arguments: [
        "renderer-fingerprint@2x.json", "EBCounter/.hidden.sh", "EBCounter/.hidden", ".EBCounter/x", "EBCounter/../x", "EBCounter/a/b",
        "EBCounter/", "/EBCounter/x", "EBCounter/x y", "EBCounter/x\u{1B}", "EBCounter/contact-sheet-02@1x.png",
        "EBCounter/contact-sheet-1@1x.png", "EBCounter/contact-sheet@2x.png", "EBCounter/x@2x.png",
    ])
    func anIdOfAnotherFormIsRefusedByTheRuleAlone(id: String) {
        #expect(throws: SnapshotError.self, "\(id)") { try ReferenceNaming.rule.reference(for: id, scale: 2) }
    }

    @Test(arguments: [
        ("EBCounter/brand-new", "is no variant of this catalog"),
        ("Intruder/count-1", "names no component of this catalog"),
        ("EBCounter/announcements.txt", "is no text reference EBCounter makes"),
        ("EBCounter/notes.txt", "is no text reference EBCounter makes"),
    ])
    func anIdTheCatalogDoesNotMakeIsRefused(id: String, problem: String) {
        #expect(throws: SnapshotError.untrustedManifest(id: id, problem: problem)) {
            try ReferenceNaming(system: sharedSystem).reference(for: id, scale: 2)
        }
        #expect(throws: Never.self, "the form alone allows it") { try ReferenceNaming.rule.reference(for: id, scale: 2) }
    }

    /// A motion's animation is its own id and reference, at the manifest's scale, of a variant.
    @Test func anAnimationsIdIsItsReferenceAtTheManifestsScale() throws {
        let release = "EBSliderMotion/motion-release@2x.animated.png"
        for naming in [ReferenceNaming.rule, ReferenceNaming(system: sharedSystem)] {
            #expect(try naming.reference(for: release, scale: 2) == release)
            for id in [release, "EBSliderMotion/x y@2x.animated.png", "EBSliderMotion/.animated.png", "EBSliderMotion/@2x.animated.png"] {
                #expect(throws: SnapshotError.self, "\(id) at 3x") { try naming.reference(for: id, scale: 3) }
            }
        }
        #expect(
            throws: SnapshotError.untrustedManifest(
                id: "EBSliderMotion/gone@2x.animated.png", problem: "is the animation of no variant of this catalog")
        ) {
            try ReferenceNaming(system: sharedSystem).reference(for: "EBSliderMotion/gone@2x.animated.png", scale: 2)
        }
    }

    /// Swapped references: each entry's field names the other's file. Nothing is written.
    @Test func anEntryClaimingAnotherReferenceApprovesNothing() throws {
        let root = try temporaryFolder("approve-claim")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        var entries: [LastRun.Entry] = []
        for (index, id) in ["A/one", "A/two"].enumerated() {
            let actual = output.appendingPathComponent("artifacts/\(id)@2x.actual.png")
            let data = try PNGCodec.encode(solidImage(6, 4, UInt8(40 + index)))
            try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: actual)
            entries.append(
                LastRun.Entry(
                    id: id, status: "failed", reference: "\(id)@2x.png", actual: actual.path, diff: nil, strip: nil, message: nil,
                    actualSHA256: SHA256.hex(of: data), actualWidth: 6, actualHeight: 4))
        }
        (entries[0].reference, entries[1].reference) = (entries[1].reference, entries[0].reference)
        let run = LastRun(date: Date(), scale: 2, entries: entries, orphans: [], outputDirectory: output.standardizedFileURL.path)
        #expect(
            throws: SnapshotError.untrustedManifest(
                id: "A/one", problem: "claims the reference A/two@2x.png, but its reference is A/one@2x.png")
        ) {
            try Approver.approve(ids: ["A/*"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: output)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots").path))
        var scaled = run
        scaled.scale = 9
        #expect(throws: SnapshotError.self) {
            try Approver.approve(ids: ["A/*"], allFailed: false, lastRun: scaled, workspace: Workspace(root: root), output: output)
        }
    }
}
