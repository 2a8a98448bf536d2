import EndToEndSupport
import Foundation
import Testing

/// Issue 35, defect 12: an output folder in `Snapshots/` (named, or reached through a link) is
/// refused before anything is created in it (no lock, no temporary), with a message that names
/// the folder plainly.
@Suite struct OutputInSnapshotsTests {
    static let light = "EBCounter/count-1_limit-none_theme-light"

    /// Every entry below `folder` (hidden ones and folders included), with the bytes of files.
    func entries(_ folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            found[url.path] = (try? Data(contentsOf: url)) ?? Data()
        }
        return found
    }

    @Test(arguments: [
        ["verify", "--filter", light, "--output", "Snapshots/EBCounter"],
        ["verify", "--filter", light, "--output", "Snapshots"],
        ["verify", "--filter", light, "--output", "linked"],
        ["gallery", "--output", "Snapshots/EBCounter/gallery"],
    ])
    func aNamedFolderInSnapshotsLeavesNothingThere(arguments: [String]) throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("linked").path, withDestinationPath: "Snapshots/EBCounter")
        let before = entries(snapshots)
        let output = try CLIRunner.run(arguments, in: package)
        #expect(output.status == 2)
        let named = package.appendingPathComponent(arguments.last ?? "").path
        let real = try #require(arguments.last).replacingOccurrences(of: "linked", with: "Snapshots/EBCounter")
        let place =
            named.hasSuffix("linked") ? "\(named) leads to \(package.appendingPathComponent(real).path), inside" : "\(named) is inside"
        #expect(output.stderr.contains("\(place) Snapshots/ (\(snapshots.path)), where only `"), "\(output.stderr)")
        #expect(!output.stderr.contains("anywhere but"), "\(output.stderr)")
        #expect(entries(snapshots) == before, "no lock file, temporary or folder was left in Snapshots/")
    }

    /// `snapshot-output/` itself a link into `Snapshots/`: the package's own lock is refused too.
    @Test(arguments: [["verify", "--filter", light], ["record", "--filter", light], ["render", light], ["clean"]])
    func aDefaultOutputLinkedIntoSnapshotsLeavesNothingThere(arguments: [String]) throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("snapshot-output").path, withDestinationPath: "Snapshots/EBCounter")
        let before = entries(snapshots)
        let output = try CLIRunner.run(arguments, in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("inside Snapshots/ (\(snapshots.path))"), "\(output.stderr)")
        #expect(entries(snapshots) == before, "no lock file, temporary or folder was left in Snapshots/")
    }
}
