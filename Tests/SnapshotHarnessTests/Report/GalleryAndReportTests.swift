import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

@Suite struct GalleryAndReportTests {
    /// Every `src="…"` in `html`, relative to its page.
    private func sources(_ html: String) -> [String] {
        html.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }

    /// The `data-key` of each filter on a gallery page, in page order.
    private func filterKeys(_ html: String) -> [String] {
        html.components(separatedBy: "<select data-key=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    /// A page's filters: the props with more than one value in the order the variants first name
    /// them (never a set's order, which changes from run to run), then `env`.
    private func expectedFilterKeys(_ variants: [ComponentVariant]) -> [String] {
        var keys: [String] = []
        for variant in variants {
            for prop in variant.props where !keys.contains(prop.key) { keys.append(prop.key) }
        }
        keys = keys.filter { key in Set(variants.compactMap { $0.props.first { $0.key == key }?.value }).count > 1 }
        return keys + (Set(variants.map(\.environment)).count > 1 ? ["env"] : [])
    }

    @Test func galleryHasAPagePerComponentAndEveryImageExists() throws {
        let folder = try temporaryFolder("gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try GalleryWriter(workspace: packageWorkspace, system: sharedSystem).write(to: folder)
        let html = try String(contentsOf: index, encoding: .utf8)
        for name in Catalog.eb.componentNames {
            #expect(html.contains("href=\"\(name).html\""))
            let page = try String(contentsOf: folder.appendingPathComponent("\(name).html"), encoding: .utf8)
            let images = sources(page).filter { $0.hasPrefix("images/") }
            let references = images.filter { !$0.hasSuffix(".animated.png") }
            #expect(references.count == Catalog.eb.variants.filter { $0.component == name }.count, "\(name)")
            for image in images {
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(image).path), "\(image)")
            }
            #expect(filterKeys(page) == expectedFilterKeys(Catalog.eb.variants.filter { $0.component == name }), "\(name)")
        }
        let counter = try String(contentsOf: folder.appendingPathComponent("EBCounter.html"), encoding: .utf8)
        #expect(counter.contains("Figma 18482:71322"))
        #expect(counter.contains("8.04:1"), "the contrast ratios are on the page")
        #expect(counter.contains("id=\"transparency\"") && counter.contains("data-key=\"count\""))
        // Each variant sits on its own backdrop: a dark theme's on the dark one.
        for (name, backdrop) in [("count-0_limit-none_theme-dark", "#1C2128"), ("count-0_limit-none_theme-light", "#F1F3F7")] {
            let cell = try #require(counter.range(of: "<div class=\"cell\" id=\"\(name)\""), "\(name)")
            let tag = counter[cell.lowerBound...].prefix { $0 != ">" }
            #expect(tag.hasSuffix("style=\"--backdrop: \(backdrop)\""), "\(tag)")
        }
        // Each variant's accessibility elements sit beside its image; failing touch targets are marked.
        #expect(counter.contains("text &quot;247 unread messages&quot;"))
        let promo = try String(contentsOf: folder.appendingPathComponent("EBCountdownPromo.html"), encoding: .utf8)
        #expect(promo.contains("<li class=\"fail\">") && promo.contains("button &quot;Dismiss promo&quot;"))
    }

    /// A motion shows as an animation beside its strip, with its times: the animation recorded
    /// beside the strip, whose default image is the strip's first frame, and it carries every frame.
    @Test func aMotionIsAnimatedBesideItsStripWithItsTimes() throws {
        let folder = try temporaryFolder("gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        try GalleryWriter(workspace: packageWorkspace, system: sharedSystem).write(to: folder)
        let page = try String(contentsOf: folder.appendingPathComponent("EBSliderMotion.html"), encoding: .utf8)
        #expect(page.contains("frames at 0, 30, 60, 90, 120 ms; reduce motion: jumps to the end state"))
        let animation = folder.appendingPathComponent("images/EBSliderMotion/motion-press@2x.animated.png")
        let data = try Data(contentsOf: animation)
        #expect(page.contains("src=\"images/EBSliderMotion/motion-press@2x.animated.png\""))
        let stored = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/EBSliderMotion/motion-press@2x.animated.png"))
        #expect(data == stored, "the gallery shows the animation recorded beside the strip")
        let firstFrame = try PNGCodec.decode(data)
        let strip = try PNGCodec.read(contentsOf: packageRoot.appendingPathComponent("Snapshots/EBSliderMotion/motion-press@2x.png"))
        let same = firstFrame.hasSamePixels(as: strip.cropped(x: 0, y: 0, width: 366 * 2, height: strip.height))
        #expect(same, "the default image is the first frame")
        let bytes = [UInt8](data), marker = [UInt8]("fcTL".utf8)
        let frameControls = (0..<(bytes.count - 3)).filter { Array(bytes[$0..<($0 + 4)]) == marker }.count
        #expect(frameControls == 5)
        // A motion in parts lists when each part runs and the one size its frames keep, a line
        // each, and its animation holds each frame until the next one's time: 880 ms of hold.
        #expect(page.contains("jumps to the end state</figcaption>"), "a motion of one timing has no notes")
        #expect(
            page.contains(
                "frames at 0, 30, 60, 90, 120, 1000, 1050, 1100, 1150, 1200 ms; reduce motion: jumps to the end state<br>"
                    + "timed in parts, 5 frames over each span: slider.motion.release.knob 0–120 ms; tooltip: "
                    + "slider.motion.release.tooltip 1000–1200 ms<br>held 880 ms between 120 and 1000 ms: drawn as 88 pt of space<br>"
                    + "frames keep one size, 366×50, for both ends"))
        let release = [UInt8](try Data(contentsOf: folder.appendingPathComponent("images/EBSliderMotion/motion-release@2x.animated.png")))
        let delays = (0..<(release.count - 27)).filter { Array(release[$0..<($0 + 4)]) == marker }.map { at in
            Int(release[at + 24]) << 8 | Int(release[at + 25])
        }
        #expect(delays == [530, 30, 30, 30, 880, 50, 50, 50, 50, 900], "\(delays)")
    }

    @Test func propTextIsEscapedInContentAndAttributes() throws {
        let hostile = "<img src=x onerror=alert(1)> \"quoted\" & 'single'"
        let html = try HTMLTemplates.render(
            "gallery-component",
            [
                "name": "T", "count": 1, "columns": ["light"], "rowAxis": "props", "filters": [], "audit": [],
                "rows": [
                    [
                        "label": hostile,
                        "cells": [
                            [
                                "present": true, "id": hostile, "image": "x.png", "width": 10,
                                "props": hostile, "filterProps": hostile,
                            ]
                        ],
                    ]
                ],
            ])
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("alt=\"&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; &#39;single&#39;\""))
    }

    @Test func reportPutsFailuresFirstWithThreeViewsAndTheApproveCommand() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let variants = Array(EBCounter.variants.prefix(3))
        let target = workspace.snapshotsDirectory.appendingPathComponent(variants[1].referencePath(scale: 2))
        var image = try PNGCodec.read(contentsOf: target)
        image[3, 3] = (0, 0, 0, 255)
        try PNGCodec.encode(image).write(to: target)
        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never)
        _ = try VerifyRun.perform(runner, variants: variants)
        let html = try String(contentsOf: runner.reportDirectory.appendingPathComponent("index.html"), encoding: .utf8)
        let failure = try #require(html.range(of: "<span class=\"variant-id\">\(variants[1].id)</span>"))
        let passing = try #require(html.range(of: "<summary>Passing"))
        #expect(failure.lowerBound < passing.lowerBound)
        let approve = "\(CommandName.pluginInvocation) approve &#39;\(variants[1].id)&#39;"
        for marker in ["view side-by-side", "stack swipe", "stack onion", approve] {
            #expect(html.contains(marker), "\(marker)")
        }
        for source in sources(html) where source.hasPrefix("images/") {
            #expect(FileManager.default.fileExists(atPath: runner.reportDirectory.appendingPathComponent(source).path), "\(source)")
        }
    }

    /// A collapsed failure names its cause and key; opened, it links to its cause group, and the
    /// group shows one example strip (reference | diff | actual) copied into the report.
    @Test func aFailureRowNamesItsCauseAndLinksToItsGroupWhichShowsAStrip() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let variant = EBCounter.variants[1]
        let target = workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2))
        var image = try PNGCodec.read(contentsOf: target)
        image[3, 3] = (0, 0, 0, 255)
        try PNGCodec.encode(image).write(to: target)
        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never)
        let lastRun = try VerifyRun.perform(runner, variants: [variant]).lastRun
        let html = try String(contentsOf: runner.reportDirectory.appendingPathComponent("index.html"), encoding: .utf8)
        let cause = try #require(lastRun.entries.first { $0.id == variant.id }?.cause)
        let change = try #require(cause.changeList.first)
        // The collapsed row: inside <summary>, the change and its key.
        let summaryStart = try #require(html.range(of: "<span class=\"variant-id\">\(variant.id)</span>"))
        let summaryEnd = try #require(html.range(of: "</summary>", range: summaryStart.upperBound..<html.endIndex))
        let row = html[summaryStart.upperBound..<summaryEnd.lowerBound]
        #expect(row.contains("class=\"row-cause\"") && row.contains("<code class=\"cause-key\">\(change.key)</code>"), "\(row)")
        #expect(row.contains(String(change.summary.prefix(40))), "\(row)")
        // The opened failure links to its group, which has that anchor.
        #expect(html.contains("<a href=\"#cause-\(change.key)\">"))
        let group = try #require(html.range(of: "<li class=\"cause\" id=\"cause-\(change.key)\""))
        let groupEnd = try #require(html.range(of: "</li></ul>", range: group.upperBound..<html.endIndex))
        let strip = try #require(sources(String(html[group.upperBound..<groupEnd.upperBound])).first { $0.hasPrefix("images/strip/") })
        #expect(FileManager.default.fileExists(atPath: runner.reportDirectory.appendingPathComponent(strip).path), "\(strip)")
        let copied = try PNGCodec.read(contentsOf: runner.reportDirectory.appendingPathComponent(strip))
        #expect(copied.width > image.width * 2, "a strip of three images side by side: \(copied.width)")
    }

    @Test func reportIsWrittenWhenEverythingPasses() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never)
        _ = try VerifyRun.perform(runner, variants: Array(EBCounter.variants.prefix(2)))
        let html = try String(contentsOf: runner.reportDirectory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Everything matched."))
    }
}
