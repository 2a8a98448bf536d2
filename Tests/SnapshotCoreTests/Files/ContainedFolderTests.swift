import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// The one containment rule: relative paths checked lexically, then resolved through every link,
/// and refused unless they lie inside their folder.
@Suite struct ContainedFolderTests {
    /// `root/Snapshots/` (with `EBCounter/`), `root/outside/` and `root/../elsewhere`-style targets.
    struct Layout {
        let root: URL
        let snapshots: ContainedFolder
        let outside: URL

        init() throws {
            root = try temporaryFolder("contained")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Snapshots/EBCounter"), withIntermediateDirectories: true)
            outside = root.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            snapshots = ContainedFolder(root.appendingPathComponent("Snapshots"), role: "Snapshots/", within: root)
        }

        func link(_ relative: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(relative).path, withDestinationPath: target)
        }
    }

    @Test(arguments: [
        ("", "empty"), ("/etc/passwd", "absolute"), ("../x.png", "goes up"), ("EBCounter/../../x.png", "goes up"),
        ("EBCounter/./x.png", "'.'"), ("EBCounter//x.png", "empty or '.'"), ("a\u{0}b", "NUL"),
    ])
    func pathsThatCouldLeaveAreRefusedBeforeAnyLookup(relative: String, reason: String) throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        #expect {
            _ = try layout.snapshots.resolve(relative)
        } throws: { error in
            guard case .unsafePath(_, let said)? = error as? SnapshotError else { return false }
            return said.contains(reason)
        }
    }

    @Test func pathsInsideResolveToTheirRealLocationExistingOrNot() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let real = try RealPath.resolve(layout.root.path).path
        #expect(try layout.snapshots.resolve("EBCounter/new@2x.png").path == real + "/Snapshots/EBCounter/new@2x.png")
        #expect(try layout.snapshots.resolve("NewComponent/deep/x.png").path == real + "/Snapshots/NewComponent/deep/x.png")
    }

    @Test func aLinkThatStaysInsideIsFollowed() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        try layout.link("Snapshots/Alias", to: "EBCounter")
        let real = try RealPath.resolve(layout.root.path).path
        #expect(try layout.snapshots.resolve("Alias/x@2x.png").path == real + "/Snapshots/EBCounter/x@2x.png")
    }

    @Test(arguments: ["absolute", "relative", "chained", "dangling"])
    func aLinkThatLeadsOutIsRefusedNamingWhereItLeads(kind: String) throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        switch kind {
        case "absolute": try layout.link("Snapshots/Evil", to: layout.outside.path)
        case "relative": try layout.link("Snapshots/Evil", to: "../outside")
        case "chained":
            try layout.link("Snapshots/Step", to: "EBCounter")
            try layout.link("Snapshots/EBCounter/Evil", to: "../../outside")
            try layout.link("Snapshots/Evil", to: "Step/Evil")
        default: try layout.link("Snapshots/Evil", to: layout.root.appendingPathComponent("missing").path)
        }
        #expect {
            _ = try layout.snapshots.resolve("Evil/x@2x.png")
        } throws: { error in
            guard case .outsideFolder(let path, let leadsTo?, _)? = error as? SnapshotError else { return false }
            return path.hasSuffix("Snapshots/Evil/x@2x.png") && !leadsTo.contains("/Snapshots/")
        }
    }

    @Test func aFolderThatMustLieInsideTheProjectIsCheckedItself() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let elsewhere = try temporaryFolder("elsewhere")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try layout.link("snapshot-output", to: elsewhere.path)
        let output = ContainedFolder(layout.root.appendingPathComponent("snapshot-output"), role: "snapshot-output/", within: layout.root)
        #expect(throws: SnapshotError.self) { _ = try output.resolve("last-run.json") }
        // Named by the user (no project to stay in), the same folder is fine.
        let named = ContainedFolder(layout.root.appendingPathComponent("snapshot-output"), role: "the output folder")
        #expect(try named.resolve("last-run.json").path == (try RealPath.resolve(elsewhere.path).path) + "/last-run.json")
    }

    @Test func aFileWhereAFolderBelongsIsNamed() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        try Data("x".utf8).write(to: layout.root.appendingPathComponent("Snapshots/Toast"))
        #expect {
            _ = try layout.snapshots.resolve("Toast/x@2x.png")
        } throws: { error in
            "\(error)".hasSuffix("Snapshots/Toast: expected a folder, but it is a file (move it away)")
        }
    }

    @Test func absoluteFilesMustBeNamedUnderTheFolder() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        #expect(throws: SnapshotError.self) { _ = try layout.snapshots.resolve(file: layout.outside.appendingPathComponent("x.png")) }
        #expect(throws: SnapshotError.self) {
            _ = try layout.snapshots.resolve(file: layout.root.appendingPathComponent("Snapshots/../outside/x.png"))
        }
        #expect(layout.snapshots.holds(layout.root.appendingPathComponent("Snapshots/EBCounter/x.png")))
        #expect(!layout.snapshots.holds(layout.outside))
    }
}

/// Paths compare as the file system compares them, byte for byte: a folder whose name is
/// canonically equivalent to the package's (NFC `café` against NFD `cafe` + U+0301, `K`
/// against U+212A KELVIN SIGN) is another folder, and a link to it leads out.
@Suite struct UnicodePathTests {
    static let twins = [("caf\u{E9}", "cafe\u{301}"), ("Kit", "\u{212A}it")]

    @Test(arguments: twins)
    func aLinkIntoAnEquivalentlyNamedTwinFolderLeadsOut(name: String, twin: String) throws {
        #expect(name == twin, "Swift's String takes the two names for one")
        let root = try temporaryFolder("unicode")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent(name), elsewhere = root.appendingPathComponent(twin)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: elsewhere.appendingPathComponent("Snapshots/EBSlider"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("Snapshots/EBSlider").path,
            withDestinationPath: elsewhere.appendingPathComponent("Snapshots/EBSlider").path)
        let snapshots = ContainedFolder(package.appendingPathComponent("Snapshots"), role: "Snapshots/", within: package)
        #expect(throws: SnapshotError.self) { _ = try snapshots.resolve("EBSlider/x@2x.png") }
        #expect(!snapshots.holds(elsewhere.appendingPathComponent("Snapshots/EBSlider/x@2x.png")))
        #expect(throws: SnapshotError.self) {
            try FileWriter.write(Data("x".utf8), to: "EBSlider/x@2x.png", in: snapshots)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.appendingPathComponent("Snapshots/EBSlider").path).isEmpty)
        // A file named under the twin's spelling is not named under the folder.
        let named = elsewhere.appendingPathComponent("Snapshots/EBSlider/x@2x.png")
        #expect(throws: SnapshotError.self) { _ = try snapshots.resolve(file: named) }
    }

    @Test func aSnapshotsFolderLinkedToAnEquivalentTwinIsOutsideItsPackage() throws {
        let root = try temporaryFolder("unicode")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("caf\u{E9}"), twin = root.appendingPathComponent("cafe\u{301}")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: twin.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("Snapshots").path, withDestinationPath: twin.appendingPathComponent("Snapshots").path)
        let workspace = Workspace(root: package)
        #expect(throws: SnapshotError.self) { _ = try workspace.snapshots.realLocation() }
    }

    @Test func aLinkWhoseTargetIsNotUTF8IsRefusedNotRepaired() throws {
        let root = try temporaryFolder("unicode")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        let link = root.appendingPathComponent("Snapshots/EBSlider").path
        let target: [CChar] = [0x63, 0x61, 0x66, -1, 0]  // "caf" and the byte 0xFF, never UTF-8
        #expect(symlink(target, link) == 0)
        let snapshots = ContainedFolder(root.appendingPathComponent("Snapshots"), role: "Snapshots/", within: root)
        #expect(throws: SnapshotError.self) { _ = try snapshots.resolve("EBSlider/x@2x.png") }
    }
}
