import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

@Suite struct OrphansTests {
    /// A `Snapshots/` folder holding `files` (relative paths), each a few bytes.
    func snapshots(with files: [String]) throws -> URL {
        let root = try temporaryFolder("orphans")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([0]).write(to: url)
        }
        return root
    }

    @Test func onlyHarnessNamedFilesInCatalogFoldersAreOrphans() throws {
        let produced = try #require(Catalog.eb.variants.first { $0.component == "EBCounter" })
        let root = try snapshots(with: [
            "EBCounter/\(produced.name)@2x.png",  // produced: neither
            "EBCounter/\(produced.name)@3x.png",  // another scale of a produced variant: neither
            "EBCounter/contact-sheet@1x.png",  // produced: neither
            "EBCounter/contact-sheet-2@1x.png",  // a page the component no longer has: orphan
            "EBCounter/variants.txt",  // a text reference: neither
            "renderer-fingerprint@2x.json",  // the fingerprint: neither
            "EBCounter/count-5000_limit-none_theme-light@2x.png",  // orphan
            "EBToast/.gone@2x.png.\(Self.uuid).tmp",  // an interrupted write: orphan
            "BadgeTests/.testBadge@2x.png.\(Self.uuid).tmp",  // one in an assertSnapshot folder: orphan too
            "EBToast/.gone@2x.png.0A1B.tmp",  // not the writer's pattern (no UUID): not managed
            "EBCounter/.my-notes.tmp",  // a user's: not managed
            "EBCounter/.gitattributes.tmp",  // a user's: not managed
            "EBCounter/notes.md",  // not managed
            "EBCounter/old.txt",  // not managed
            "EBCounter/nested/x@2x.png",  // not managed (nested)
            "README.md",  // not managed
            "BadgeTests/testBadge@2x.png",  // an assertSnapshot folder: not managed
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let scan = try Orphans.scan(
            root, catalog: .eb, sheets: ["EBCounter/contact-sheet@1x.png"], textReferences: ["EBCounter/variants.txt"])
        #expect(
            scan.orphans == [
                "BadgeTests/.testBadge@2x.png.\(Self.uuid).tmp", "EBCounter/contact-sheet-2@1x.png",
                "EBCounter/count-5000_limit-none_theme-light@2x.png", "EBToast/.gone@2x.png.\(Self.uuid).tmp",
            ])
        #expect(
            scan.unmanaged == [
                "BadgeTests/testBadge@2x.png", "EBCounter/.gitattributes.tmp", "EBCounter/.my-notes.tmp", "EBCounter/nested/x@2x.png",
                "EBCounter/notes.md", "EBCounter/old.txt", "EBToast/.gone@2x.png.0A1B.tmp", "README.md",
            ])
        #expect(
            try Orphans.temporaries(in: root) == ["BadgeTests/.testBadge@2x.png.\(Self.uuid).tmp", "EBToast/.gone@2x.png.\(Self.uuid).tmp"])
    }

    /// A motion's animation is expected when the catalog's motions make it; beside a still
    /// variant, or of a variant gone, it is an orphan; in no component's folder, not managed.
    @Test func anAnimationIsExpectedOnlyBesideAMotionsStrip() throws {
        let still = try #require(Catalog.eb.variants.first { $0.component == "EBCounter" })
        let root = try snapshots(with: [
            "EBSliderMotion/motion-release@2x.png",  // a strip: neither
            "EBSliderMotion/motion-release@2x.animated.png",  // its animation: neither
            "EBSliderMotion/motion-gone@2x.animated.png",  // a motion no longer there: orphan
            "EBCounter/\(still.name)@2x.animated.png",  // beside a still variant: orphan
            "BadgeTests/testBadge@2x.animated.png",  // an assertSnapshot folder: not managed
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let scan = try Orphans.scan(
            root, catalog: .eb, sheets: [], textReferences: [], animations: ["EBSliderMotion/motion-release@2x.animated.png"])
        #expect(scan.orphans == ["EBCounter/\(still.name)@2x.animated.png", "EBSliderMotion/motion-gone@2x.animated.png"])
        #expect(scan.unmanaged == ["BadgeTests/testBadge@2x.animated.png"])
        #expect(MotionAnimation.paths(in: sharedSystem).contains("EBSliderMotion/motion-release@3x.animated.png"))
    }

    /// A temporary name as the writer makes it.
    static let uuid = "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D"

    /// Names are bytes: a folder or a file spelled like the catalog's in another Unicode form
    /// (U+212A KELVIN SIGN for K) is another folder or file, never taken for the catalog's own.
    @Test func aNameEquivalentToTheCatalogsButNotItsBytesIsNotTheCatalogs() throws {
        #expect("EBCounter/\u{212A}.txt" == "EBCounter/K.txt", "Swift's String takes the two for one")
        let root = try snapshots(with: ["EBCounter/\u{212A}.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let scan = try Orphans.scan(root, catalog: .eb, sheets: [], textReferences: ["EBCounter/K.txt"])
        #expect(
            scan.unmanaged.map { Array($0.utf8) } == [Array("EBCounter/\u{212A}.txt".utf8)],
            "listed as the user's, not taken for the text reference")
    }

    /// A scale written in other digits is not the harness's name (the fresh round of issue 44,
    /// class 7: `clean` removed `notes@²x.png`, `notes@½x.png`).
    @Test(arguments: ["٢", "²", "½", "Ⅱ", "2\u{301}", ""])
    func aScaleInDigitsOtherThanASCIIIsNotAHarnessName(scale: String) {
        #expect(Orphans.stem(of: "EBCounter/notes@\(scale)x.png") == nil)
        #expect(Orphans.stem(of: "EBCounter/notes@2x.png") == "EBCounter/notes")
    }

    @Test func aFolderIsManagedOnlyByTheCatalogThatOwnsIt() throws {
        let root = try snapshots(with: ["EBCounter/count-5000_limit-none_theme-light@2x.png"])
        defer { try? FileManager.default.removeItem(at: root) }
        let other = try Orphans.scan(root, catalog: Catalog([EBToast.self]), sheets: [], textReferences: [])
        #expect(other.orphans.isEmpty)
        #expect(other.unmanaged == ["EBCounter/count-5000_limit-none_theme-light@2x.png"])
    }

    @Test func removeDeletesTheOrphansAndTheFoldersTheyEmpty() throws {
        let root = try snapshots(with: ["EBToast/a@2x.png", "EBCounter/b@2x.png", "EBCounter/keep.md"])
        defer { try? FileManager.default.removeItem(at: root) }
        try Orphans.remove(["EBToast/a@2x.png", "EBCounter/b@2x.png"], in: ContainedFolder(root, role: "Snapshots/"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("EBToast").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("EBCounter/keep.md").path))
    }
}
