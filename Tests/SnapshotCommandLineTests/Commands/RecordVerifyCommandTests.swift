import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import TestSupport
import Testing

@Suite struct RecordVerifyCommandTests {
    @Test func verifyPassesOnACleanCopy() async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try await CLIRunner.runBinary(["verify", "--filter", "EBCounter/"], in: package)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains(" 0 failed, 0 missing, 0 errors"))
    }

    @Test func recordingTwiceGivesByteIdenticalFiles() throws {
        let package = try temporaryPackage(components: [])
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        try FileManager.default.removeItem(at: snapshots)
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        #expect(try CLIRunner.run(["record", "--filter", "EBCounter/"], in: package).status == 0)
        let first = try contents(of: snapshots)
        #expect(first.count > 40)
        #expect(try CLIRunner.run(["record", "--filter", "EBCounter/"], in: package).status == 0)
        #expect(try contents(of: snapshots) == first)
        // The committed references of the same component (the whole matrix is checked by VariantSnapshotTests).
        let committed = try contents(of: packageRoot.appendingPathComponent("Snapshots")).filter { path, _ in
            let top = path.split(separator: "/").first.map(String.init) ?? ""
            return top == "EBCounter" || top.hasPrefix("renderer-fingerprint@")
        }
        #expect(first == committed, "fresh records equal the committed ones")
    }

    @Test func recordAllLeavesReferencesWhosePixelsMatchAndSaysHowMany() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let kept = package.appendingPathComponent("Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png")
        let changed = package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png")
        // Other bytes, the same pixels (a text chunk, as an optimiser or an editor may leave).
        let reencoded = PNGTextChunk.inserting("optimised elsewhere", keyword: "Comment", into: try Data(contentsOf: kept))
        try reencoded.write(to: kept)
        let original = try Data(contentsOf: changed)
        var image = try PNGCodec.decode(original)
        let pixel = image[0, 0]
        image[0, 0] = (pixel.red ^ 0xFF, pixel.green, pixel.blue, 255)
        try PNGCodec.encode(image).write(to: changed)
        let output = try CLIRunner.run(["record", "--mode", "all", "--filter", "EBCounter/"], in: package)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("(1 written, "), "\(output.stdout)")
        #expect(output.stdout.contains(" already identical, 1 left alone (pixels already match))"), "\(output.stdout)")
        #expect(try Data(contentsOf: kept) == reencoded, "pixels match: the reference is left as it is")
        #expect(try Data(contentsOf: changed) == original, "a changed pixel: the reference is written again")
    }

    /// `--reencode` rewrites a reference whose pixels match but whose bytes are not the encoder's;
    /// after it, a plain `record --mode all` writes nothing.
    @Test func reencodeRewritesReferencesWhoseBytesAreNotTheEncodersOnce() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let other = package.appendingPathComponent("Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png")
        let encoded = try Data(contentsOf: other)
        try PNGTextChunk.inserting("optimised elsewhere", keyword: "Comment", into: encoded).write(to: other)
        let output = try CLIRunner.run(["record", "--mode", "all", "--reencode", "--filter", "EBCounter/"], in: package)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("(1 written, "), "\(output.stdout)")
        #expect(try Data(contentsOf: other) == encoded, "the encoder's bytes for the same pixels")
        let again = try CLIRunner.run(["record", "--mode", "all", "--filter", "EBCounter/"], in: package)
        #expect(again.stdout.contains("(0 written, ") && !again.stdout.contains("left alone"), "\(again.stdout)")
        let refused = try CLIRunner.run(["record", "--mode", "failed", "--reencode"], in: package)
        #expect(refused.status == 2 && refused.stderr.contains("--reencode"), "\(refused.stderr)")
    }

    @Test func halfAReferenceMakesVerifyFailNamingTheFileAndLeavesIt() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let target = package.appendingPathComponent("Snapshots/EBCounter/count-247_limit-none_theme-dark@2x.png")
        let data = try Data(contentsOf: target)
        let half = data.prefix(data.count / 2)
        try half.write(to: target)
        let output = try CLIRunner.run(["verify", "--filter", "EBCounter/"], in: package)
        #expect(output.status == 2)
        #expect(output.stdout.contains(target.lastPathComponent))
        #expect(try Data(contentsOf: target) == half)
        let again = try CLIRunner.run(["record", "--mode", "failed", "--filter", "count-247_limit-none_theme-dark"], in: package)
        #expect(again.status == 2, "record --mode failed does not overwrite an unreadable reference")
        #expect(try Data(contentsOf: target) == half)
    }

    @Test func changedPixelExitsOneWithArtifacts() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let target = package.appendingPathComponent("Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png")
        let other = package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: other, to: target)
        let output = try CLIRunner.run(
            ["verify", "--filter", "EBCounter/", "--output", package.appendingPathComponent("out").path], in: package)
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL EBCounter/count-9_limit-none_theme-light"))
        let diff = package.appendingPathComponent("out/artifacts/EBCounter/count-9_limit-none_theme-light@2x.diff.png")
        #expect(FileManager.default.fileExists(atPath: diff.path))
    }

    @Test func recordRejectsAnUnknownMode() async throws {
        let output = try await CLIRunner.runBinary(["record", "--mode", "sometimes"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--mode"))
    }

    private func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where !file.hasDirectoryPath {
            result[file.path.replacingOccurrences(of: folder.path, with: "")] = try Data(contentsOf: file)
        }
        return result
    }
}
