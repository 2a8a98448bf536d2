import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore
import SnapshotRendering
import Testing

@testable import SnapshotHarness

@Suite struct SnapshotRunnerTests {
    let variants = Array(Catalog.eb.variants.filter { $0.component == "EBCounter" }.prefix(3))

    /// The runner's verify over the components with motion (each variant, listing, sheet page and
    /// animation of theirs): the animations are checked nowhere else in the suite, and every other
    /// committed reference is checked by ``VariantSnapshotTests``' cases.
    @Test func verifyPassesOnTheCommittedReferences() throws {
        let animations = MotionAnimation.paths(in: sharedSystem, scales: 2...2)
        #expect(animations.count == 16, "every motion strip of the catalog has its animation")
        let moving = Set(animations.compactMap { $0.split(separator: "/").first.map(String.init) })
        let workspace = try temporaryWorkspace(copyingReferences: true, components: moving.sorted())
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let variants = Catalog.eb.variants.filter { moving.contains($0.component) }
        let report = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(variants)
        #expect(report.exitCode == 0, "\(report.failureLines)")
        let textReferences = try Catalog.eb.components.filter { moving.contains($0.name) }.reduce(0) {
            $0 + (try TextReferences.all(for: $1, system: sharedSystem)).count
        }
        let pages = try ContactSheet.paths(in: sharedSystem).filter { moving.contains(String($0.prefix { $0 != "/" })) }
        #expect(
            report.count("matched") == variants.count + textReferences + pages.count + animations.count,
            "variants, text references, contact-sheet pages, motions' animations")
    }

    @Test func aSheetEditedBehindItsStampIsComposedAndFails() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let sheet = workspace.snapshotsDirectory.appendingPathComponent(ContactSheet.referencePath(component: "EBCounter"))
        let original = try Data(contentsOf: sheet)
        let stamp = try #require(PNGTextChunk.text(keyword: ContactSheet.stampKeyword, in: original))
        let counter = Catalog.eb.variants.filter { $0.component == "EBCounter" }
        let clean = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(counter)
        #expect(clean.exitCode == 0, "\(clean.failureLines)")

        // An editor that keeps text chunks: one pixel changed, the old stamp carried over.
        var image = try PNGCodec.decode(original)
        image[0, 0] = (0, 0, 0, 255)
        try PNGTextChunk.inserting(stamp, keyword: ContactSheet.stampKeyword, into: try PNGCodec.encode(image)).write(to: sheet)
        let report = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(counter)
        #expect(report.results.filter { !$0.passed }.map(\.id) == [ContactSheet.referencePath(component: "EBCounter")])
    }

    @Test func aFilteredRunChecksTheSheetPagesItsVariantsAreOn() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCountdown"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let all = Catalog.eb.variants.filter { $0.component == "EBCountdown" }
        let pages = try ContactSheet.pages(component: "EBCountdown", variants: all, system: sharedSystem)
        try #require(pages.count >= 2)
        let chosen = try #require(pages.last?.variants.last)
        let report = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run([chosen])
        #expect(report.exitCode == 0, "\(report.failureLines)")
        let ids = report.results.map(\.id)
        #expect(ids.first == chosen.id)
        #expect(ids.contains(pages.last!.referencePath))
        #expect(!ids.contains(pages[0].referencePath), "a page with none of the run's variants is not checked")
        #expect(
            report.results.filter { $0.reference.lastPathComponent.hasSuffix("@2x.png") }.map(\.id) == [chosen.id],
            "the page's other variants are drawn, not checked")
    }

    @Test func onePixelChangedFailsWithArtifactsOutsideSnapshots() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let target = workspace.snapshotsDirectory.appendingPathComponent(variants[0].referencePath(scale: 2))
        var image = try PNGCodec.read(contentsOf: target)
        let pixel = image[0, 0]
        image[0, 0] = (pixel.red, pixel.green, pixel.blue, pixel.alpha == 0 ? 1 : pixel.alpha - 1)
        let changed = try PNGCodec.encode(image)
        try changed.write(to: target)

        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never)
        let report = try runner.run(variants)
        #expect(report.exitCode == 1)
        #expect(report.count("failed") == 1)
        let failure = try #require(report.results.first { !$0.passed })
        #expect(failure.id == variants[0].id)
        #expect(
            failure.artifacts.map(\.lastPathComponent).sorted() == [
                "\(variants[0].name)@2x.actual.png", "\(variants[0].name)@2x.diff.png", "\(variants[0].name)@2x.strip.png",
            ])
        for artifact in failure.artifacts {
            #expect(artifact.path.hasPrefix(workspace.defaultOutputDirectory.path))
            #expect(FileManager.default.fileExists(atPath: artifact.path))
        }
        #expect(try Data(contentsOf: target) == changed, "verify never writes references")
    }

    /// Failures of one change carry one strip between them, the first's (its cause group's
    /// example); the others keep their actual and diff images.
    @Test func aStripIsWrittenForTheFirstFailureOfEachChange() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        for variant in variants.prefix(2) {
            let target = workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2))
            var image = try PNGCodec.read(contentsOf: target)
            let pixel = image[0, 0]
            image[0, 0] = (pixel.red, pixel.green, pixel.blue, pixel.alpha == 0 ? 1 : pixel.alpha - 1)
            try PNGCodec.encode(image).write(to: target)
        }
        let report = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(variants)
        let failures = report.results.filter { !$0.passed }
        try #require(failures.map(\.id) == variants.prefix(2).map(\.id))
        try #require(Set(FailureCause.changeKeys(failures[0].causes)) == Set(FailureCause.changeKeys(failures[1].causes)))
        let names = failures.map { $0.artifacts.map(\.lastPathComponent).sorted() }
        #expect(names[0] == ["\(variants[0].name)@2x.actual.png", "\(variants[0].name)@2x.diff.png", "\(variants[0].name)@2x.strip.png"])
        #expect(names[1] == ["\(variants[1].name)@2x.actual.png", "\(variants[1].name)@2x.diff.png"])
        let strip = try PNGCodec.read(
            contentsOf: try #require(failures[0].artifacts.first { $0.lastPathComponent.hasSuffix(".strip.png") }))
        let actual = try PNGCodec.read(
            contentsOf: try #require(failures[0].artifacts.first { $0.lastPathComponent.hasSuffix(".actual.png") }))
        #expect(strip.width > 3 * actual.width && strip.height == actual.height, "reference | diff | actual")
    }

    @Test func perComponentToleranceOverridesTheDefault() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let target = workspace.snapshotsDirectory.appendingPathComponent(variants[0].referencePath(scale: 2))
        var image = try PNGCodec.read(contentsOf: target)
        image[0, 0] = (1, 2, 3, 255)
        try PNGCodec.encode(image).write(to: target)
        let strict = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(variants)
        let loose = try SnapshotRunner(
            workspace: workspace, system: sharedSystem, mode: .never,
            tolerances: [variants[0].component: Tolerance(maxDiffPixels: 1)]
        ).run(variants)
        #expect(strict.exitCode == 1)
        #expect(loose.exitCode == 0)
    }

    @Test func truncatedReferenceIsAnInputErrorNamingTheFile() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let target = workspace.snapshotsDirectory.appendingPathComponent(variants[1].referencePath(scale: 2))
        let half = try Data(contentsOf: target).prefix(200)
        try half.write(to: target)
        let report = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(variants)
        #expect(report.exitCode == 2)
        #expect(report.failureLines.contains { $0.contains(target.path) })
        #expect(try Data(contentsOf: target) == half)
    }

    @Test func missingReferenceFailsThenRecordMissingWritesIt() throws {
        let workspace = try temporaryWorkspace(copyingReferences: false)
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let verify = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(variants)
        #expect(verify.exitCode == 1)
        #expect(
            verify.count("missing") == variants.count + 4,
            "the variants, EBCounter's variants.txt, accessibility.txt, provenance.txt and contact sheet")
        let record = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .missing).run(variants)
        #expect(record.exitCode == 0)
        #expect(record.count("recorded") == variants.count + 4)
        let again = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(variants)
        #expect(again.exitCode == 0)
    }

    @Test func outputInsideSnapshotsIsRefused() throws {
        let workspace = try temporaryWorkspace(copyingReferences: false)
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let runner = SnapshotRunner(
            workspace: workspace, system: sharedSystem, mode: .never,
            outputDirectory: workspace.snapshotsDirectory.appendingPathComponent("out"))
        #expect(throws: SnapshotError.self) { try runner.run(variants) }
    }

    @Test func workspaceIsFoundFromASubfolder() throws {
        let workspace = try temporaryWorkspace(copyingReferences: false)
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let deep = workspace.root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        #expect(try Workspace.locate(from: deep).root.path == workspace.root.path)
        #expect(throws: SnapshotError.self) { try Workspace.locate(from: URL(fileURLWithPath: "/")) }
    }

    /// A new package inside a project that has references is its own workspace: its first record
    /// writes its own `Snapshots/`, not the project's.
    @Test func aPackageWithoutReferencesYetIsItsOwnWorkspace() throws {
        let project = try temporaryWorkspace(copyingReferences: false)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let package = project.root.appendingPathComponent("tools/NewPackage")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        #expect(try Workspace.locate(from: package.appendingPathComponent("Sources")).root.path == package.path)
        #expect(try Workspace.locate(from: project.root.appendingPathComponent("tools")).root.path == project.root.path)
    }
}
