import Foundation
import Rendering
import Testing

@Suite struct ReviewCommandTests {
    private let first = "Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png"
    private let second = "Snapshots/EBCounter/count-9_limit-none_theme-dark@2x.png"

    /// Replaces two references with another variant's image, so verify fails on both.
    private func breakTwo(in package: URL) throws -> (first: Data, second: Data) {
        let other = try Data(contentsOf: package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png"))
        let originals = (
            try Data(contentsOf: package.appendingPathComponent(first)), try Data(contentsOf: package.appendingPathComponent(second))
        )
        try other.write(to: package.appendingPathComponent(first))
        try other.write(to: package.appendingPathComponent(second))
        return originals
    }

    @Test func approveRerecordsExactlyTheNamedVariant() throws {
        let package = try CLIRunner.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let originals = try breakTwo(in: package)
        #expect(try CLIRunner.run(["verify"], in: package).status == 1)
        let approve = try CLIRunner.run(["approve", "EBCounter/count-9_limit-none_theme-light"], in: package)
        #expect(approve.status == 0, "\(approve.stderr)")
        #expect(
            try Data(contentsOf: package.appendingPathComponent(first)) == originals.first, "approved: the actual image is the reference")
        #expect(try Data(contentsOf: package.appendingPathComponent(second)) != originals.second, "the other failure is untouched")
        let again = try CLIRunner.run(["verify"], in: package)
        #expect(again.status == 1)
        #expect(again.stdout.contains("FAIL EBCounter/count-9_limit-none_theme-dark"))
        #expect(!again.stdout.contains("FAIL EBCounter/count-9_limit-none_theme-light"))
        #expect(try CLIRunner.run(["approve", "--all-failed"], in: package).status == 0)
        #expect(try CLIRunner.run(["verify"], in: package).status == 0)
    }

    @Test func approvingSomethingThatDidNotFailIsAnError() throws {
        let package = try CLIRunner.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        _ = try breakTwo(in: package)
        _ = try CLIRunner.run(["verify"], in: package)
        let output = try CLIRunner.run(["approve", "EBCounter/count-1_limit-none_theme-light"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("did not fail"))
        #expect(try CLIRunner.run(["approve"], in: package).status == 2, "nothing named")
    }

    @Test func approveWithoutAVerifyRunIsAnError() throws {
        let package = try CLIRunner.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("last-run.json"))
    }

    @Test func cleanFindsAndRemovesAPlantedOrphan() throws {
        let package = try CLIRunner.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let orphan = package.appendingPathComponent("Snapshots/EBCounter/count-5000_limit-none_theme-light@2x.png")
        let stray = package.appendingPathComponent("Snapshots/OldComponent/gone@2x.png")
        try FileManager.default.createDirectory(at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: orphan)
        try Data([1, 2, 3]).write(to: stray)

        let verify = try CLIRunner.run(["verify"], in: package)
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("ORPHAN Snapshots/EBCounter/count-5000_limit-none_theme-light@2x.png"))
        #expect(verify.stdout.contains("ORPHAN Snapshots/OldComponent/gone@2x.png"))

        let dry = try CLIRunner.run(["clean", "--dry-run"], in: package)
        #expect(dry.stdout.contains("clean: 2 orphan(s)"))
        #expect(FileManager.default.fileExists(atPath: orphan.path))

        #expect(try CLIRunner.run(["clean"], in: package).status == 0)
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(!FileManager.default.fileExists(atPath: stray.deletingLastPathComponent().path), "the emptied folder goes too")
        #expect(try CLIRunner.run(["verify"], in: package).status == 0)
    }

    @Test func otherScalesAreNotOrphans() throws {
        let package = try CLIRunner.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(try CLIRunner.run(["record", "--scale", "1", "--filter", "EBCounter/count-1_"], in: package).status == 0)
        #expect(try CLIRunner.run(["clean", "--dry-run"], in: package).stdout.contains("clean: 0 orphan(s)"))
    }
}

@Suite struct AuditCommandTests {
    @Test func auditListsRatiosAndFailsOnUndeclaredPairs() throws {
        let output = try CLIRunner.run(["audit"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("EBCounter  light · empty  label  #3C4A5C on #EEF2F9  8.04:1 (min 4.5)  decorative"))
        #expect(output.stdout.contains("FAIL"))
        #expect(output.stdout.contains("audit: 90 pairs"))
    }

    @Test func jsonHasEveryRow() throws {
        let output = try CLIRunner.run(["audit", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 90)
        #expect(rows.allSatisfy { $0["ratio"] is Double && $0["verdict"] is String })
    }
}
