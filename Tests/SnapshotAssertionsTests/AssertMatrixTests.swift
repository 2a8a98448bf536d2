import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotAssertions

/// The matrix assertion shares the command line's references: it passes on this package's own,
/// one case per variant, and in a throwaway package it fails on a changed reference, names the
/// cause, leaves the images, and clears them once the test passes again.
@Suite struct AssertMatrixTests {
    @Test(arguments: EBCounter.variants.filter { $0.name.hasPrefix("count-1") })
    func sharesTheCommandLinesReferences(_ variant: ComponentVariant) throws {
        try assertSnapshot(of: variant)
    }

    @Test func aWholeMatrixInOneCall() throws {
        try assertSnapshots(of: Animated<EBSlider>.self)
    }

    @Test func aFailureLeavesItsImagesAndAPassClearsThem() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let workspace = Workspace(root: package)
        let variant = try #require(EBCounter.variants.first { $0.name == "count-1_limit-none_theme-light" })
        let reference = package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png")
        let original = try Data(contentsOf: reference)
        var changed = try PNGCodec.decode(original)
        changed[10, 10] = (1, 2, 3, 255)
        try PNGCodec.encode(changed).write(to: reference)
        func check() throws {
            try snapshot(
                variant, workspace: workspace, function: "matrix(_:)", scale: 2, tolerance: .exact, record: .never, system: nil,
                location: (#fileID, #filePath, #line, #column))
        }
        let message = try failureMessage { try check() }
        #expect(message.contains("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png: 1 of"), "\(message)")
        #expect(message.contains("same inputs and drawing calls, different pixels"), "the cause, from the component's provenance.txt")
        let artifacts = package.appendingPathComponent(
            "snapshot-output/tests/EBCounter/count-1_limit-none_theme-light@2x/artifacts/EBCounter/count-1_limit-none_theme-light@2x")
        let actual = artifacts.appendingPathExtension("actual.png")
        let diff = artifacts.appendingPathExtension("diff.png")
        #expect(FileManager.default.fileExists(atPath: actual.path) && FileManager.default.fileExists(atPath: diff.path))

        try original.write(to: reference)
        try check()
        #expect(!FileManager.default.fileExists(atPath: actual.path) && !FileManager.default.fileExists(atPath: diff.path))
    }

    /// A motion's animation is checked with its strip by the test, and the test's record writes it.
    @Test func aMotionsAnimationIsCheckedAndRecordedByTheTest() throws {
        let package = try temporaryPackage(components: ["EBSliderMotion"])
        defer { try? FileManager.default.removeItem(at: package) }
        let variant = try #require(Animated<EBSlider>.variants.first { $0.name == "motion-release" })
        let animation = package.appendingPathComponent("Snapshots/EBSliderMotion/motion-release@2x.animated.png")
        let original = try Data(contentsOf: animation)
        try FileManager.default.removeItem(at: animation)
        func check(_ record: RecordMode) throws {
            try snapshot(
                variant, workspace: Workspace(root: package), function: "matrix(_:)", scale: 2, tolerance: .exact, record: record,
                system: nil, location: (#fileID, #filePath, #line, #column))
        }
        let message = try failureMessage { try check(.never) }
        #expect(message.contains("Snapshots/EBSliderMotion/motion-release@2x.animated.png: no reference"), "\(message)")
        try check(.missing)
        let recorded = try Data(contentsOf: animation)
        #expect(recorded == original, "the same bytes as the package's own")
        try check(.never)
    }
}

/// `assertSnapshots(of:)` checks what `verify` checks for a component, and the two accept paths
/// agree: a change accepted from the tests leaves `verify` green, and one approved after `verify`
/// leaves the tests green.
@Suite struct ComponentParityTests {
    func check(_ package: URL, record: RecordMode) throws {
        let system = try DesignSystem.shared(for: [EBCounter.self], fonts: try Workspace(root: package).fontsDirectory)
        try snapshotComponent(
            EBCounter.self, workspace: Workspace(root: package), system: system, function: "counterMatrix()", scale: 2,
            tolerance: .exact, record: record, location: (#fileID, #filePath, #line, #column))
    }

    /// `EBCounter/accessibility.txt` with one line changed, as a label edit leaves it.
    func tamperListing(in package: URL) throws {
        let listing = package.appendingPathComponent("Snapshots/EBCounter/accessibility.txt")
        let text = try String(contentsOf: listing, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "items", with: "things")
        #expect(edited != text)
        try Data(edited.utf8).write(to: listing)
    }

    @Test func aListingChangeFailsTheTestAndRecordingItLeavesVerifyGreen() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        try tamperListing(in: package)
        let message = try failureMessage { try check(package, record: .never) }
        #expect(message.contains("Snapshots/EBCounter/accessibility.txt"), "\(message)")
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter counterMatrix"), "\(message)")
        try check(package, record: .failed)
        #expect(try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/*"], in: package).status == 0)
    }

    @Test func aChangeApprovedAfterVerifyLeavesTheTestGreen() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        try tamperListing(in: package)
        #expect(try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/*"], in: package).status == 1)
        #expect(try CLIRunner.run(["approve", "--all-failed"], in: package).status == 0)
        try check(package, record: .never)
    }
}

/// `assertSnapshot(of: variant)` checks the variant's part of what `verify` checks: its image,
/// its blocks of the component's listings (with their headers) and, for a page's first variant,
/// its contact-sheet page; and
/// recording from it writes that part alone, so the two accept paths agree.
@Suite struct VariantParityTests {
    static let first = "count-1_limit-none_theme-light"
    static let second = "count-1_limit-none_theme-dark"
    /// The first variant of EBCounter's one contact-sheet page: its case checks the page.
    static let pageOwner = EBCounter.variants[0].name

    func check(_ name: String, in package: URL, record: RecordMode = .never) throws {
        let variant = try #require(EBCounter.variants.first { $0.name == name })
        try snapshot(
            variant, workspace: Workspace(root: package), function: "matrix(_:)", scale: 2, tolerance: .exact, record: record,
            system: nil, location: (#fileID, #filePath, #line, #column))
    }

    /// `file` of EBCounter with `old` replaced by `new` in the block of the variant `name` only.
    func edit(_ file: String, of name: String, _ old: String, _ new: String, in package: URL) throws {
        let url = package.appendingPathComponent("Snapshots/EBCounter/\(file)")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0 == name || $0.hasPrefix(name + "  ") })
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix("  ") { end += 1 }
        let edited = lines[start..<end].map { $0.replacingOccurrences(of: old, with: new) }
        #expect(Array(lines[start..<end]) != edited, "the edit changes \(name)'s block of \(file)")
        lines.replaceSubrange(start..<end, with: edited)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
    }

    func verify(_ package: URL) throws -> Int32 {
        try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/*"], in: package).status
    }

    @Test func aVariantsListingBlockFailsItsCaseOnlyAndRecordingWritesThatBlockAlone() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let original = try Data(contentsOf: package.appendingPathComponent("Snapshots/EBCounter/accessibility.txt"))
        try edit("accessibility.txt", of: Self.first, "item", "thing", in: package)
        try edit("accessibility.txt", of: Self.second, "item", "thing", in: package)
        let message = try failureMessage { try check(Self.first, in: package) }
        #expect(message.contains("Snapshots/EBCounter/accessibility.txt"), "\(message)")
        #expect(message.contains("-  1. text \"1 thing\""), "the diff shows the variant's own line: \(message)")
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter matrix"), "\(message)")
        try check("count-0_limit-none_theme-light", in: package)

        try check(Self.first, in: package, record: .failed)
        try check(Self.first, in: package)
        _ = try failureMessage { try check(Self.second, in: package) }
        #expect(try verify(package) == 1, "the other variant's block was not written by the first one's record")
        try check(Self.second, in: package, record: .failed)
        #expect(try Data(contentsOf: package.appendingPathComponent("Snapshots/EBCounter/accessibility.txt")) == original)
        #expect(try verify(package) == 0)
    }

    @Test func aChangedImageAndProvenanceRecordedFromTheTestLeaveVerifyGreen() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let reference = package.appendingPathComponent("Snapshots/EBCounter/\(Self.first)@2x.png")
        var image = try PNGCodec.decode(try Data(contentsOf: reference))
        image[3, 3] = (9, 9, 9, 255)
        try PNGCodec.encode(image).write(to: reference)
        let sheet = package.appendingPathComponent("Snapshots/EBCounter/contact-sheet@1x.png")
        var page = try PNGCodec.decode(try Data(contentsOf: sheet))
        page[0, 0] = (9, 9, 9, 255)
        try PNGCodec.encode(page).write(to: sheet)
        try edit("provenance.txt", of: Self.first, "= 24px", "= 25px", in: package)
        let message = try failureMessage { try check(Self.first, in: package) }
        for file in ["\(Self.first)@2x.png", "provenance.txt"] {
            #expect(message.contains("Snapshots/EBCounter/\(file)"), "\(file): \(message)")
        }
        #expect(!message.contains("contact-sheet"), "a page is checked with its first variant: \(message)")
        let sheetMessage = try failureMessage { try check(Self.pageOwner, in: package) }
        #expect(sheetMessage.contains("Snapshots/EBCounter/contact-sheet@1x.png"), "\(sheetMessage)")
        try check(Self.first, in: package, record: .failed)
        #expect(try verify(package) == 1, "the sheet is its first variant's to record")
        try check(Self.pageOwner, in: package, record: .failed)
        #expect(try verify(package) == 0, "the test's records wrote what verify checks")
    }

    @Test func aChangeApprovedAfterVerifyLeavesTheVariantsCasesGreen() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        try edit("variants.txt", of: Self.second, "24", "26", in: package)
        try edit("provenance.txt", of: Self.second, "= 24px", "= 25px", in: package)
        _ = try failureMessage { try check(Self.second, in: package) }
        #expect(try verify(package) == 1)
        #expect(try CLIRunner.run(["approve", "--all-failed"], in: package).status == 0)
        try check(Self.second, in: package)
        try check(Self.first, in: package)
    }
}

/// A real token edit (the empty counter's dark label colour, read by two variants) fails the
/// variants' cases and `verify --tokens` alike, and either accept path leaves both green.
@Suite struct TokenEditParityTests {
    static let readers = ["count-0_limit-none_theme-dark", "count-0_limit-10_theme-dark"]

    /// A folder holding EBCounter's table with the dark empty label one step bluer.
    func editedTables() throws -> URL {
        let folder = try temporaryFolder("tokens")
        let bundled = try #require(Catalog.ebTokensDirectory).appendingPathComponent("EBCounter.tokens.json")
        let text = try String(contentsOf: bundled, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "[0.6627, 0.7137, 0.7882]", with: "[0.6627, 0.7137, 0.8]")
        #expect(edited != text)
        try Data(edited.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        return folder
    }

    func check(_ name: String, in package: URL, system: DesignSystem, record: RecordMode = .never) throws {
        let variant = try #require(EBCounter.variants.first { $0.name == name })
        try snapshot(
            variant, workspace: Workspace(root: package), function: "matrix(_:)", scale: 2, tolerance: .exact, record: record,
            system: system, location: (#fileID, #filePath, #line, #column))
    }

    func verify(_ package: URL, tokens: URL) throws -> Int32 {
        try CLIRunner.run(["verify", "--quiet", "--tokens", tokens.path, "--filter", "EBCounter/*"], in: package).status
    }

    @Test func recordedFromTheFailingCasesItLeavesVerifyGreen() throws {
        let (package, tokens) = (try temporaryPackage(components: ["EBCounter"]), try editedTables())
        defer { for folder in [package, tokens] { try? FileManager.default.removeItem(at: folder) } }
        let system = try DesignSystem(tokensDirectory: tokens, catalog: Catalog([EBCounter.self]))
        let message = try failureMessage { try check(Self.readers[0], in: package, system: system) }
        #expect(message.contains("cause: token counter.color.empty.label [dark]"), "\(message)")
        #expect(message.contains("Snapshots/EBCounter/provenance.txt"), "\(message)")
        try check("count-1_limit-none_theme-light", in: package, system: system)
        #expect(try verify(package, tokens: tokens) == 1, "verify fails as the test does")
        for name in Self.readers + [VariantParityTests.pageOwner] { try check(name, in: package, system: system, record: .failed) }
        #expect(try verify(package, tokens: tokens) == 0, "recording the failing cases wrote what verify checks")
    }

    @Test func approvedAfterVerifyItLeavesTheCasesGreen() throws {
        let (package, tokens) = (try temporaryPackage(components: ["EBCounter"]), try editedTables())
        defer { for folder in [package, tokens] { try? FileManager.default.removeItem(at: folder) } }
        let system = try DesignSystem(tokensDirectory: tokens, catalog: Catalog([EBCounter.self]))
        let message = try failureMessage { try check(Self.readers[0], in: package, system: system) }
        // The case names the same approve key verify's manifest holds.
        let key = try #require(message.components(separatedBy: "approve --cause '").dropFirst().first?.split(separator: "'").first)
        #expect(try verify(package, tokens: tokens) == 1)
        let approved = try CLIRunner.run(["approve", "--cause", String(key)], in: package)
        #expect(approved.status == 0, "\(approved.stdout)\(approved.stderr)")
        for name in Self.readers + [VariantParityTests.pageOwner, "count-1_limit-none_theme-light"] {
            try check(name, in: package, system: system)
        }
    }
}

/// Names given to `assertSnapshot(named:)` are escaped reversibly: no two names share a file.
@Suite struct TestReferenceNameTests {
    @Test func escapingKeepsNamesApart() {
        let names = ["0.5", "0-5", "0_5", "05", "0 5", "0~5", "a/b", "ä", "a-b"]
        let escaped = names.map(TestReference.sanitised)
        #expect(Set(escaped).count == names.count, "\(escaped)")
        #expect(TestReference.sanitised("0.5") == "0~2E5" && TestReference.sanitised("0-5") == "0-5")
        #expect(TestReference.sanitised("long-message_2") == "long-message_2", "plain names are unchanged")
        #expect(escaped.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_~".contains($0)) } })
    }
}
