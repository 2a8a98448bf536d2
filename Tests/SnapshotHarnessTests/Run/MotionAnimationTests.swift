import ComponentFixtures
import ComponentKit
import Foundation
import Rendering
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// A motion's animation beside its strip, through the runner, with the Chip fixture's `select`
/// motion (its strip and its reduced-motion strip): recorded with the strip, checked byte for
/// byte, refused in words when it is not what an animation can be.
@Suite(.serialized) struct MotionAnimationTests {
    let catalog = Catalog([Chip.self, Animated<Chip>.self])

    /// The `select` motion's two variants (standard and reduced motion).
    var variants: [ComponentVariant] { catalog.variants.filter { $0.component == "ChipMotion" && $0.name.hasPrefix("motion-select") } }

    /// A fresh workspace with the two variants recorded (`record --mode missing`), and its system.
    func recorded() throws -> (workspace: Workspace, system: DesignSystem) {
        let workspace = Workspace(root: try temporaryWorkspaceFolder())
        let system = try DesignSystem(catalog: catalog)
        let report = try SnapshotRunner(workspace: workspace, system: system, mode: .missing).run(variants)
        #expect(report.exitCode == 0, "\(report.failureLines)")
        return (workspace, system)
    }

    /// A verify of the two variants.
    func verify(_ workspace: Workspace, _ system: DesignSystem) throws -> VerifyRun {
        try VerifyRun.perform(SnapshotRunner(workspace: workspace, system: system, mode: .never), variants: variants)
    }

    /// The path of `variant`'s animation at 2×, and its file.
    func animation(of variant: ComponentVariant, in workspace: Workspace) -> (path: String, url: URL) {
        let path = MotionAnimation.path(of: variant.referencePath(scale: 2))
        return (path, workspace.snapshotsDirectory.appendingPathComponent(path))
    }

    @Test func recordWritesEachStripWithItsAnimationMadeFromItsFramesAndTimes() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        for variant in variants {
            let strip = try PNGCodec.read(contentsOf: workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2)))
            let motion = try #require(try system.layout(of: variant).motion)
            let data = try Data(contentsOf: animation(of: variant, in: workspace).url)
            // Its frames' delays are the motion's steps, with the holds at both ends; its first frame is the strip's.
            #expect(try APNGEncoder.frameDelays(of: data, source: "animation") == [550, 50, 50, 50, 900])
            #expect(try PNGCodec.decode(data).hasSamePixels(as: motion.frames(of: strip, scale: 2)[0]))
            #expect(data == (try MotionAnimation.encode(strip, motion: motion, scale: 2)), "the same bytes from the same strip")
        }
        let verified = try verify(workspace, system).report
        #expect(verified.exitCode == 0 && verified.count("matched") == verified.results.count, "\(verified.failureLines)")
        let orphans = try Orphans.scan(
            workspace.snapshotsDirectory, catalog: catalog, sheets: [], textReferences: [], animations: MotionAnimation.paths(in: system))
        #expect(orphans.orphans.allSatisfy { !MotionAnimation.isAnimation($0) }, "\(orphans.orphans)")
    }

    @Test func anAnimationMissingAloneFailsAndRecordMissingWritesItAlone() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let (path, url) = animation(of: variants[0], in: workspace)
        let before = try Data(contentsOf: url)
        try FileManager.default.removeItem(at: url)
        let report = try verify(workspace, system).report
        let failing = report.results.filter { !$0.passed }
        #expect(failing.map(\.id) == [path], "\(report.failureLines)")
        if case .outcome(.missing(let message)) = failing.first?.status {
            #expect(message.contains("record --mode missing"))
        } else {
            Issue.record("the animation is missing: \(report.failureLines)")
        }
        let again = try SnapshotRunner(workspace: workspace, system: system, mode: .missing).run(variants)
        let rewritten = try Data(contentsOf: url)
        #expect(again.count("recorded") == 1 && rewritten == before)
    }

    /// A strip recorded again (it was missing) takes its animation along, over one left behind.
    @Test func recordMissingReplacesAnAnimationLeftBesideAStripItWrites() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let (_, url) = animation(of: variants[0], in: workspace)
        let made = try Data(contentsOf: url)
        let strip = workspace.snapshotsDirectory.appendingPathComponent(variants[0].referencePath(scale: 2))
        let frames = try #require(try system.layout(of: variants[0]).motion).frames(of: try PNGCodec.read(contentsOf: strip), scale: 2)
        try FileManager.default.removeItem(at: strip)
        try APNGEncoder.encode(frames, delays: [1, 1, 1, 1, 1]).write(to: url)
        let report = try SnapshotRunner(workspace: workspace, system: system, mode: .missing).run(variants)
        #expect(report.exitCode == 0 && report.count("recorded") == 2, "\(report.failureLines)")
        let rewritten = try Data(contentsOf: url)
        #expect(rewritten == made)
    }

    /// Under a tolerance, a strip that matches with other pixels keeps its recorded animation:
    /// the animation is the recorded strip's, so it matches too.
    @Test func aStripATolerancePassesKeepsItsRecordedAnimation() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let (_, url) = animation(of: variants[0], in: workspace)
        let stripURL = workspace.snapshotsDirectory.appendingPathComponent(variants[0].referencePath(scale: 2))
        var strip = try PNGCodec.read(contentsOf: stripURL)
        strip[1, 1] = (9, 9, 9, 255)
        let motion = try #require(try system.layout(of: variants[0]).motion)
        try PNGCodec.encode(strip).write(to: stripURL)
        try MotionAnimation.encode(strip, motion: motion, scale: 2).write(to: url)
        let forgiving = SnapshotRunner(
            workspace: workspace, system: system, mode: .never, tolerance: .perceptual(threshold: 0, maxDiffPixels: 4))
        let report = try forgiving.run(variants)
        #expect(report.exitCode == 0, "\(report.failureLines)")
        let exact = try SnapshotRunner(workspace: workspace, system: system, mode: .never).run(variants)
        #expect(exact.results.filter { !$0.passed }.count == 2, "exactly, the strip and its animation fail: \(exact.failureLines)")
    }

    @Test func anAnimationEditedByHandFailsSayingSoAndApprovingItMakesTheRunGreen() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let (path, url) = animation(of: variants[0], in: workspace)
        let strip = try PNGCodec.read(contentsOf: workspace.snapshotsDirectory.appendingPathComponent(variants[0].referencePath(scale: 2)))
        let motion = try #require(try system.layout(of: variants[0]).motion)
        // Slower by hand: the same frames, other delays.
        try APNGEncoder.encode(motion.frames(of: strip, scale: 2), delays: [900, 100, 100, 100, 900]).write(to: url)
        let verified = try verify(workspace, system)
        let failing = verified.report.results.filter { !$0.passed }
        #expect(failing.map(\.id) == [path], "only the animation: \(verified.report.failureLines)")
        guard case .outcome(.failed(let difference)) = failing.first?.status else {
            Issue.record("the edited animation fails: \(verified.report.failureLines)")
            return
        }
        #expect(difference.message.contains("the animation alone changed, edited by hand"), "\(difference.message)")
        #expect(difference.message.contains("900, 100, 100, 100, 900 ms recorded, 550, 50, 50, 50, 900 ms now"), "\(difference.message)")
        #expect(failing.first?.causes.isEmpty == true, "no input changed")
        // The hint's command: approve the failure by its id.
        let written = try Approver.approve(
            ids: [path], allFailed: false, lastRun: verified.lastRun, workspace: workspace,
            output: workspace.defaultOutputDirectory, naming: ReferenceNaming(system: system))
        #expect(written == [path])
        #expect(try verify(workspace, system).report.exitCode == 0)
    }

    @Test func anAnimationThatIsALinkOutsideHugeOrNoAnimationIsRefusedInWords() throws {
        let (workspace, system) = try recorded()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let (path, url) = animation(of: variants[0], in: workspace)
        let outside = workspace.root.appendingPathComponent("outside.png")
        let recorded = try Data(contentsOf: url)
        try recorded.write(to: outside)
        func error(_ install: () throws -> Void) throws -> String {
            try? FileManager.default.removeItem(at: url)
            try install()
            let result = try #require(try verify(workspace, system).report.results.first { $0.id == path })
            guard case .error(let message) = result.status else { return "not an error: \(result.status)" }
            return message
        }
        let link = try error { try FileManager.default.createSymbolicLink(at: url, withDestinationURL: outside) }
        #expect(link.contains("outside.png") || link.contains("outside"), "\(link)")
        let limit = MotionAnimation.byteLimit(of: try #require(try system.layout(of: variants[0]).motion), scale: 2)
        let huge = try error { try (recorded + Data(count: limit)).write(to: url) }
        #expect(huge.contains("bytes"), "\(huge)")
        let still = try error { try PNGCodec.encode(RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 255))).write(to: url) }
        #expect(still.contains("not an animated PNG"), "\(still)")
        let garbage = try error { try Data("not a png".utf8).write(to: url) }
        #expect(garbage.contains("not a PNG file"), "\(garbage)")
        // Nothing the harness did not write changed: the file outside is as it was.
        #expect(try Data(contentsOf: outside) == recorded)
    }
}
