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
