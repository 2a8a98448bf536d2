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
