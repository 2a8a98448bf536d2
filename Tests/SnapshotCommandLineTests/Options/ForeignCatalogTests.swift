import EBComponents
import EndToEndSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

/// The harness's own command line (the EB catalog) run in a client's package, whose `Snapshots/`
/// holds only components it does not know, refuses before reading or writing anything, exit 2,
/// and names the command that works there; a package that knows some of its folders is its own.
@Suite struct ForeignCatalogTests {
    /// A client's package: `Snapshots/Meter/` and `Snapshots/Gauge/` with their listings, and a
    /// test file's folder (no listing).
    func clientPackage() throws -> URL {
        let root = try temporaryFolder("client")
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        for folder in ["Meter", "Gauge"] {
            let url = root.appendingPathComponent("Snapshots/\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("\(folder)\n".utf8).write(to: url.appendingPathComponent("variants.txt"))
        }
        let tests = root.appendingPathComponent("Snapshots/MeterTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data().write(to: tests.appendingPathComponent("variants.txt.png"))
        return root
    }

    @Test(arguments: [["verify"], ["record"], ["approve", "--all-failed"], ["clean"], ["list"], ["gallery"]])
    func theHarnessesOwnCommandLineRefusesAClientsPackage(arguments: [String]) throws {
        let package = try clientPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(arguments, in: package)
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("Snapshots holds the references of Gauge, Meter, none of which this command line's catalog knows"))
        #expect(output.stderr.contains("`swift package --allow-writing-to-package-directory snapshot …`"), "\(output.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: package.path).sorted()
        #expect(entries == ["Package.swift", "Snapshots"], "nothing written: no snapshot-output/")
        let folders = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent("Snapshots").path).sorted()
        #expect(folders == ["Gauge", "Meter", "MeterTests"])
    }

    @Test func aPackageThatKnowsOneOfItsComponentsIsItsOwn() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let retired = package.appendingPathComponent("Snapshots/EBRetired")
        try FileManager.default.createDirectory(at: retired, withIntermediateDirectories: true)
        try Data("EBRetired\n".utf8).write(to: retired.appendingPathComponent("variants.txt"))
        let output = try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/count-1_"], in: package)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    @Test func aPackageWithoutComponentFoldersIsNotRefused() throws {
        let package = try temporaryFolder("new-package")
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let output = try CLIRunner.run(["list"], in: package)
        #expect(output.status == 0, "\(output.stderr)")
    }
}
