import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import RenderingTestSupport
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// The report at scale (groups, orphans, commands that reach the run) and approval that refuses
/// a stale manifest or a changed image.
@Suite struct ReportAndApprovalTests {
    /// A workspace whose references for `broken` show another variant's image, plus an orphan.
    func brokenWorkspace(_ broken: [ComponentVariant], orphan: Bool = true) throws -> Workspace {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter", "EBSlider"])
        let other = try Data(
            contentsOf: workspace.snapshotsDirectory.appendingPathComponent("EBCounter/count-1_limit-none_theme-light@2x.png"))
        for variant in broken {
            try other.write(to: workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2)))
        }
        if orphan { try other.write(to: workspace.snapshotsDirectory.appendingPathComponent("EBCounter/retired@2x.png")) }
        return workspace
    }

    var broken: [ComponentVariant] {
        [EBCounter.variants[2], EBCounter.variants[3], EBSlider.variants[0]]
    }

    @Test func reportGroupsFailuresListsOrphansAndPrintsCommandsWithTheOutputFolder() throws {
        let workspace = try brokenWorkspace(broken)
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let output = try temporaryFolder("run-output")
        defer { try? FileManager.default.removeItem(at: output) }
        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never, outputDirectory: output)
        let report = try VerifyRun.perform(runner, variants: broken + [EBCounter.variants[0]], checkOrphans: true).report
        #expect(report.exitCode == 1 && report.orphans == ["EBCounter/retired@2x.png"])
        let html = try String(contentsOf: runner.reportDirectory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("Everything matched."))
        #expect(html.contains("Orphaned references (1)") && html.contains("Snapshots/EBCounter/retired@2x.png"))
        #expect(html.contains("\(CommandName.pluginInvocation) clean"))
        // Grouped by component, in a table of contents with counts.
        #expect(html.contains("href=\"#component-EBCounter\"") && html.contains("href=\"#component-EBSlider\""))
        let counter = try #require(html.range(of: "id=\"component-EBCounter\""))
        let slider = try #require(html.range(of: "id=\"component-EBSlider\""))
        #expect(counter.lowerBound < slider.lowerBound)
        // Every command reaches this run's manifest.
        let folder = output.standardizedFileURL.path
        #expect(html.contains("\(CommandName.pluginInvocation) approve --all-failed --output &#39;\(folder)&#39;"))
        #expect(html.contains("\(CommandName.pluginInvocation) approve &#39;EBCounter/*&#39; --output &#39;\(folder)&#39;"))
        #expect(html.contains("\(CommandName.pluginInvocation) approve &#39;\(broken[0].id)&#39; --output &#39;\(folder)&#39;"))
        // Images are labelled by variant and role, and load lazily.
        #expect(html.contains("alt=\"\(broken[0].id): actual\"") && html.contains("loading=\"lazy\""))
        // Failures are collapsed to one line each until opened.
        #expect(html.components(separatedBy: "<details class=\"failure\"").count - 1 == broken.count)
    }

    @Test func aTextReferenceDiffIsPreformatted() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let listing = workspace.snapshotsDirectory.appendingPathComponent("EBCounter/variants.txt")
        var text = try String(contentsOf: listing, encoding: .utf8)
        text = text.replacingOccurrences(of: "24×24", with: "25×24")
        try Data(text.utf8).write(to: listing)
        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never)
        _ = try VerifyRun.perform(runner, variants: Array(EBCounter.variants.prefix(1)))
        let html = try String(contentsOf: runner.reportDirectory.appendingPathComponent("index.html"), encoding: .utf8)
        let pre = try #require(html.range(of: "<pre class=\"text-diff\">"))
        let end = try #require(html.range(of: "</pre>", range: pre.upperBound..<html.endIndex))
        let diff = html[pre.upperBound..<end.lowerBound]
        #expect(diff.contains("\n") && diff.contains("25×24") && diff.contains("24×24"))
    }

    /// A manifest over real files in `output`: one failed entry per id, each actual a PNG of its own grey.
    func manifest(_ ids: [String], in output: URL, snapshots: URL) throws -> LastRun {
        let entries = try ids.enumerated().map { index, id -> LastRun.Entry in
            let actual = output.appendingPathComponent("artifacts/\(id)@2x.actual.png")
            let data = try PNGCodec.encode(solidImage(6, 4, UInt8(40 + index)))
            try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: actual)
            return LastRun.Entry(
                id: id, status: "failed", reference: "\(id)@2x.png", actual: actual.path, diff: nil, strip: nil, message: "differs",
                actualSHA256: SHA256.hex(of: data), actualWidth: 6, actualHeight: 4)
        }
        return LastRun(date: Date(), scale: 2, entries: entries, orphans: [], outputDirectory: output.standardizedFileURL.path)
    }

    @Test func approveTakesGlobsAndExactIds() throws {
        let root = try temporaryFolder("approve")
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshots = root.appendingPathComponent("Snapshots"), output = root.appendingPathComponent("out")
        let run = try manifest(["A/one", "A/two", "B/three"], in: output, snapshots: snapshots)
        #expect(
            try Approver.approve(ids: ["A/*"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: output) == [
                "A/one@2x.png", "A/two@2x.png",
            ])
        #expect(
            try Approver.approve(ids: ["B/three"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: output) == [
                "B/three@2x.png"
            ])
        #expect(throws: SnapshotError.self) {
            try Approver.approve(ids: ["C/*"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: output)
        }
        #expect(throws: SnapshotError.self, "an id without * is exact, not a substring") {
            try Approver.approve(ids: ["A/"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: output)
        }
    }

    @Test func aManifestFromAnotherOutputFolderApprovesNothing() throws {
        let root = try temporaryFolder("approve-stale")
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshots = root.appendingPathComponent("Snapshots")
        let old = root.appendingPathComponent("snapshot-output"), latest = root.appendingPathComponent("ci-run")
        let run = try manifest(["A/one"], in: old, snapshots: snapshots)
        #expect {
            try Approver.approve(
                ids: ["A/one"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: old, latestOutput: latest)
        } throws: { error in
            let message = "\(error)"
            return message.contains(old.standardizedFileURL.path) && message.contains(latest.standardizedFileURL.path)
        }
        // A manifest copied elsewhere names the folder it came from.
        #expect(
            throws: SnapshotError.staleManifest(manifestFolder: latest.standardizedFileURL.path, latestFolder: old.standardizedFileURL.path)
        ) {
            try Approver.approve(ids: ["A/one"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: latest)
        }
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("A/one@2x.png").path))
    }

    @Test func anActualChangedSinceTheRunApprovesNothing() throws {
        let root = try temporaryFolder("approve-changed")
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshots = root.appendingPathComponent("Snapshots"), output = root.appendingPathComponent("out")
        let run = try manifest(["A/one", "A/two"], in: output, snapshots: snapshots)
        let tampered = try #require(run.entries.last?.actual)
        try Data("other pixels".utf8).write(to: URL(fileURLWithPath: tampered))
        #expect(throws: SnapshotError.actualChanged(path: tampered)) {
            try Approver.approve(ids: ["A/*"], allFailed: false, lastRun: run, workspace: Workspace(root: root), output: output)
        }
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("A/one@2x.png").path), "all or nothing")
    }

    @Test func theSummaryListsEveryProblemWithTheCommandsToAcceptThem() throws {
        let output = URL(fileURLWithPath: "/tmp/ci run")
        var run = LastRun(
            date: Date(), scale: 2,
            entries: [
                .init(
                    id: "A/one", status: "failed", reference: "A/one@2x.png", actual: "x", diff: nil, strip: nil, message: "3 px | differ"),
                .init(id: "A/two", status: "matched", reference: "A/two@2x.png", actual: nil, diff: nil, strip: nil, message: nil),
                .init(
                    id: "B/new", status: "missing", reference: "B/new@2x.png", actual: "y", diff: nil, strip: nil, message: "no reference"),
            ], orphans: ["C/old@2x.png"])
        let markdown = PullRequestSummary.markdown(
            run, commands: ApprovalHints(output: output, defaultOutput: URL(fileURLWithPath: "/w")))
        #expect(markdown.contains("| failed | <code>A/one</code> |  | 3 px \\| differ |"), "no cause: an empty cause cell")
        #expect(markdown.contains("| missing | <code>B/new</code> |  | no reference |"))
        #expect(markdown.contains("| orphaned | <code>C/old@2x\\.png</code> |"))
        #expect(!markdown.contains("A/two"))
        #expect(markdown.contains("\(CommandName.pluginInvocation) approve --all-failed --output '/tmp/ci run'"))
        #expect(markdown.contains("\(CommandName.pluginInvocation) approve 'B/*' --output '/tmp/ci run'"))
        run.entries = [run.entries[1]]
        run.orphans = []
        #expect(PullRequestSummary.markdown(run, commands: ApprovalHints(output: output, defaultOutput: output)).contains("passed"))
    }
}
