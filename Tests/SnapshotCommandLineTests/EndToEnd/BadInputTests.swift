import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import SnapshotCore
import Testing

/// Each bad input gets a clear message naming the path or token, exit 2 (1 only for a real
/// visual mismatch), and leaves every reference as it was.
@Suite struct BadInputTests {
    private let target = "Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png"
    private let filter = "EBCounter/count-9_limit-none_theme-light"

    /// Runs `arguments` in a fresh package after `prepare`, returning the output and whether every
    /// file under Snapshots/ is unchanged by the run.
    private func run(_ arguments: [String], prepare: (URL) throws -> Void = { _ in }) throws -> (
        CLIRunner.Output, unchanged: Bool, package: URL
    ) {
        let package = try temporaryPackage(components: ["EBCounter"])
        try prepare(package)
        let before = try snapshotFiles(package)
        let output = try CLIRunner.run(arguments, in: package)
        return (output, try snapshotFiles(package) == before, package)
    }

    private func snapshotFiles(_ package: URL) throws -> [String: Data] {
        let root = package.appendingPathComponent("Snapshots")
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) ?? .init()
        where !url.hasDirectoryPath {
            files[url.path] = try? Data(contentsOf: url)
        }
        return files
    }

    @Test func nonPNGNamedPNG() throws {
        let (output, unchanged, package) = try run(["verify", "--filter", filter]) {
            try Data("GIF89a".utf8).write(to: $0.appendingPathComponent(target))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(output.stdout.contains(target) && output.stdout.contains("not a PNG"))
        #expect(unchanged)
    }

    @Test func referenceOfAnotherSizeIsAVisualMismatch() throws {
        let (output, unchanged, package) = try run(["verify", "--filter", filter]) {
            try PNGCodec.encode(RGBAImage(width: 10, height: 7, fill: (1, 2, 3, 255))).write(to: $0.appendingPathComponent(target))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 1)
        #expect(output.stdout.contains("reference 10×7 px, actual 48×48 px"))
        #expect(unchanged)
    }

    @Test func hugeDimensionsAreRefused() throws {
        let (output, unchanged, package) = try run(["verify", "--filter", filter]) { package in
            var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            png.append(PNGCodec.chunk("IHDR", [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0]))  // 100000 × 100000
            png.append(PNGCodec.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))  // a few bytes of zlib
            png.append(PNGCodec.chunk("IEND", []))
            try png.write(to: package.appendingPathComponent(target))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(output.stdout.contains("100000×100000") && output.stdout.contains("budget"))
        #expect(unchanged)
    }

    @Test func missingReferenceFails() throws {
        let (output, _, package) = try run(["verify", "--filter", filter]) {
            try FileManager.default.removeItem(at: $0.appendingPathComponent(target))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 1)
        #expect(output.stdout.contains("MISSING \(filter)"))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(target).path), "verify does not create it")
    }

    @Test func unknownFilterSuggestsTheNearest() throws {
        let (output, unchanged, package) = try run(["verify", "--filter", "EBCounter/count-9_limit-none_theme-lihgt"])
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(output.stderr.contains("did you mean 'EBCounter/count-9_limit-none_theme-light'"))
        #expect(unchanged)
    }

    @Test(arguments: [
        (#"{"counter": "#, "not valid JSON"),
        (##"{"counter": {"color": {"$type": "color", "empty": {"bg": {"$value": "#EEF2F9"}}}}}"##, "counter.color.empty.bg: legacy-format"),
        (
            #"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"#,
            "cycle: reference chain loops: a → b → a"
        ),
        (
            ##"{"counter": {"color": {"$type": "color", "empty": {"bg": {"$value": {"colorSpace": "srgb", "components": [0.9333, 0.949, 0.9765]}}}}}}"##,
            "a renderer asked for this token"
        ),
    ])
    func malformedTokenFiles(json: String, fragment: String) throws {
        let (output, unchanged, package) = try run(["record", "--tokens", "tokens"]) { package in
            let folder = package.appendingPathComponent("tokens")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(output.stderr.contains("EBCounter.tokens.json") && output.stderr.contains(fragment), "\(output.stderr)")
        #expect(unchanged)
    }

    @Test func unreadableWorkspaceFont() throws {
        let (output, unchanged, package) = try run(["record"]) { package in
            let fonts = package.appendingPathComponent("Fonts")
            try FileManager.default.removeItem(at: fonts)
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try Data("not a font".utf8).write(to: fonts.appendingPathComponent("ProximaSoft-Bold.otf"))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(output.stderr.contains("Fonts/ProximaSoft-Bold.otf") && output.stderr.contains("cannot load this font file"))
        #expect(unchanged)
    }

    @Test func aWorkspaceWithoutFontsRendersWithTheBundledOnes() throws {
        let (output, unchanged, package) = try run(["verify", "--filter", "EBCounter/count-9_"]) { package in
            try FileManager.default.removeItem(at: package.appendingPathComponent("Fonts"))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 0)
        #expect(!output.stdout.contains("NOTE"), "the references were recorded with the bundled fonts")
        #expect(unchanged)
    }

    @Test func unwritableSnapshotsFolder() throws {
        // Root ignores permissions, so make the component folder a plain file: nothing can be written under it.
        let (output, _, package) = try run(["record", "--filter", "EBCounter/"]) { package in
            let folder = package.appendingPathComponent("Snapshots/EBCounter")
            try FileManager.default.removeItem(at: folder)
            try Data("in the way".utf8).write(to: folder)
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(output.stdout.contains("Snapshots/EBCounter: expected a folder, but it is a file (move it away)"), "\(output.stdout)")
        #expect(try String(contentsOf: package.appendingPathComponent("Snapshots/EBCounter"), encoding: .utf8) == "in the way")
    }

    /// A tampered manifest: an actual image that is a genuine PNG of the run's output folder,
    /// but a reference path that climbs out of `Snapshots/`.
    @Test func approveRefusesAManifestThatPointsOutsideSnapshots() throws {
        let (_, _, package) = try run(["verify", "--filter", "EBCounter/count-1_"])
        defer { try? FileManager.default.removeItem(at: package) }
        let actual = package.appendingPathComponent("snapshot-output/artifacts/evil.png")
        let png = try PNGCodec.encode(RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 255)))
        try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: actual)
        try tamper(package, reference: "../escaped.png", actual: actual.path, sha: SHA256.hex(of: png), width: 2, height: 2)
        let output = try CLIRunner.run(["approve", tamperedID], in: package)
        #expect(output.status == 2)
        let claim = "the entry '\(tamperedID)' claims the reference ../escaped.png, but its reference is \(tamperedID)@2x.png"
        #expect(output.stderr.contains(claim), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("escaped.png").path))
    }

    /// A tampered manifest whose actual is a text file outside the run's folder, with a matching
    /// SHA: it never becomes a `.png` reference.
    @Test func approveRefusesAnActualThatIsNotTheRunsPNG() throws {
        let (_, _, package) = try run(["verify", "--filter", "EBCounter/count-1_"])
        defer { try? FileManager.default.removeItem(at: package) }
        let reference = package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png")
        let before = try Data(contentsOf: reference)
        let text = Data("not an image".utf8)
        let outside = package.appendingPathComponent("notes.txt")
        try text.write(to: outside)
        try tamper(package, reference: "EBCounter/count-1_limit-none_theme-light@2x.png", actual: outside.path, sha: SHA256.hex(of: text))
        let first = try CLIRunner.run(["approve", tamperedID], in: package)
        #expect(first.status == 2)
        #expect(first.stderr.contains("cannot become a reference: it is not inside the run's output folder"), "\(first.stderr)")
        // Inside the output folder, with the right SHA, but not a PNG.
        let inside = package.appendingPathComponent("snapshot-output/artifacts/notes.png")
        try FileManager.default.createDirectory(at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: inside)
        try tamper(package, reference: "EBCounter/count-1_limit-none_theme-light@2x.png", actual: inside.path, sha: SHA256.hex(of: text))
        let second = try CLIRunner.run(["approve", tamperedID], in: package)
        #expect(second.status == 2)
        #expect(second.stderr.contains("cannot become a reference: the manifest records no size"), "\(second.stderr)")
        try tamper(
            package, reference: "EBCounter/count-1_limit-none_theme-light@2x.png", actual: inside.path, sha: SHA256.hex(of: text), width: 2,
            height: 2)
        let third = try CLIRunner.run(["approve", tamperedID], in: package)
        #expect(third.status == 2)
        #expect(third.stderr.contains("cannot become a reference: it is not a readable PNG"), "\(third.stderr)")
        #expect(try Data(contentsOf: reference) == before)
    }

    /// The id of the tampered manifest's one entry: a real variant, so that every check after the
    /// naming rules (the reference the id names) is reached.
    private let tamperedID = "EBCounter/count-1_limit-none_theme-light"

    /// Replaces the package's manifest with one failed entry ``tamperedID``.
    private func tamper(_ package: URL, reference: String, actual: String, sha: String, width: Int? = nil, height: Int? = nil) throws {
        let size = width.map { #", "actualWidth": \#($0), "actualHeight": \#(height ?? 0)"# } ?? ""
        let json =
            #"{"date": "2026-01-01T00:00:00Z", "scale": 2, "orphans": [], "outputDirectory": "\#(package.appendingPathComponent("snapshot-output").standardizedFileURL.path)", "entries": [{"id": "\#(tamperedID)", "status": "failed", "reference": "\#(reference)", "actual": "\#(actual)", "actualSHA256": "\#(sha)"\#(size)}]}"#
        try Data(json.utf8).write(to: package.appendingPathComponent("snapshot-output/last-run.json"))
    }

    @Test(arguments: ["Snapshots/EBCounter/x@2x.png", "out/../Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png"])
    func renderCannotWriteIntoSnapshots(output path: String) throws {
        let (output, unchanged, package) = try run(["render", "EBCounter/count-1_limit-none_theme-light", "--output", path]) { package in
            try FileManager.default.createDirectory(at: package.appendingPathComponent("out"), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(output.stderr.contains("Snapshots/"))
        #expect(unchanged)
    }

    @Test func verifyNeverWritesUnderSnapshots() throws {
        let (output, unchanged, package) = try run(["verify", "--filter", "EBCounter/"]) { package in
            try Data([0]).write(to: package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png"))
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(output.status == 2)
        #expect(unchanged)
    }
}
