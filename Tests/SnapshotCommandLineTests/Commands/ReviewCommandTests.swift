import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import SnapshotCore
import TestSupport
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

    /// A folder with EBCounter's table whose empty background is another colour.
    private func changedTokens() throws -> URL {
        let folder = try temporaryFolder("tokens")
        let own = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/EBComponents/Tokens/EBCounter.tokens.json"), encoding: .utf8)
        let changed = own.replacingOccurrences(of: "[0.9333, 0.949, 0.9765]", with: "[0.5, 0.949, 0.9765]")
        #expect(changed != own)
        try Data(changed.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        return folder
    }

    @Test func referencesTakenFromAReplacementTableComeWithAWarning() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        let tokens = try changedTokens()
        defer {
            try? FileManager.default.removeItem(at: package)
            try? FileManager.default.removeItem(at: tokens)
        }
        let variant = "EBCounter/count-0_limit-none_theme-light"
        let verify = try CLIRunner.run(["verify", "--filter", variant, "--tokens", tokens.path], in: package)
        #expect(verify.status == 1, "the changed colour fails: \(verify.stdout)")
        #expect(verify.stderr.contains("note: --tokens: EBCounter.tokens.json from \(tokens.path)"))
        let approve = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(approve.status == 0)
        #expect(approve.stderr.contains("warning: that verify read tables from --tokens \(tokens.standardizedFileURL.path)"))
        #expect(try CLIRunner.run(["verify", "--filter", variant], in: package).status == 1, "the package's own table disagrees now")
        let record = try CLIRunner.run(["record", "--filter", variant], in: package)
        #expect(record.status == 0 && !record.stderr.contains("warning"), "a plain record says nothing")
        let again = try CLIRunner.run(["record", "--filter", variant, "--tokens", tokens.path], in: package)
        #expect(again.status == 0)
        #expect(again.stderr.contains("warning: recorded with --tokens \(tokens.path)"), "\(again.stderr)")
    }

    @Test func approveRerecordsExactlyTheNamedVariant() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let originals = try breakTwo(in: package)
        #expect(try CLIRunner.run(["verify", "--filter", "EBCounter/"], in: package).status == 1)
        let approve = try CLIRunner.run(["approve", "EBCounter/count-9_limit-none_theme-light"], in: package)
        #expect(approve.status == 0, "\(approve.stderr)")
        #expect(
            try Data(contentsOf: package.appendingPathComponent(first)) == originals.first, "approved: the actual image is the reference")
        #expect(try Data(contentsOf: package.appendingPathComponent(second)) != originals.second, "the other failure is untouched")
        let again = try CLIRunner.run(["verify", "--filter", "EBCounter/"], in: package)
        #expect(again.status == 1)
        #expect(again.stdout.contains("FAIL EBCounter/count-9_limit-none_theme-dark"))
        #expect(!again.stdout.contains("FAIL EBCounter/count-9_limit-none_theme-light"))
        #expect(try CLIRunner.run(["approve", "--all-failed"], in: package).status == 0)
        #expect(try CLIRunner.run(["verify", "--filter", "EBCounter/"], in: package).status == 0)
    }

    @Test func approveAfterAVerifyToAnotherFolderRefusesTheOlderManifest() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        _ = try breakTwo(in: package)
        #expect(try CLIRunner.run(["verify", "--filter", "EBCounter/"], in: package).status == 1)
        let other = package.appendingPathComponent("ci-output")
        let verify = try CLIRunner.run(["verify", "--filter", "EBCounter/", "--output", other.path, "--summary", "-"], in: package)
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("\(CommandName.pluginInvocation) approve --all-failed --output '\(other.standardizedFileURL.path)'"))
        #expect(verify.stdout.hasPrefix("## Snapshot verify: changes found"), "stdout is only the Markdown")
        #expect(!verify.stdout.contains("FAIL EBCounter/") && !verify.stdout.contains("\nreport: "))
        #expect(verify.stderr.contains("FAIL EBCounter/") && verify.stderr.contains("\nreport: "))
        let before = try Data(contentsOf: package.appendingPathComponent(first))
        let stale = try CLIRunner.run(["approve", "EBCounter/count-9_limit-none_theme-light"], in: package)
        #expect(stale.status == 2)
        #expect(stale.stderr.contains(package.appendingPathComponent("snapshot-output").standardizedFileURL.path))
        #expect(stale.stderr.contains(other.standardizedFileURL.path))
        #expect(try Data(contentsOf: package.appendingPathComponent(first)) == before, "nothing approved")
        let approve = try CLIRunner.run(["approve", "EBCounter/*", "--output", other.path], in: package)
        #expect(approve.status == 0, "\(approve.stderr)")
        #expect(approve.stdout.contains("approve: 2 reference(s) written"))
    }

    @Test func approvingSomethingThatDidNotFailIsAnError() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        _ = try breakTwo(in: package)
        _ = try CLIRunner.run(["verify", "--filter", "EBCounter/"], in: package)
        let output = try CLIRunner.run(["approve", "EBCounter/count-1_limit-none_theme-light"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("did not fail"))
        #expect(try CLIRunner.run(["approve"], in: package).status == 2, "nothing named")
    }

    @Test func approveWithoutAVerifyRunIsAnError() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("last-run.json"))
    }

    @Test func cleanRemovesOnlyManagedOrphansAndLeavesEverythingElse() throws {
        // A package of one component, run over a catalog of that component: its whole matrix is
        // quick to verify, and every other folder is one no catalog component owns.
        let package = try temporaryPackage(components: ["EBCounter"])
        let catalog = Catalog([EBCounter.self])
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        let orphan = snapshots.appendingPathComponent("EBCounter/count-5000_limit-none_theme-light@2x.png")
        // What a run killed mid-write leaves: the writer's own temporary name, with its UUID.
        let leftover = snapshots.appendingPathComponent("EBCounter/.count-1_limit-none_theme-light@2x.png.\(UUID().uuidString).tmp")
        // Not the harness's: a client's per-test references, a README, notes in a component folder
        // (hidden `.tmp` files included), a folder no catalog component owns.
        let keep = [
            "BadgeTests/testBadge@2x.png", "BadgeTests/testBadge.long-label@3x.png", "README.md",
            "EBCounter/notes.md", "EBCounter/.my-notes.tmp", "EBCounter/.gitattributes.tmp", "OldComponent/gone@2x.png",
        ].map { snapshots.appendingPathComponent($0) }
        for file in [orphan, leftover] + keep {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1, 2, 3]).write(to: file)
        }

        let verify = try CLIRunner.run(["verify"], in: package, catalog: catalog)  // the whole matrix: orphans are checked then
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("ORPHAN Snapshots/EBCounter/count-5000_limit-none_theme-light@2x.png"))
        #expect(!verify.stdout.contains("ORPHAN Snapshots/BadgeTests") && !verify.stdout.contains("ORPHAN Snapshots/README.md"))
        #expect(!verify.stdout.contains(".my-notes.tmp") && !verify.stdout.contains(".gitattributes.tmp"), "\(verify.stdout)")
        // A filtered verify scans no orphans, but still flags what an interrupted write left.
        let filtered = try CLIRunner.run(["verify", "--filter", "EBCounter/count-0_limit-none_theme-light"], in: package, catalog: catalog)
        #expect(filtered.status == 1)
        #expect(
            filtered.stdout.contains(
                "ORPHAN Snapshots/EBCounter/\(leftover.lastPathComponent): a temporary file an interrupted write left"),
            "\(filtered.stdout)")
        #expect(!filtered.stdout.contains("count-5000"), "a filtered run lists no other orphan")

        let dry = try CLIRunner.run(["clean", "--dry-run"], in: package, catalog: catalog)
        #expect(dry.stdout.contains("clean: 2 orphan(s) (dry run, nothing removed), "), "\(dry.stdout)")
        for file in keep {
            let relative = file.path.replacingOccurrences(of: package.path + "/", with: "")
            #expect(dry.stdout.contains("not managed, left alone: \(relative)"), "\(relative)")
        }
        #expect(FileManager.default.fileExists(atPath: orphan.path))

        #expect(try CLIRunner.run(["clean"], in: package, catalog: catalog).status == 0)
        #expect(!FileManager.default.fileExists(atPath: orphan.path) && !FileManager.default.fileExists(atPath: leftover.path))
        for file in keep {
            #expect(try Data(contentsOf: file) == Data([1, 2, 3]), "\(file.path) survives clean")
        }
        #expect(try CLIRunner.run(["verify", "--filter", "EBCounter/"], in: package, catalog: catalog).status == 0)
    }

    @Test func otherScalesAreNotOrphans() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(try CLIRunner.run(["record", "--scale", "1", "--filter", "EBCounter/count-1_"], in: package).status == 0)
        #expect(try CLIRunner.run(["clean", "--dry-run"], in: package).stdout.contains("clean: 0 orphan(s)"))
    }
}

@Suite struct AuditCommandTests {
    /// Every pair the catalog's components declare.
    let declaredPairs = Catalog.eb.components.reduce(0) { $0 + $1.contrastPairs.count }

    @Test func auditListsRatiosAndFailsOnUndeclaredPairs() throws {
        let output = try CLIRunner.run(["audit"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("EBCounter  light · empty  label  #3C4A5C on #EEF2F9  8.04:1 (min 4.5)  decorative"))
        #expect(output.stdout.contains("FAIL"))
        #expect(output.stdout.contains("audit: \(declaredPairs) pairs"))
    }

    /// A catalog with no pairs is not "0 fail": the audit warns that it checked nothing.
    @Test func nothingToAuditIsAWarning() throws {
        let output = try CLIRunner.run(["audit"], catalog: Catalog([Animated<EBSlider>.self]))
        #expect(output.status == 0)
        #expect(output.stderr.contains("warning: audit: no contrast pairs to check: none of EBSliderMotion declares `contrastPairs`"))
    }

    @Test func jsonHasEveryRow() throws {
        let output = try CLIRunner.run(["audit", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == declaredPairs)
        #expect(rows.allSatisfy { $0["ratio"] is Double && $0["verdict"] is String })
    }
}
