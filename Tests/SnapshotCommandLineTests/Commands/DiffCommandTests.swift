import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import TestSupport
import Testing

@Suite struct DiffCommandTests {
    private func folder() throws -> URL {
        let url = try temporaryFolder("diff")
        return url
    }

    private func write(_ image: RGBAImage, _ url: URL) throws {
        try PNGCodec.encode(image).write(to: url)
    }

    private func json(_ output: CLIRunner.Output) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    @Test func theDiffImageNeverGoesIntoSnapshotsAndItsPathIsPrinted() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let a = package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png")
        let b = package.appendingPathComponent("Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png")
        let inside = package.appendingPathComponent("Snapshots/EBCounter/d.png")
        let refused = try CLIRunner.run(["diff", a.path, b.path, "--output", inside.path], in: package)
        #expect(refused.status == 2 && refused.stderr.contains("--output may not point into Snapshots/ ("))
        #expect(!refused.stderr.contains("Usage:"))
        #expect(!FileManager.default.fileExists(atPath: inside.path))
        let outside = package.appendingPathComponent("d.png")
        let written = try CLIRunner.run(["diff", a.path, b.path, "--output", outside.path], in: package)
        #expect(written.status == 1)
        #expect(written.stdout.contains("diff image: \(outside.standardizedFileURL.path)"))
        #expect(FileManager.default.fileExists(atPath: outside.path))
    }

    @Test func identicalExitsZeroWithJSON() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png")
        try write(RGBAImage(width: 8, height: 8, fill: (10, 20, 30, 255)), a)
        let output = try CLIRunner.run(["diff", a.path, a.path, "--json"])
        #expect(output.status == 0)
        let result = try json(output)
        #expect(result["mismatchedPixels"] as? Int == 0 && result["totalPixels"] as? Int == 64)
        #expect(result["width"] as? Int == 8 && result["height"] as? Int == 8 && result["identical"] as? Bool == true)
    }

    @Test func differenceExitsOneAndWritesTheDiff() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png"), out = dir.appendingPathComponent("d.png")
        var changed = RGBAImage(width: 8, height: 8, fill: (255, 255, 255, 255))
        try write(changed, a)
        changed[4, 4] = (0, 0, 0, 255)
        try write(changed, b)
        let output = try CLIRunner.run(["diff", a.path, b.path, "--output", out.path, "--json", "--diff-color", "0,0,255"])
        #expect(output.status == 1)
        #expect(try json(output)["mismatchedPixels"] as? Int == 1)
        #expect(try PNGCodec.read(contentsOf: out)[4, 4] == (0, 0, 255, 255))
        #expect(try CLIRunner.run(["diff", a.path, b.path, "--max-diff-pixels", "1"]).status == 0)
        #expect(try CLIRunner.run(["diff", a.path, b.path, "--max-diff-ratio", "0.01"]).status == 1)
        #expect(try CLIRunner.run(["diff", a.path, b.path, "--max-diff-ratio", "0.02"]).status == 0)
    }

    @Test func sizeMismatchExitsOneShowingBothSizesAndAComposite() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png"), out = dir.appendingPathComponent("c.png")
        try write(RGBAImage(width: 8, height: 6, fill: (0, 0, 0, 255)), a)
        try write(RGBAImage(width: 10, height: 6, fill: (0, 0, 0, 255)), b)
        let output = try CLIRunner.run(["diff", a.path, b.path, "--output", out.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("8x6") && output.stdout.contains("10x6"))
        #expect(try PNGCodec.read(contentsOf: out).width == 8 + 8 + 10)
    }

    @Test(arguments: [
        ["--threshold", "2"], ["--alpha", "-1"], ["--aa-color", "1,2"], ["--diff-color", "300,0,0"], ["--max-diff-ratio", "5"],
        ["--output", "/nonexistent/folder/d.png"],
    ])
    func badOptionsExitTwo(arguments: [String]) throws {
        let output = try CLIRunner.run(["diff", "a.png", "b.png"] + arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
    }

    @Test func unreadableInputExitsTwoNamingIt() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.png")
        try Data("not a png".utf8).write(to: bad)
        let output = try CLIRunner.run(["diff", bad.path, bad.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains(bad.path))
    }
}
