import EBComponents
import EndToEndSupport
import Foundation
import TestSupport
import Testing

/// Issue 42, item 6: a binary older than the package's token tables renders the tables built
/// into it. `verify` says so in its first line, its report, its summary and its manifest, and
/// exits 2; `record` and `approve` refuse and write nothing; a table read from `--tokens` is not
/// the binary's.
@Suite struct StaleBinaryTests {
    static let firstLine = "rebuild first: EBCounter.tokens.json changed since this binary was built"

    /// A package with EBCounter's references and its table where the EB target keeps it, one
    /// digit of its first colour changed after this binary was built (the same size: only the
    /// bytes tell).
    func packageWithAStaleTable() throws -> (package: URL, table: URL) {
        let package = try temporaryPackage(components: ["EBCounter"])
        let table = package.appendingPathComponent("Sources/EBComponents/Tokens/EBCounter.tokens.json")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = try String(contentsOf: try #require(EBCounter.tokenTableURL), encoding: .utf8)
        let colour = try #require(text.range(of: "[0.9333,"))
        try Data(text.replacingCharacters(in: colour, with: "[0.9334,").utf8).write(to: table)
        return (package, table)
    }

    /// Every file under `Snapshots/` of `package`, by path, with its bytes.
    func references(in package: URL) throws -> [String: Data] {
        let folder = package.appendingPathComponent("Snapshots")
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            if let data = FileManager.default.contents(atPath: url.path) { files[url.path] = data }
        }
        return files
    }

    @Test func verifySaysRebuildFirstFirstAndMarksTheRun() throws {
        let (package, _) = try packageWithAStaleTable()
        defer { try? FileManager.default.removeItem(at: package) }
        let output = try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/count-0*"], in: package)
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").first.map(String.init) == Self.firstLine, "\(output.stdout)")
        #expect(output.stdout.contains("\(Self.firstLine): this run rendered the tables built into it"))
        let manifest = try Data(contentsOf: package.appendingPathComponent("snapshot-output/last-run.json"))
        let object = try JSONSerialization.jsonObject(with: manifest) as? [String: Any]
        #expect(object?["staleTables"] as? [String] == ["EBCounter.tokens.json"])
        let report = try String(contentsOf: package.appendingPathComponent("snapshot-output/report/index.html"), encoding: .utf8)
        #expect(report.contains("<p class=\"stale\" role=\"alert\"><strong>\(Self.firstLine)</strong>"))
        let summary = try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/count-0*", "--summary", "-"], in: package)
        // The table's name is escaped for Markdown, as everything a manifest holds.
        let escaped = #"rebuild first\: EBCounter\.tokens\.json changed since this binary was built"#
        #expect(summary.stdout.hasPrefix("## Snapshot verify: rebuild first\n\n**\(escaped)**"), "\(summary.stdout.prefix(200))")
        #expect(summary.stderr.hasPrefix(Self.firstLine), "with the summary on stdout, the first line of the rest")
    }

    @Test func recordAndApproveRefuseAndWriteNothingUntilRebuilt() throws {
        let (package, table) = try packageWithAStaleTable()
        defer { try? FileManager.default.removeItem(at: package) }
        // A failure for approve to accept, had it not refused.
        let reference = package.appendingPathComponent("Snapshots/EBCounter/variants.txt")
        try Data((try String(contentsOf: reference, encoding: .utf8) + "tampered\n").utf8).write(to: reference)
        let before = try references(in: package)
        #expect(try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/*"], in: package).status == 2)
        let approve = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(approve.status == 2)
        #expect(approve.stderr.contains("\(Self.firstLine); approve writes nothing until then"), "\(approve.stderr)")
        let record = try CLIRunner.run(["record", "--quiet", "--filter", "EBCounter/*"], in: package)
        #expect(record.status == 2)
        #expect(record.stderr.contains("\(Self.firstLine); record writes nothing until then"), "\(record.stderr)")
        #expect(try references(in: package) == before)
        // Rebuilt (the table as the binary has it): the stale run is still refused, a new one is not.
        try FileManager.default.removeItem(at: table)
        try FileManager.default.copyItem(at: try #require(EBCounter.tokenTableURL), to: table)
        let again = try CLIRunner.run(["approve", "--all-failed"], in: package)
        #expect(again.status == 2)
        #expect(again.stderr.contains("rebuild first: EBCounter.tokens.json changed since the binary that ran this verify was built"))
        #expect(try references(in: package) == before)
        let verify = try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/*"], in: package)
        #expect(verify.status == 1 && !verify.stdout.contains("rebuild first"), "\(verify.stdout)")
        #expect(try CLIRunner.run(["approve", "--all-failed"], in: package).status == 0)
    }

    @Test func aTableReadFromTheTokensFolderIsNotTheBinarys() throws {
        let (package, _) = try packageWithAStaleTable()
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: try #require(EBCounter.tokenTableURL), to: folder.appendingPathComponent("EBCounter.tokens.json"))
        let output = try CLIRunner.run(["verify", "--quiet", "--filter", "EBCounter/count-0*", "--tokens", folder.path], in: package)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(!output.stdout.contains("rebuild first"))
    }
}
