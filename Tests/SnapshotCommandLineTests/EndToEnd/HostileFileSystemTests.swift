import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import SnapshotCore
import TestSupport
import Testing

/// The attacks and accidents of issue 25, through the CLI a user runs, on throwaway packages:
/// links out of `Snapshots/`, tampered or blocked approvals, ids of any length, references that
/// would cost more than their size warrants, two runs at once, and file-system errors in words.
@Suite struct HostileFileSystemTests {
    let light = "EBCounter/count-1_limit-none_theme-light"
    let nine = "EBCounter/count-9_limit-none_theme-light"

    /// Every file below `folder`, by path, with its bytes (links not followed).
    func files(_ folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            var status = stat()
            guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            found[url.path] = try Data(contentsOf: url)
        }
        return found
    }

    /// A package whose `Snapshots/EBCounter` is a link to a copy of it outside the package.
    func packageWithLinkedComponent() throws -> (package: URL, outside: URL) {
        let package = try temporaryPackage(components: ["EBCounter"])
        let outside = try temporaryFolder("outside")
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        try FileManager.default.moveItem(at: folder, to: outside.appendingPathComponent("EBCounter"))
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside.appendingPathComponent("EBCounter"))
        return (package, outside)
    }

    @Test(arguments: [["record", "--filter", "EBCounter/"], ["record", "--filter", "EBCounter/", "--mode", "missing"], ["clean"]])
    func aComponentFolderLinkedOutsideIsNeverWrittenThrough(arguments: [String]) throws {
        let (package, outside) = try packageWithLinkedComponent()
        defer {
            try? FileManager.default.removeItem(at: package)
            try? FileManager.default.removeItem(at: outside)
        }
        try Data("orphan".utf8).write(to: outside.appendingPathComponent("EBCounter/retired@2x.png"))
        if arguments[0] == "record" {
            try FileManager.default.removeItem(at: outside.appendingPathComponent("EBCounter/\(nine.dropFirst(10))@2x.png"))
        }
        let before = try files(outside)
        let output = try CLIRunner.run(arguments, in: package)
        #expect(output.status == 2)
        let said = output.stdout + output.stderr
        #expect(said.contains("Snapshots/EBCounter") && said.contains("leads to \(outside.path)"), "\(said)")
        #expect(said.contains("refusing to read or write through it"))
        #expect(try files(outside) == before, "nothing outside the package changed")
    }

    /// Verify reads through no link that leaves `Snapshots/`, so a linked reference never reaches the report.
    @Test func verifyRefusesToReadThroughALinkOut() throws {
        let (package, outside) = try packageWithLinkedComponent()
        defer {
            try? FileManager.default.removeItem(at: package)
            try? FileManager.default.removeItem(at: outside)
        }
        let output = try CLIRunner.run(["verify", "--filter", light, "--jobs", "1"], in: package)
        #expect(output.status == 2)
        #expect(output.stdout.contains("ERROR \(light)") && output.stdout.contains("leads to \(outside.path)"), "\(output.stdout)")
        #expect(try files(package.appendingPathComponent("snapshot-output/report")).keys.allSatisfy { !$0.contains("images/reference") })
    }

    @Test func approveNeverWritesThroughALinkOut() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        let outside = try temporaryFolder("outside")
        defer {
            try? FileManager.default.removeItem(at: package)
            try? FileManager.default.removeItem(at: outside)
        }
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        try Data(contentsOf: folder.appendingPathComponent("count-1_limit-none_theme-light@2x.png"))
            .write(to: folder.appendingPathComponent("count-9_limit-none_theme-light@2x.png"))
        #expect(try CLIRunner.run(["verify", "--filter", nine], in: package).status == 1)
        // After the run, the folder becomes a link to a copy outside the package.
        try FileManager.default.moveItem(at: folder, to: outside.appendingPathComponent("EBCounter"))
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside.appendingPathComponent("EBCounter"))
        let before = try files(outside)
        let output = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("leads to \(outside.path)"), "\(output.stderr)")
        #expect(try files(outside) == before)
    }

    @Test func renderNeverReachesAReferenceThroughALink() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createSymbolicLink(
            at: package.appendingPathComponent("out"), withDestinationURL: package.appendingPathComponent("Snapshots/EBCounter"))
        let reference = package.appendingPathComponent("Snapshots/\(nine)@2x.png")
        let before = try Data(contentsOf: reference)
        let output = try CLIRunner.run(["render", light, "--output", "out/count-9_limit-none_theme-light@2x.png"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("--output may not point into Snapshots/"), "\(output.stderr)")
        #expect(try Data(contentsOf: reference) == before)
    }

    /// The second reference cannot be written (a folder took its place after the run): the
    /// first is not replaced either, and no temporary file is left.
    @Test func approveIsAllOrNone() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        let other = try Data(contentsOf: folder.appendingPathComponent("count-99_limit-none_theme-light@2x.png"))
        let first = folder.appendingPathComponent("count-1_limit-none_theme-light@2x.png")
        let second = folder.appendingPathComponent("count-9_limit-none_theme-light@2x.png")
        try other.write(to: first)
        try other.write(to: second)
        let verify = try CLIRunner.run(["verify", "--filter", "EBCounter/count-*_limit-none_theme-light"], in: package)
        #expect(verify.status == 1 && verify.stdout.contains("2 failed"), "\(verify.stdout)")
        try FileManager.default.removeItem(at: second)
        try FileManager.default.createDirectory(at: second.appendingPathComponent("blocker"), withIntermediateDirectories: true)
        let before = try files(package.appendingPathComponent("Snapshots"))
        let output = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("count-9_limit-none_theme-light@2x.png: expected a file, but it is a folder"), "\(output.stderr)")
        #expect(
            try files(package.appendingPathComponent("Snapshots")) == before, "the first reference is not replaced; no temporary is left")
    }

    /// One reference cannot be written (a folder stands in its place): the record writes none
    /// of the others it rendered, and says so.
    @Test func aRecordWithAnErrorWritesNothing() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("count-1_limit-none_theme-light@2x.png"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("variants.txt"))
        let blocked = folder.appendingPathComponent("count-9_limit-none_theme-light@2x.png")
        try FileManager.default.removeItem(at: blocked)
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("blocker"), withIntermediateDirectories: true)
        let before = try files(package.appendingPathComponent("Snapshots"))
        let output = try CLIRunner.run(["record", "--filter", "EBCounter/"], in: package)
        #expect(output.status == 2)
        #expect(output.stdout.contains("recorded but not written"), "\(output.stdout)")
        #expect(output.stdout.contains("unchanged: a record writes all of its files or none, and 1 error(s) above stopped it"))
        #expect(
            try files(package.appendingPathComponent("Snapshots")) == before, "neither the missing reference nor variants.txt was written")
        try FileManager.default.removeItem(at: blocked)
        #expect(try CLIRunner.run(["record", "--filter", "EBCounter/"], in: package).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("variants.txt").path))
    }

    @Test(arguments: [["render"], ["verify", "--filter"], ["list", "--filter"], ["approve"]])
    func anIdLongerThanEveryIdIsRefusedAtOnce(command: [String]) throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        if command == ["approve"] {
            let broken = package.appendingPathComponent("Snapshots/\(nine)@2x.png")
            try Data(contentsOf: package.appendingPathComponent("Snapshots/\(light)@2x.png")).write(to: broken)
            #expect(try CLIRunner.run(["verify", "--filter", nine], in: package).status == 1)
        }
        let id = String(repeating: "EBCounter/count-9_", count: 60_000)  // about a megabyte
        let output = try CLIRunner.run(command + [id], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("characters cannot match: the longest id"), "\(output.stderr.prefix(300))")
    }

    /// A reference whose header claims 8192×8192 pixels (64 Mpx, within the decoder's budget) is
    /// a size difference found from the header: it is never decoded (that took 604 MB).
    @Test func aReferenceOfAnotherSizeIsNotDecoded() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(PNGCodec.chunk("IHDR", [0, 0, 0x20, 0, 0, 0, 0x20, 0, 8, 6, 0, 0, 0]))
        png.append(PNGCodec.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
        png.append(PNGCodec.chunk("IEND", []))
        try png.write(to: package.appendingPathComponent("Snapshots/\(nine)@2x.png"))
        let output = try CLIRunner.run(["verify", "--filter", nine], in: package)
        #expect(output.status == 1)
        #expect(output.stdout.contains("size differs: reference 8192×8192 px, actual 48×48 px (the reference was not decoded"))
    }

    /// A genuine reference followed by a megabyte of compressed zeros (gigabytes inflated) is
    /// refused from its length alone: longer than any PNG of its size can need.
    @Test func aPaddedReferenceIsRefusedWithoutInflating() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let reference = package.appendingPathComponent("Snapshots/\(nine)@2x.png")
        var png = try Data(contentsOf: reference)
        let end = png.count - 12  // before IEND
        var padded = png.prefix(end)
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        padded.append(PNGCodec.chunk("IDAT", zeros))
        padded.append(png.suffix(12))
        png = padded
        try png.write(to: reference)
        let output = try CLIRunner.run(["verify", "--filter", nine], in: package)
        #expect(output.status == 2)
        #expect(output.stdout.contains("more than a reference of this snapshot can need"), "\(output.stdout)")
        #expect(output.stdout.contains("padded or corrupt, so it was not read; re-record it"))
        #expect(try Data(contentsOf: reference) == png, "left as it is")
    }

    @Test func aRunHoldingTheOutputFolderStopsAnother() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let workspace = Workspace(root: package)
        let held = try workspace.lockOutput(nil, .exclusive, purpose: "snapshot verify")
        let blocked = try CLIRunner.run(["verify", "--filter", light], in: package)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("another snapshot run is in progress in \(package.appendingPathComponent("snapshot-output").path)"))
        #expect(blocked.stderr.contains("(pid \(getpid()): snapshot verify, since"))
        let record = try workspace.lock(.exclusive, purpose: "snapshot record")
        held.release()
        let approve = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(approve.status == 2, "a record holds the references: approve waits its turn")
        record.release()
        #expect(try CLIRunner.run(["verify", "--filter", light], in: package).status == 0)
    }

    @Test func fileSystemErrorsAreInWords() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let reference = package.appendingPathComponent("Snapshots/\(nine)@2x.png")
        try FileManager.default.removeItem(at: reference)
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
        let folder = try CLIRunner.run(["verify", "--filter", nine], in: package)
        #expect(folder.status == 2)
        #expect(
            folder.stdout.contains(
                "\(nine)@2x.png: expected a reference file, but it is a folder (remove or rename the folder)"))
        try FileManager.default.removeItem(at: reference)
        try FileManager.default.removeItem(at: package.appendingPathComponent("snapshot-output"))
        try Data("in the way".utf8).write(to: package.appendingPathComponent("snapshot-output"))
        let file = try CLIRunner.run(["verify", "--filter", light], in: package)
        #expect(file.status == 2)
        #expect(file.stderr.contains("snapshot-output: expected a folder, but it is a file (move it away)"), "\(file.stderr)")
        for said in [folder.stdout, folder.stderr, file.stdout, file.stderr] { #expect(!said.contains("NSCocoaErrorDomain")) }
    }
}
