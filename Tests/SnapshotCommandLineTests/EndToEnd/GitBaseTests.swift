import EBComponents
import Foundation
import SnapshotTestSupport
import Testing

/// Issue 35, defects 3, 9 and 10: `impact --base REF` and `verify --affected-by --base REF` hand
/// git the ref as data, report a ref git cannot resolve (or a folder with no repository) with
/// git's own message and exit 2, and read no file at the revision past the 64 MiB limit.
@Suite(.enabled(if: GitFixture.isAvailable)) struct GitBaseTests {
    static let commands = [["impact"], ["verify", "--quiet", "--affected-by"]]

    /// A package with EBCounter's references, committed.
    func committedPackage() throws -> URL {
        let package = try temporaryPackage(components: ["EBCounter"])
        try GitFixture.commitEverything(in: package)
        return package
    }

    @Test func aCommitThatResolvesIsRead() throws {
        let package = try committedPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(["impact", "--base", "HEAD"], in: package)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("impact: 0 of "), "\(output.stdout)")
        #expect(!output.stdout.contains("EBCounter/"), "EBCounter has provenance at HEAD: \(output.stdout)")
    }

    @Test(arguments: commands)
    func refsGitCannotResolveAreErrorsWithGitsOwnMessage(command: [String]) throws {
        let package = try committedPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let cases = [
            ("origin/mian", "git could not resolve it to a commit: fatal: Needed a single revision (exit 128)"),
            ("HEAD:../../etc", "git could not resolve it to a commit: fatal: '../../etc^{commit}' is outside repository"),
            ("HEAD:Snapshots", "git could not resolve it to a commit: fatal: Needed a single revision"),
            ("no-such-branch", "git could not resolve it to a commit: fatal: Needed a single revision"),
        ]
        for (ref, said) in cases {
            let output = try CLIRunner.run(command + ["--base", ref], in: package)
            #expect(output.status == 2, "\(ref)")
            #expect(output.stderr.contains("--base '\(ref)': \(said)"), "\(output.stderr)")
            #expect(!output.stdout.contains("without provenance"))
        }
    }

    /// The option-shaped ref of the issue: git never sees it, and nothing is written where it points.
    @Test(arguments: commands)
    func aRefThatLooksLikeAnOptionIsRefused(command: [String]) throws {
        let package = try committedPackage()
        let outside = try temporaryFolder("git-option")
        defer {
            try? FileManager.default.removeItem(at: package)
            try? FileManager.default.removeItem(at: outside)
        }
        let target = outside.appendingPathComponent("x:./Snapshots/EBCounter")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let ref = "--output=\(outside.appendingPathComponent("x").path)"
        let output = try CLIRunner.run(command + ["--base=\(ref)"], in: package)
        #expect(output.status == 2)
        #expect(output.stderr.contains("--base '\(ref)': a revision cannot begin with '-'"), "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty, "git wrote nothing")
    }

    @Test(arguments: commands)
    func aFolderWithNoRepositoryIsAnError(command: [String]) throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(command + ["--base", "HEAD"], in: package)
        #expect(output.status == 2)
        #expect(
            output.stderr.contains("--base 'HEAD': git could not resolve it to a commit: fatal: not a git repository"), "\(output.stderr)")
    }

    /// A committed provenance one byte over what its component's listing may hold (128 KiB per
    /// variant, one more for the header) is refused from its size; the same file is refused
    /// checked out, so `--base` reads no more than the package does.
    @Test func aCommittedProvenanceOverTheLimitIsRefusedUnread() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let provenance = package.appendingPathComponent("Snapshots/EBCounter/provenance.txt")
        let original = try Data(contentsOf: provenance)
        let limit = (EBCounter.variants.count + 1) * 128 * 1024
        try Data(count: limit + 1).write(to: provenance)
        try GitFixture.commitEverything(in: package)
        try original.write(to: provenance)
        let output = try CLIRunner.run(["impact", "--base", "HEAD"], in: package)
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "--base 'HEAD': Snapshots/EBCounter/provenance.txt holds \(limit + 1) bytes at that revision, more than the \(limit)"),
            "\(output.stderr)")
    }
}
