import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// Resolving a path the way the kernel walks it, with a missing tail.
@Suite struct RealPathTests {
    @Test func agreesWithRealpathOnExistingPaths() throws {
        let root = try temporaryFolder("realpath")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("up").path, withDestinationPath: "a/b/c/../..")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a/b/c/loop").path, withDestinationPath: "../../b")
        for relative in ["a/b/c", "up", "up/b/c/loop", "a/b/c/loop/c/loop/../..", "up/../a"] {
            let path = root.appendingPathComponent(relative).path
            let resolved = try RealPath.resolve(path)
            let expected = try #require(realpath(path, nil))
            defer { free(expected) }
            #expect(resolved.path == String(cString: expected), "\(relative)")
            #expect(resolved.exists)
        }
    }

    /// A name that begins with a combining mark, a joiner or a prepended mark after a slash is a
    /// component of its own: the link before it is followed, as the kernel follows it (a split on
    /// Swift `Character`s glued the mark to the slash and never looked at the link). Issue 44's
    /// fresh round, class 1.
    @Test(arguments: ["\u{301}x", "\u{200D}x", "\u{600}x", "\u{1F3FB}x"])
    func aLinkBeforeAMarkedNameIsFollowed(name: String) throws {
        let root = try temporaryFolder("realpath-mark")
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent(name), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("package"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("package/L").path, withDestinationPath: outside.path)
        let base = try RealPath.resolve(root.path).path
        let resolved = try RealPath.resolve(root.path + "/package/L/" + name + "/file.png")
        #expect(Array(resolved.path.utf8) == Array((base + "/outside/" + name + "/file.png").utf8), "\(resolved.path)")
        #expect(!RealPath.path(resolved.path, isInside: base + "/package"))
        // `..` after such a name goes up one name, by bytes.
        let up = try RealPath.resolve(root.path + "/package/L/" + name + "/..")
        #expect(Array(up.path.utf8) == Array((base + "/outside").utf8))
        #expect(PathBytes.components(of: "a/" + name + "/b") == ["a", name, "b"])
    }

    @Test func aMissingTailIsAppendedAndMayNotGoUp() throws {
        let root = try temporaryFolder("realpath-tail")
        defer { try? FileManager.default.removeItem(at: root) }
        let base = try RealPath.resolve(root.path).path
        let resolved = try RealPath.resolve(root.path + "/new/deeper/file.png")
        #expect(resolved.path == base + "/new/deeper/file.png" && !resolved.exists)
        #expect(throws: SnapshotError.self) { _ = try RealPath.resolve(root.path + "/new/../../escape") }
    }

    @Test func linkCyclesEndWithAnError() throws {
        let root = try temporaryFolder("realpath-cycle")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("b").path, withDestinationPath: "a")
        #expect {
            _ = try RealPath.resolve(root.appendingPathComponent("a/x").path)
        } throws: { error in
            "\(error)".contains("leads back to itself")
        }
    }
}
