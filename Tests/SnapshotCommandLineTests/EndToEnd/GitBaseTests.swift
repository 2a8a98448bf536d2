import EBComponents
import EndToEndSupport
import Foundation
import TestSupport
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
    /// A package with EBSlider's references and its token table where the EB target keeps it
    /// (`Sources/EBComponents/Tokens/`), committed; then the table's tooltip weight 600 → 700
    /// committed too, references untouched. This binary was built with weight 600: it is stale.
    func packageWithATypographyEdit() throws -> (package: URL, table: URL) {
        let package = try temporaryPackage(components: ["EBSlider"])
        let folder = package.appendingPathComponent("Sources/EBComponents/Tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = folder.appendingPathComponent("EBSlider.tokens.json")
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Sources/EBComponents/Tokens/EBSlider.tokens.json"), to: table)
        try GitFixture.commitEverything(in: package)
        try Data(try bolder(table).utf8).write(to: table)
        try GitFixture.commitEverything(in: package, message: "tooltip weight 700")
        return (package, table)
    }

    /// The text of `table` with the tooltip's weight 600 made 700.
    func bolder(_ table: URL) throws -> String {
        let text = try String(contentsOf: table, encoding: .utf8)
        let typography = try #require(text.range(of: #""typography": {"#))
        let weight = try #require(text.range(of: #""fontWeight": 600"#, range: typography.upperBound..<text.endIndex))
        return text.replacingCharacters(in: weight, with: #""fontWeight": 700"#)
    }

    /// Issue 34, defect 6: a stale binary predicted nothing; the working tree's table is read instead.
    @Test func aStaleBinaryPredictsFromTheWorkingTree() throws {
        let (package, _) = try packageWithATypographyEdit()
        defer { try? FileManager.default.removeItem(at: package) }
        for base in ["HEAD~1", "HEAD"] {
            let output = try CLIRunner.run(["impact", "--base", base], in: package)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.hasPrefix("impact: 51 of "), "\(base): \(output.stdout.prefix(300))")
            #expect(output.stdout.contains("  EBSlider/tooltip-always_interaction-default\n"))
            #expect(
                output.stderr.contains("EBSlider.tokens.json read from \(package.path)/Sources/EBComponents/Tokens/EBSlider.tokens.json"))
        }
    }

    /// `verify` renders with the binary's tables, so with a stale one it says so first and exits 2.
    ///
    /// On one of the variants the edit reaches (`--filter`): the package holds EBSlider's
    /// references alone, so without it every other component's variants, which have no provenance
    /// at the base, would be rendered as missing too (400 renders and failure images, 30 s).
    @Test func verifyWithAStaleBinarySaysRebuildFirst() throws {
        let (package, _) = try packageWithATypographyEdit()
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(
            ["verify", "--quiet", "--affected-by", "--base", "HEAD~1", "--filter", "EBSlider/tooltip-always_interaction-default"],
            in: package)
        #expect(output.status == 2)
        #expect(
            output.stdout.hasPrefix("rebuild first: EBSlider.tokens.json changed since this binary was built\n"),
            "\(output.stdout.prefix(300))")
        #expect(output.stdout.contains("rebuild (swift build), then verify again"))
    }

    /// Two working-tree files of the table's name, neither the binary's copy: nothing tells which
    /// one the binary will be built from, so impact refuses rather than trust the binary.
    @Test func aTableWhoseSourceCannotBeToldIsRefusedWhenTheBinaryIsNoneOfThem() throws {
        let (package, table) = try packageWithATypographyEdit()
        defer { try? FileManager.default.removeItem(at: package) }
        let other = package.appendingPathComponent("Sources/EBComponents/Copy")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: table, to: other.appendingPathComponent("EBSlider.tokens.json"))
        let refused = try CLIRunner.run(["impact", "--base", "HEAD~1"], in: package)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("several files under Sources/ are called EBSlider.tokens.json"), "\(refused.stderr)")
        #expect(refused.stderr.contains("rebuild first"))
        // One of them as built: the binary's copy is read.
        try FileManager.default.removeItem(at: other.appendingPathComponent("EBSlider.tokens.json"))
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Sources/EBComponents/Tokens/EBSlider.tokens.json"),
            to: other.appendingPathComponent("EBSlider.tokens.json"))
        let read = try CLIRunner.run(["impact", "--base", "HEAD~1"], in: package)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.hasPrefix("impact: 0 of "), "the binary's copy is the base's: \(read.stdout.prefix(200))")
    }
}
