import EndToEndSupport
import Foundation
import Testing

/// Issue 35, defect 13: `approve` derives each reference from the entry's id by the catalog's
/// naming rules; a `last-run.json` whose entries claim other files is refused in words, exit 2,
/// and nothing under `Snapshots/` changes.
@Suite struct TamperedManifestTests {
    static let one = "EBCounter/count-1_limit-none_theme-light"
    static let nine = "EBCounter/count-9_limit-none_theme-light"
    static let listing = "EBCounter/variants.txt"

    /// A package whose last verify failed `one`, `nine` and the variant listing.
    func failedRun() throws -> URL {
        let package = try temporaryPackage(components: ["EBCounter"])
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        let other = try Data(contentsOf: folder.appendingPathComponent("count-99_limit-none_theme-light@2x.png"))
        try other.write(to: package.appendingPathComponent("Snapshots/\(Self.one)@2x.png"))
        try other.write(to: package.appendingPathComponent("Snapshots/\(Self.nine)@2x.png"))
        let listing = package.appendingPathComponent("Snapshots/\(Self.listing)")
        try (Data("x".utf8) + Data(contentsOf: listing)).write(to: listing)
        let verify = try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/count-*_limit-none_theme-light"], in: package)
        #expect(verify.status == 1 && verify.stdout.contains("3 failed"), "\(verify.stdout)")
        return package
    }

    /// Rewrites the manifest's entries: `edit` gets each failed entry (id → entry) to change.
    func tamper(_ package: URL, _ edit: (inout [String: [String: Any]]) -> Void) throws {
        let url = package.appendingPathComponent("snapshot-output/last-run.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let entries = try #require(manifest["entries"] as? [[String: Any]])
        var failed: [String: [String: Any]] = [:]
        for entry in entries where entry["status"] as? String == "failed" { failed[entry["id"] as? String ?? ""] = entry }
        edit(&failed)
        manifest["entries"] = Array(failed.values)
        try JSONSerialization.data(withJSONObject: manifest).write(to: url)
    }

    /// Every entry below `folder` (hidden ones included), with the bytes of files.
    func entries(_ folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            found[url.path] = (try? Data(contentsOf: url)) ?? Data()
        }
        return found
    }

    static let tamperings: [(name: String, edit: @Sendable (inout [String: [String: Any]]) -> Void, said: String)] = [
        (
            "the fingerprint", { $0[listing]?["reference"] = "renderer-fingerprint@2x.json" },
            "claims the reference renderer-fingerprint@2x.json"
        ),
        ("a hidden script", { $0[listing]?["reference"] = "EBCounter/.hidden.sh" }, "claims the reference EBCounter/.hidden.sh"),
        ("a new name", { $0[one]?["reference"] = "EBCounter/brand-new@2x.png" }, "claims the reference EBCounter/brand-new@2x.png"),
        (
            "a swap",
            {
                $0[one]?["reference"] = "\(nine)@2x.png"
                $0[nine]?["reference"] = "\(one)@2x.png"
            }, "_limit-none_theme-light@2x.png, but its reference is EBCounter/count-"
        ),
        (
            "a hidden id",
            {
                $0[one]?["id"] = "EBCounter/.hidden"; $0[one]?["reference"] = "EBCounter/.hidden@2x.png"
            },
            "'EBCounter/.hidden' is not of the form Component/name"
        ),
        (
            "an id the catalog lacks",
            {
                $0[one]?["id"] = "EBCounter/brand-new"; $0[one]?["reference"] = "EBCounter/brand-new@2x.png"
            },
            "'EBCounter/brand-new' is no variant of this catalog"
        ),
        (
            "a text the component lacks",
            {
                $0[listing]?["id"] = "EBCounter/notes.txt"; $0[listing]?["reference"] = "EBCounter/notes.txt"
            },
            "'EBCounter/notes.txt' is no text reference EBCounter makes"
        ),
    ]

    @Test(arguments: 0..<tamperings.count)
    func aTamperedEntryApprovesNothing(index: Int) throws {
        let (name, edit, said) = Self.tamperings[index]
        let package = try failedRun()
        defer { try? FileManager.default.removeItem(at: package) }
        try tamper(package, edit)
        let snapshots = package.appendingPathComponent("Snapshots")
        let before = entries(snapshots)
        let output = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(output.status == 2, "\(name)")
        #expect(output.stderr.contains("last-run.json: the entry '") && output.stderr.contains(said), "\(name): \(output.stderr)")
        #expect(output.stderr.contains("nothing was approved"))
        #expect(entries(snapshots) == before, "\(name): Snapshots/ is unchanged")
    }

    @Test func theManifestVerifyWroteIsApproved() throws {
        let package = try failedRun()
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("approve: 3 reference(s) written"), "\(output.stdout)")
    }
}
