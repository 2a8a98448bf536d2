import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// What a run prints and writes grows with the change, not with what a file holds: causes, diffs
/// and lines are capped per failure and per run with `… N more`, and the manifest stays readable.
@Suite struct OutputCapsTests {
    /// `count` causes, each a token no longer read.
    static func causes(_ count: Int, value: String = "#000000") -> [FailureCause] {
        (0..<count).map { FailureCause(kind: .tokenRemoved, subject: "t\($0) [base]", before: value, detail: "T.tokens.json") }
    }

    @Test func aFailurePrintsItsCausesThenTwentyDiffLinesThenHowManyMore() {
        let message = (["text differs: 90 → 90 lines"] + (1...45).map { "-line \($0)" }).joined(separator: "\n")
        let text = FailureText(message: message, causes: Self.causes(23).map(\.description))
        #expect(text.headline == "text differs: 90 → 90 lines")
        #expect(text.causeLines.count == 21 && text.causeLines.last == "… 3 more causes in the report")
        #expect(text.causeLines.first?.hasPrefix("cause: token t0 [base] no longer read") == true)
        #expect(
            text.detailLines.count == 21 && text.detailLines[19] == "-line 20" && text.detailLines[20] == "… 25 more lines in the report")
        #expect(text.body == text.causeLines + text.detailLines, "causes first")
        let short = FailureText(message: "a\nb", causes: [])
        #expect(short.detailLines == ["b"], "nothing to count when nothing is left out")
    }

    @Test func aLongLineIsCutWithHowManyCharactersMore() {
        let line = String(repeating: "é", count: 600)
        #expect(OutputCaps.capped(line) == String(repeating: "é", count: 500) + "… (100 more characters)")
        #expect(OutputCaps.capped("short") == "short")
        let diff = Snapshotting<String, String>.lines.diffing.diff("a\n" + String(repeating: "x", count: 60_000), "a\nb")
        let lines = diff?.message.split(separator: "\n").map(String.init) ?? []
        #expect(lines.contains { $0.hasPrefix("-xxx") && $0.hasSuffix("… (59001 more characters)") }, "\(lines.map(\.count))")
        #expect((diff?.message.utf8.count ?? .max) < 2_000)
    }

    @Test func theManifestKeepsFiftyCausesAndChangesWithTheKeysOfTheWhole() {
        let all = Self.causes(60, value: String(repeating: "v", count: 2_000))
        let cause = LastRun.Entry.Cause(all)
        #expect(cause.causes.count == 50 && cause.omittedCauses == 10)
        #expect(cause.changeList.count == 50 && cause.omittedChanges == 10)
        #expect(cause.key == FailureCause.key(for: all), "the key is the whole set's")
        #expect(Set(cause.changeList.map(\.key)).isSubset(of: Set(FailureCause.changeKeys(all))), "each change keeps its own key")
        #expect(cause.causes.allSatisfy { ($0.before?.count ?? 0) <= 530 }, "each text cut")
        #expect(cause.summary.hasSuffix("; … 10 more changes"))
        let few = LastRun.Entry.Cause(Self.causes(2))
        #expect(few.omittedCauses == nil && few.omittedChanges == nil)
    }

    /// Accepting every change the manifest lists of a failure that has more is not accepting it:
    /// the unlisted ones are another change, accepted only with the whole set's key.
    @Test func aFailureWithUnlistedChangesIsNotAcceptedByTheListedOnes() {
        let cause = LastRun.Entry.Cause(Self.causes(60))
        let entry = LastRun.Entry(
            id: "A/x", status: "failed", reference: "A/x@2x.png", actual: "/o/x.png", diff: nil, strip: nil, message: "m", cause: cause)
        guard case .withheld(let others) = PartialApproval.source(of: entry, accepting: cause.changeKeys) else {
            Issue.record("accepted whole")
            return
        }
        #expect(others.map(\.key) == [cause.key] && others.first?.summary == "10 more changes")
        guard case .whole = PartialApproval.source(of: entry, accepting: [cause.key]) else {
            Issue.record("the whole set's key accepts it")
            return
        }
    }

    @Test func theManifestStaysUnderItsLimitAndApproveCanReadIt() throws {
        let message = (["text differs"] + (1...80).map { "+" + String(repeating: "x", count: 900) + "\($0)" }).joined(separator: "\n")
        let entries = (0..<40).map { index in
            LastRun.Entry(
                id: "A/x\(index)", status: "failed", reference: "A/x\(index)@2x.png", actual: "/o/x.png", diff: nil, strip: nil,
                message: message, cause: LastRun.Entry.Cause(Self.causes(60, value: String(repeating: "v", count: 100))))
        }
        let run = LastRun(date: Date(), scale: 2, entries: entries, orphans: [])
        let whole = try run.encoded()
        let limit = whole.count / 4
        let data = try run.encoded(limit: limit)
        #expect(data.count <= limit, "\(data.count) > \(limit)")
        let folder = try temporaryFolder("manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        try data.write(to: folder.appendingPathComponent("last-run.json"))
        let read = try LastRun.read(from: folder)
        #expect(read.entries.count == 40 && read.entries[0].message == "text differs")
        #expect(read.entries[0].cause?.changeList == run.entries[0].cause?.changeList, "what approve --cause reads stays")
        #expect(read.entries[0].cause?.causes.isEmpty == true && read.entries[0].cause?.omittedCauses == 60)
        #expect(throws: SnapshotError.self) { try run.encoded(limit: 1_000) }
    }

    @Test func theConsolePrintsAtMostItsRunBudgetOfCausesAndDiffs() {
        let message = (["text differs"] + (1...30).map { "-line \($0)" }).joined(separator: "\n")
        let results = (0..<200).map { index in
            CheckResult(
                id: "A/x\(index).txt", reference: URL(fileURLWithPath: "/s/A/x\(index).txt"),
                status: .outcome(.failed(SnapshotDifference(message: message))), artifacts: [], causes: Self.causes(3))
        }
        let lines = RunReport(results: results, artifactsDirectory: URL(fileURLWithPath: "/o")).failureLines
        let printed = lines.flatMap { $0.split(separator: "\n") }
        #expect(printed.count <= OutputCaps.runDetailLines + 200 + 1, "\(printed.count)")
        #expect(lines.filter { $0.hasPrefix("FAIL ") }.count == 200, "every failure keeps its first line")
        let note = "… the causes and diffs of 117 more failures are in the report (at most 2000 lines of them per run)"
        #expect(lines.last == note, "\(lines.last ?? "")")
    }

    @Test func jUnitPrintsAtMostItsRunBudgetAndSaysSo() throws {
        let message = (["text differs"] + (1...30).map { "-line \($0)" }).joined(separator: "\n")
        let entries = (0..<200).map { index in
            LastRun.Entry(
                id: "A/x\(index).txt", status: "failed", reference: "A/x\(index).txt", actual: nil, diff: nil, strip: nil,
                message: message, cause: LastRun.Entry.Cause(Self.causes(3)))
        }
        let xml = JUnitReport.xml(LastRun(date: Date(), scale: 2, entries: entries, orphans: ["A/old.png"]))
        #expect(xml.components(separatedBy: "\n-line ").count - 1 == 83 * 20, "83 failures' diffs fit in 2,000 lines")
        #expect(xml.components(separatedBy: "<failure message=\"failed: text differs; cause: ").count - 1 == 200)
        let note = "<system-out>… the causes and diffs of 117 more failures are in the report"
        let orphan = try #require(xml.range(of: "classname=\"orphans\"")), said = try #require(xml.range(of: note))
        #expect(orphan.lowerBound < said.lowerBound, "the note follows every test case")
    }

    /// The report's "by cause" section lists 200 groups, each with at most 100 links, and says how
    /// many more there are.
    @Test func theReportListsAtMostTwoHundredGroupsOfAHundredLinksEach() throws {
        let root = try temporaryFolder("report-caps")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        let workspace = Workspace(root: root), output = root.appendingPathComponent("out")
        func failure(_ id: String, _ cause: FailureCause) -> LastRun.Entry {
            LastRun.Entry(
                id: id, status: "failed", reference: "\(id).txt", actual: nil, diff: nil, strip: nil, message: "differs",
                cause: LastRun.Entry.Cause([cause]))
        }
        let shared = FailureCause(kind: .text, subject: "text #1", before: "\"a\"", after: "\"b\"")
        let entries =
            (0..<150).map { failure("A/shared\($0)", shared) } + (0..<250).map { failure("B/own\($0)", Self.causes(250)[$0]) }
        let run = LastRun(date: Date(), scale: 2, entries: entries, orphans: [])
        let commands = ApprovalHints(output: output, defaultOutput: output)
        let page = try VerifyReportWriter.write(
            RunReport(results: [], artifactsDirectory: output), lastRun: run, snapshots: workspace.snapshots,
            output: workspace.outputFolder(output), commands: commands, galleryLink: "")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<li class=\"cause\" id=").count - 1 == OutputCaps.reportGroups)
        #expect(html.contains("… and 51 more changes: each failure below names its own"))
        let group = try #require(html.range(of: "id=\"cause-\(LastRun.Entry.Cause([shared]).key)\""))
        let end = try #require(html.range(of: "</ul>", range: group.upperBound..<html.endIndex))
        let members = html[group.upperBound..<end.lowerBound]
        #expect(members.components(separatedBy: "<li><a href=").count - 1 == OutputCaps.groupMembers)
        #expect(members.contains("… and 50 more"))
        #expect(html.components(separatedBy: "<details class=\"failure\"").count - 1 == 400, "every failure is still on the page")
    }

    /// A failure with more causes than the manifest keeps has them all in its `….causes.txt`, and
    /// the report, the manifest and the console say how many more there are.
    @Test func aFailureWithSixtyCausesKeepsFiftyAndWritesTheRestToItsArtifact() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let variant = EBCounter.variants[1]
        let listing = workspace.snapshotsDirectory.appendingPathComponent("EBCounter/provenance.txt")
        var lines = try String(contentsOf: listing, encoding: .utf8).components(separatedBy: "\n")
        let block = try #require(lines.firstIndex(of: variant.name))
        lines.insert(contentsOf: (0..<60).map { "  token counter.gone\($0) [base] = 1px  @ EBCounter.tokens.json" }, at: block + 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: listing)
        let target = workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2))
        var image = try PNGCodec.read(contentsOf: target)
        image[3, 3] = (0, 0, 0, 255)
        try PNGCodec.encode(image).write(to: target)

        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never)
        let verification = try VerifyRun.perform(runner, variants: [variant])
        // Tokens no longer read change no pixel: the listing carries them (the image's cause is its pixel).
        let entry = try #require(verification.lastRun.entries.first { $0.id == "EBCounter/provenance.txt" })
        #expect(entry.cause?.causes.count == 50 && entry.cause?.omittedCauses == 10)
        let file = try #require(entry.causesFile)
        let written = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(written.count == 60 && written.allSatisfy { $0.contains("counter.gone") })
        let html = try String(contentsOf: runner.reportDirectory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("… 10 more causes: <a href=\"../artifacts/EBCounter/"), "the report links the whole list")
        let fail = try #require(verification.report.failureLines.first { $0.hasPrefix("FAIL EBCounter/provenance.txt") })
        #expect(fail.contains("\n    … 40 more causes in the report") && fail.contains(file))
    }
}
