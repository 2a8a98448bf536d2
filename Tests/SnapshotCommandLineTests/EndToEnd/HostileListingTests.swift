import EndToEndSupport
import Foundation
import Testing

/// A `provenance.txt` larger than its component could produce is refused by `verify` and `impact`
/// with a message naming it, without being parsed; the manifest stays small.
@Suite struct HostileListingTests {
    /// A package whose EBCounter listing has `facts` extra token lines in its first variant's block.
    func package(facts: Int) throws -> URL {
        let package = try temporaryPackage(components: ["EBCounter"])
        let listing = package.appendingPathComponent("Snapshots/EBCounter/provenance.txt")
        var lines = try String(contentsOf: listing, encoding: .utf8).components(separatedBy: "\n")
        let block = try #require(lines.firstIndex { !$0.isEmpty && !$0.hasPrefix("#") })
        lines.insert(
            contentsOf: (0..<facts).map { "  token counter.hostile.t\($0) [base] = #EEF2F9  @ EBCounter.tokens.json" }, at: block + 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: listing)
        return package
    }

    @Test func anOversizedListingIsRefusedNamingTheFile() throws {
        let package = try package(facts: 100_000)  // 7 MB: over EBCounter's 40 × 128 KiB
        defer { try? FileManager.default.removeItem(at: package) }
        let tokens = try CauseTests().editedTokens(in: package, table: "EBCounter.tokens.json", edit: CauseTests.paleEmptyBackground)
        let clock = ContinuousClock(), start = clock.now
        let verify = try CLIRunner.run(
            ["verify", "--filter", "EBCounter/count-0_limit-none_theme-light", "--tokens", tokens.path], in: package)
        #expect(clock.now - start < .seconds(30))
        #expect(verify.status == 2)
        let error = try #require(
            verify.stdout.split(separator: "\n").first { $0.hasPrefix("ERROR EBCounter/provenance.txt") }, "\(verify.stdout)")
        #expect(error.contains("Snapshots/EBCounter/provenance.txt") && error.contains("more than a listing of"), "\(error)")
        #expect(verify.stdout.contains("cause: its recorded provenance cannot be used"), "the failure says why it has no cause")
        let manifest = package.appendingPathComponent("snapshot-output/last-run.json")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: manifest.path)[.size] as? Int)
        #expect(size < 1_000_000, "\(size) bytes")
        let impact = try CLIRunner.run(["impact", "--tokens", tokens.path], in: package)
        #expect(impact.status == 2 && impact.stderr.contains("Snapshots/EBCounter/provenance.txt"), "\(impact.stdout)\(impact.stderr)")
        #expect(!impact.stdout.contains("changes"), "nothing predicted from it")
    }

    /// Under the limits, a listing with extra facts is read: the file fails with its diff, not an error.
    @Test func aListingWithinTheLimitsIsReadAsBefore() throws {
        let package = try package(facts: 1_000)
        defer { try? FileManager.default.removeItem(at: package) }
        let verify = try CLIRunner.run(["verify", "--filter", "EBCounter/count-0_limit-none_theme-light"], in: package)
        #expect(verify.status == 1, "\(verify.stdout)")
        #expect(verify.stdout.contains("FAIL EBCounter/provenance.txt: text differs"))
        #expect(!verify.stdout.contains("ERROR"))
    }
}
