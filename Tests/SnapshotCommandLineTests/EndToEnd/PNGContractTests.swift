import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import SnapshotCore
import Testing

/// One PNG contract everywhere: a file with bytes after `IEND` is refused by `diff`, `verify`,
/// `approve` and the gallery alike, naming the file.
@Suite struct PNGContractTests {
    static let variant = "EBCounter/count-1_limit-none_theme-light"

    @Test func bytesAfterIENDAreRefusedByEveryReader() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let reference = package.appendingPathComponent("Snapshots/\(Self.variant)@2x.png")
        let clean = try Data(contentsOf: reference)
        let padded = clean + Data(repeating: 0x41, count: 1_000)
        try padded.write(to: reference)
        let said = "1000 byte(s) after IEND"

        let copy = package.appendingPathComponent("clean.png")
        try clean.write(to: copy)
        let diff = try CLIRunner.run(["diff", reference.path, copy.path], in: package)
        #expect(diff.status == 2 && diff.stderr.contains(said), "\(diff.stdout)\(diff.stderr)")

        let verify = try CLIRunner.run(["verify", "--quiet", "--filter", Self.variant], in: package)
        #expect(verify.status == 2 && verify.stdout.contains("ERROR \(Self.variant)") && verify.stdout.contains(said), "\(verify.stdout)")

        let gallery = try CLIRunner.run(["gallery"], in: package, catalog: Catalog([EBCounter.self]))
        #expect(gallery.status == 2 && gallery.stderr.contains(said), "\(gallery.stdout)\(gallery.stderr)")
    }

    /// A last run whose actual file gained bytes after `IEND`, its manifest made to match them:
    /// approve refuses it, and the reference keeps its bytes.
    @Test func approveRefusesAnActualWithBytesAfterIEND() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let reference = package.appendingPathComponent("Snapshots/\(Self.variant)@2x.png")
        let other = try Data(contentsOf: package.appendingPathComponent("Snapshots/EBCounter/count-99_limit-none_theme-light@2x.png"))
        try other.write(to: reference)
        let verify = try CLIRunner.run(["verify", "--quiet", "--filter", Self.variant], in: package)
        #expect(verify.status == 1, "\(verify.stdout)")
        let manifestURL = package.appendingPathComponent("snapshot-output/last-run.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        var entries = try #require(manifest["entries"] as? [[String: Any]])
        let index = try #require(entries.firstIndex { $0["id"] as? String == Self.variant })
        let actual = URL(fileURLWithPath: try #require(entries[index]["actual"] as? String))
        let padded = try Data(contentsOf: actual) + Data(repeating: 0x41, count: 1_000)
        try padded.write(to: actual)
        entries[index]["actualSHA256"] = SHA256.hex(of: padded)
        manifest["entries"] = entries
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)

        let approve = try CLIRunner.run(["approve", Self.variant], in: package)
        #expect(approve.status == 2 && approve.stderr.contains("1000 byte(s) after IEND"), "\(approve.stdout)\(approve.stderr)")
        #expect(try Data(contentsOf: reference) == other)
    }
}
