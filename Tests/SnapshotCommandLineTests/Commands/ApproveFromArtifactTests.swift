import EBComponents
import EndToEndSupport
import Foundation
import SnapshotCore
import TestSupport
import Testing

/// `approve --from DIR` accepts from a verify run made elsewhere (CI), its output downloaded as
/// an artifact: a shard's or the merged one. It writes exactly the actual files the run made,
/// all or none, and refuses an actual changed since the run and a reference changed since.
@Suite struct ApproveFromArtifactTests {
    let first = "EBCounter/count-1_limit-10_theme-light"
    let second = "EBCounter/count-9_limit-none_theme-dark"

    /// The CI's checkout and a reviewer's, each with the same two references broken (another
    /// variant's bytes in their place); the CI one verified in two shards into `artifacts/`, as
    /// the template's jobs upload them: each shard's JSON and output, and the merge's JSON with
    /// the shards' folders under `shards/`.
    struct Setup {
        let local: URL
        let artifacts: URL
        var merged: URL { artifacts.appendingPathComponent("snapshots-merged") }
        var originals: [String: Data]
    }

    func setUp() throws -> Setup {
        let ci = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: ci) }
        let other = try Data(contentsOf: ci.appendingPathComponent("Snapshots/EBCounter/count-247_limit-none_theme-light@2x.png"))
        var originals: [String: Data] = [:]
        for id in [first, second] {
            let url = ci.appendingPathComponent("Snapshots/\(id)@2x.png")
            originals[id] = try Data(contentsOf: url)
            try other.write(to: url)
        }
        let local = try temporaryFolder("reviewer")
        try FileManager.default.removeItem(at: local)
        try FileManager.default.copyItem(at: ci, to: local)
        let artifacts = try temporaryFolder("artifacts")
        let shards = artifacts.appendingPathComponent("snapshots-merged/shards")
        try FileManager.default.createDirectory(at: shards, withIntermediateDirectories: true)
        var jsons: [String] = []
        for shard in 1...2 {
            let verify = try CLIRunner.run(
                ["verify", "--quiet", "--filter", "EBCounter/", "--shard", "\(shard)/2", "--json", "shard-\(shard).json"], in: ci)
            #expect(verify.status == 0 || verify.status == 1, "\(verify.stderr)")
            let artifact = artifacts.appendingPathComponent("snapshots-shard-\(shard)")
            try FileManager.default.createDirectory(at: artifact, withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: ci.appendingPathComponent("shard-\(shard).json"), to: artifact.appendingPathComponent("shard-\(shard).json"))
            try FileManager.default.copyItem(
                at: ci.appendingPathComponent("snapshot-output"), to: artifact.appendingPathComponent("snapshot-output"))
            try FileManager.default.copyItem(at: artifact, to: shards.appendingPathComponent("snapshots-shard-\(shard)"))
            jsons.append(artifact.appendingPathComponent("shard-\(shard).json").path)
        }
        let merge = try CLIRunner.run(
            ["merge"] + jsons + ["--json", artifacts.appendingPathComponent("snapshots-merged/snapshots.json").path], in: ci)
        #expect(merge.status == 1, "two failures: \(merge.stdout)\(merge.stderr)")
        return Setup(local: local, artifacts: artifacts, originals: originals)
    }

    func reference(_ id: String, in package: URL) throws -> Data {
        try Data(contentsOf: package.appendingPathComponent("Snapshots/\(id)@2x.png"))
    }

    @Test func theMergedArtifactIsAcceptedAndVerifyIsThenGreen() throws {
        let setup = try setUp()
        defer { for url in [setup.local, setup.artifacts] { try? FileManager.default.removeItem(at: url) } }
        let approve = try CLIRunner.run(["approve", "--all-failed", "--from", setup.merged.path], in: setup.local)
        #expect(approve.status == 0, "\(approve.stdout)\(approve.stderr)")
        #expect(approve.stdout.contains("approve: 2 reference(s) written"))
        for id in [first, second] { #expect(try reference(id, in: setup.local) == setup.originals[id], "\(id)") }
        let verify = try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/"], in: setup.local)
        #expect(verify.status == 0, "\(verify.stdout)")
    }

    @Test func oneShardsArtifactAcceptsItsOwnFailuresById() throws {
        let setup = try setUp()
        defer { for url in [setup.local, setup.artifacts] { try? FileManager.default.removeItem(at: url) } }
        // Whichever shard holds the first failure accepts it by id; the other shard has never seen it.
        var accepted = 0
        for shard in 1...2 {
            let folder = setup.artifacts.appendingPathComponent("snapshots-shard-\(shard)")
            let approve = try CLIRunner.run(["approve", first, "--from", folder.path], in: setup.local)
            if approve.status == 0 { accepted += 1 } else { #expect(approve.stderr.contains(first), "\(approve.stderr)") }
        }
        #expect(accepted == 1)
        #expect(try reference(first, in: setup.local) == setup.originals[first])
        #expect(try reference(second, in: setup.local) != setup.originals[second], "only what was named")
    }

    @Test func aTamperedActualIsRefusedAndNothingIsWritten() throws {
        let setup = try setUp()
        defer { for url in [setup.local, setup.artifacts] { try? FileManager.default.removeItem(at: url) } }
        let actuals =
            FileManager.default.enumerator(at: setup.merged, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(".actual.png") } ?? []
        #expect(actuals.count == 2)
        let tampered = try #require(actuals.first)
        var bytes = try Data(contentsOf: tampered)
        bytes[bytes.count - 20] ^= 0xFF
        try bytes.write(to: tampered)
        let before = try [first, second].map { try reference($0, in: setup.local) }
        let approve = try CLIRunner.run(["approve", "--all-failed", "--from", setup.merged.path], in: setup.local)
        #expect(approve.status == 2)
        #expect(approve.stderr.contains("its SHA-256 is not the one the manifest records"), "\(approve.stderr)")
        #expect(approve.stderr.contains("nothing was approved"))
        #expect(try [first, second].map { try reference($0, in: setup.local) } == before, "all or none")
    }

    @Test func aReferenceChangedSinceTheRunIsRefused() throws {
        let setup = try setUp()
        defer { for url in [setup.local, setup.artifacts] { try? FileManager.default.removeItem(at: url) } }
        let changed = setup.local.appendingPathComponent("Snapshots/\(second)@2x.png")
        let other = try Data(contentsOf: setup.local.appendingPathComponent("Snapshots/EBCounter/count-0_limit-none_theme-light@2x.png"))
        try other.write(to: changed)
        let approve = try CLIRunner.run(["approve", "--all-failed", "--from", setup.merged.path], in: setup.local)
        #expect(approve.status == 2)
        #expect(approve.stderr.contains("Snapshots/\(second)@2x.png changed since the run compared against it"), "\(approve.stderr)")
        #expect(try reference(first, in: setup.local) != setup.originals[first], "nothing written")
        #expect(try Data(contentsOf: changed) == other)
    }

    @Test func aFolderWithoutAManifestOrWithTwoIsRefusedInWords() throws {
        let setup = try setUp()
        defer { for url in [setup.local, setup.artifacts] { try? FileManager.default.removeItem(at: url) } }
        let none = try CLIRunner.run(["approve", "--all-failed", "--from", setup.artifacts.path], in: setup.local)
        #expect(none.status == 2 && none.stderr.contains("holds no verify manifest at its top"), "\(none.stderr)")
        let shard = setup.artifacts.appendingPathComponent("snapshots-shard-1")
        try FileManager.default.copyItem(at: shard.appendingPathComponent("shard-1.json"), to: shard.appendingPathComponent("again.json"))
        let two = try CLIRunner.run(["approve", "--all-failed", "--from", shard.path], in: setup.local)
        #expect(two.status == 2 && two.stderr.contains("holds several verify manifests (again.json, shard-1.json)"), "\(two.stderr)")
        let both = try CLIRunner.run(["approve", "--all-failed", "--from", shard.path, "--output", "x"], in: setup.local)
        #expect(both.status == 2)
    }

    @Test func theMergedSummaryNamesTheArtifactAndTheCommand() throws {
        let setup = try setUp()
        defer { for url in [setup.local, setup.artifacts] { try? FileManager.default.removeItem(at: url) } }
        let json = setup.merged.appendingPathComponent("snapshots.json").path
        let merge = try CLIRunner.run(["merge", json, "--artifact", "snapshots-merged", "--summary", "-"], in: setup.local)
        #expect(merge.status == 1)
        #expect(merge.stdout.contains("this run's artifact <code>snapshots-merged</code>"), "\(merge.stdout)")
        #expect(merge.stdout.contains("gh run download"))
        #expect(merge.stdout.contains("\(CommandName.pluginInvocation) approve --all-failed --from 'snapshots-merged'"))
        #expect(merge.stderr.contains("accept from the artifact snapshots-merged, after review: "))
    }
}
