import EBComponents
import EndToEndSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct CIScaleCommandTests {
    @Test func shardsCoverTheMatrixExactlyOnceAndMerge() throws {
        let package = try temporaryPackage(components: ["EBToast"])
        defer { try? FileManager.default.removeItem(at: package) }
        var ids: [[String]] = []
        for index in 1...3 {
            let json = package.appendingPathComponent("shard\(index).json")
            let output = try CLIRunner.run(
                [
                    "verify", "--filter", "EBToast/", "--shard", "\(index)/3", "--json", json.path, "--output",
                    package.appendingPathComponent("out\(index)").path,
                ],
                in: package)
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
            let entries = try #require(object["entries"] as? [[String: Any]])
            ids.append(entries.compactMap { $0["id"] as? String })
        }
        let all = ids.flatMap { $0 }
        #expect(Set(all).count == all.count, "no overlap")
        #expect(ids.allSatisfy { !$0.isEmpty })
        let listed = try CLIRunner.run(["list", "--filter", "EBToast/"], in: package).stdout.split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(Set(listed).isSubset(of: Set(all)), "every variant is in some shard")

        let junit = package.appendingPathComponent("all.xml")
        let merge = try CLIRunner.run(
            ["merge"] + (1...3).map { package.appendingPathComponent("shard\($0).json").path } + ["--junit", junit.path], in: package)
        #expect(merge.status == 0)
        #expect(merge.stdout.contains("merge: \(all.count) checked: \(all.count) matched"))
        // The merged Markdown summary on stdout (for `>> "$GITHUB_STEP_SUMMARY"`), the status line apart.
        let summary = try CLIRunner.run(
            ["merge"] + (1...3).map { package.appendingPathComponent("shard\($0).json").path } + ["--summary", "-"], in: package)
        #expect(summary.stdout.hasPrefix("## Snapshot verify: passed") && !summary.stdout.contains("merge: "))
        #expect(summary.stderr.contains("merge: \(all.count) checked"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        let document = try XMLDocument(xmlString: xml)
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == all.count)
        let names = Set(
            try document.nodes(forXPath: "//testcase").compactMap {
                ($0 as? XMLElement).map {
                    "\($0.attribute(forName: "classname")?.stringValue ?? "")/\($0.attribute(forName: "name")?.stringValue ?? "")"
                }
            })
        #expect(Set(listed).isSubset(of: names), "the JUnit file names every variant")
    }

    @Test func junitCarriesFailureTextWithArtifactPaths() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let target = package.appendingPathComponent("Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(
            at: package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png"), to: target)
        let junit = package.appendingPathComponent("r.xml")
        #expect(try CLIRunner.run(["verify", "--filter", "EBCounter/", "--junit", junit.path], in: package).status == 1)
        let document = try XMLDocument(xmlString: try String(contentsOf: junit, encoding: .utf8))
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == 1)
        #expect(failures.first?.stringValue?.contains("count-9_limit-none_theme-light@2x.diff.png") == true)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "x", "1/2/3"])
    func badShardIsAUsageError(shard: String) throws {
        #expect(try CLIRunner.run(["verify", "--shard", shard]).status == 2)
    }

    @Test func rendererMismatchIsExplainedInFailures() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let fingerprint = package.appendingPathComponent("Snapshots/renderer-fingerprint@2x.json")
        let text = try String(contentsOf: fingerprint, encoding: .utf8)
        try text.replacingOccurrences(of: "\"pango\" : \"", with: "\"pango\" : \"0.0-other-")
            .replacingOccurrences(of: "\"harfbuzz\" : \"", with: "\"harfbuzz\" : \"0.0-other-")
            .write(to: fingerprint, atomically: true, encoding: .utf8)
        let target = package.appendingPathComponent("Snapshots/EBCounter/count-9_limit-none_theme-light@2x.png")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(
            at: package.appendingPathComponent("Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png"), to: target)
        let output = try CLIRunner.run(["verify", "--filter", "EBCounter/count-9_"], in: package)
        #expect(output.status == 1)
        #expect(output.stdout.contains("this machine's renderer differs"))
        #expect(output.stdout.contains("pango 0.0-other-1.") && output.stdout.contains(" → 1."), "recorded → now")
        // Libraries known to change pixels are named first, the rest after.
        let known = try #require(output.stdout.range(of: "(recorded → now): pango 0.0-other-"))
        let other = try #require(output.stdout.range(of: "measured not to change pixels): harfbuzz 0.0-other-"))
        #expect(known.lowerBound < other.lowerBound)
    }

    @Test func rendererMismatchWithEveryReferenceMatchingIsOneNote() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let fingerprint = package.appendingPathComponent("Snapshots/renderer-fingerprint@2x.json")
        let text = try String(contentsOf: fingerprint, encoding: .utf8)
        try text.replacingOccurrences(of: "\"cairo\" : \"", with: "\"cairo\" : \"0.0-other-").write(
            to: fingerprint, atomically: true, encoding: .utf8)
        let output = try CLIRunner.run(["verify", "--filter", "EBCounter/count-9_"], in: package)
        #expect(output.status == 0)
        let notes = output.stdout.split(separator: "\n").filter { $0.hasPrefix("NOTE") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("every reference matched") == true)
        #expect(notes.first?.contains("≠ 0.0-other-") == true)
        #expect(!output.stdout.contains("FAIL"))
    }
}
