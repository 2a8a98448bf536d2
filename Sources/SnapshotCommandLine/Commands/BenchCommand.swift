import ArgumentParser
import ComponentKit
import DesignTokens
import Foundation
import Rendering
import SnapshotCore
import SnapshotHarness

/// `snapshot bench [--diff A.png B.png] [--iterations N] [--json]`
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure diff throughput (serial and parallel) and the per-variant verify cost.")

    @OptionGroup var options: HarnessOptions
    @OptionGroup var selection: VariantSelection

    @Option(
        name: [.customLong("diff"), .customLong("pair")], parsing: .upToNextOption,
        help: "Also time this PNG pair (two paths, decoded before timing).")
    var pair: [String] = []

    @Flag(name: .long, help: "Print one JSON object (for CI) instead of text.")
    var json = false

    @Option(name: .long, help: "Timed runs per figure (the median is reported).")
    var iterations: Int = 7

    @Option(
        name: .long,
        help: "Also record and verify synthetic matrices of N/8, N/4, N/2 and N variants (drawn from the real ones) and fit the times.")
    var synthetic: Int?

    @Flag(
        name: .long,
        help:
            "Every measurement on inputs a tenth of the size (1,000 and flat 10,000 tokens, 1,000 ids, a 632×632 diff): a check that each runs, in seconds."
    )
    var quick = false

    /// How much smaller the generated inputs are under `--quick`.
    var divisor: Int { quick ? 10 : 1 }

    func validate() throws {
        guard pair.isEmpty || pair.count == 2 else { throw ValidationError("--pair takes two PNG paths") }
        guard iterations >= 1 else { throw ValidationError("--iterations must be ≥ 1") }
        guard (synthetic ?? 8) >= 8 else { throw ValidationError("--synthetic must be ≥ 8") }
    }

    /// Text for people; silent under `--json`, which prints one object at the end.
    func say(_ line: String) { if !json { Console.out(line) } }

    func run() throws {
        let bench = Benchmark(iterations: iterations)
        var report: [String: Any] = ["iterations": iterations]
        if pair.count == 2 {
            let urls = pair.map { SnapshotCommand.url($0) }
            let images = try urls.map { try PNGCodec.read(contentsOf: $0) }
            let name = urls.map(\.lastPathComponent).joined(separator: " / ")
            var row = try measureDiff(name, images[0], images[1], bench: bench)
            let whole = try bench.endToEnd(urls[0], urls[1])
            row["endToEndMilliseconds"] = whole.seconds * 1000
            let files = try urls.map { url in (url, try Data(contentsOf: url)) }
            let decodes = try files.map { url, data in
                try bench.median(keeping: { try PNGCodec.decode(data, source: url.path) }) * 1000
            }
            row["decodeMilliseconds"] = decodes
            say(String(format: "  decode alone (from memory): %.2f ms and %.2f ms", decodes[0], decodes[1]))
            say(
                String(
                    format: "  end to end (read, decode, diff, count; no image): %.2f ms, %d mismatched", whole.seconds * 1000,
                    whole.mismatched))
            report["diff"] = [row]
            return try finish(report)
        }
        let workspace = try options.workspace()
        let system = try options.designSystem(workspace)
        let variants = try selection.variants()
        var peaks: [String: Double] = [:]
        /// Runs one entry with the peak-memory mark restarted, and notes its peak.
        func entry<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
            Benchmark.resetPeakMemory()
            defer { peaks[name] = Benchmark.peakMemoryMiB }
            return try body()
        }
        if let synthetic { try entry("synthetic") { try measureScale(synthetic, bench: bench, system: system, into: &report) } }
        report["tokenLoad"] = try entry("tokenLoad") { try measureTokenLoading(bench: bench) }
        report["idMatching"] = entry("idMatching") { measureIdMatching(bench: bench, matrix: system.catalog.variants) }
        let side = quick ? 632 : 2000
        report["diff"] = try entry("diff") {
            let (a, b) = Benchmark.mostlyEqualPair(side: side, changed: 20_000 / divisor)
            return [try measureDiff("synthetic \(side)×\(side), \(20_000 / divisor) changed", a, b, bench: bench)]
        }
        Benchmark.resetPeakMemory()
        let cost = try bench.verifyCost(variants, system: system, scale: options.scale)
        let floor = (cost.render + cost.decode + cost.compare) * Double(variants.count)
        report["perVariantMilliseconds"] = [
            "render": cost.render * 1000, "decode": cost.decode * 1000, "compare": cost.compare * 1000, "encode": cost.encode * 1000,
        ]
        report["variants"] = variants.count
        report["floorSeconds"] = floor
        say(
            String(
                format:
                    "verify per variant (%d variants, @%dx): render %.2f ms, decode %.2f ms, compare %.3f ms (floor %.2f s); encode %.2f ms",
                variants.count, options.scale, cost.render * 1000, cost.decode * 1000, cost.compare * 1000, floor, cost.encode * 1000))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var verifies: [[String: Any]] = []
        for jobs in Array(Set([1, options.jobs])).sorted() {
            let runner = SnapshotRunner(
                workspace: workspace, system: system, scale: options.scale, mode: .never,
                outputDirectory: scratch, jobs: jobs)
            let seconds = try bench.median { _ = try Verification.perform(runner, variants: variants) }
            verifies.append(["jobs": jobs, "seconds": seconds, "overFloor": seconds / floor])
            say(
                String(
                    format: "verify whole selection, jobs %d: %.2f s (%.2f ms per variant, %.2f× the floor)", jobs, seconds,
                    seconds * 1000 / Double(variants.count), seconds / floor))
        }
        peaks["verify"] = Benchmark.peakMemoryMiB
        report["verify"] = verifies
        if let motion = try entry("motion", { try measureMotion(bench: bench, system: system, variants: variants) }) {
            report["motion"] = motion
        }
        report["provenance"] = try entry("provenance") {
            try measureProvenance(bench: bench, workspace: workspace, system: system, variants: variants, scratch: scratch)
        }
        report["peakMemoryMiBByEntry"] = peaks
        report["peakMemoryMiB"] = max(Benchmark.peakMemoryMiB, peaks.values.max() ?? 0)
        say(
            "peak memory by entry: "
                + peaks.sorted { $0.key < $1.key }.map { String(format: "%@ %.0f MiB", $0.key as NSString, $0.value) }.joined(
                    separator: ", "))
        try finish(report)
    }

    /// What a motion's frame costs against a still variant: render, decode and compare of the
    /// selection's motion strips per frame, and of its still variants per variant. nil when the
    /// selection has no motion (or no still variant to compare with).
    private func measureMotion(bench: Benchmark, system: DesignSystem, variants: [ComponentVariant]) throws -> [String: Any]? {
        var motions: [ComponentVariant] = [], stills: [ComponentVariant] = [], frames = 0
        for variant in variants {
            if let motion = try system.layout(of: variant).motion {
                motions.append(variant)
                frames += motion.frameTimes.count
            } else {
                stills.append(variant)
            }
        }
        guard !motions.isEmpty, !stills.isEmpty else { return nil }
        let strip = try bench.verifyCost(motions, system: system, scale: options.scale)
        let still = try bench.verifyCost(stills, system: system, scale: options.scale)
        let perStrip = strip.render + strip.decode + strip.compare
        let perFrame = perStrip * Double(motions.count) / Double(frames)
        let perVariant = still.render + still.decode + still.compare
        say(
            String(
                format: "motion: %d strips of %d frames: %.2f ms a strip, %.2f ms a frame; "
                    + "a still variant %.2f ms; a frame costs %.2f× a variant",
                motions.count, frames, perStrip * 1000, perFrame * 1000, perVariant * 1000, perFrame / perVariant))
        return [
            "strips": motions.count, "frames": frames, "perStripMilliseconds": perStrip * 1000, "perFrameMilliseconds": perFrame * 1000,
            "perStillVariantMilliseconds": perVariant * 1000, "frameOverVariant": perFrame / perVariant,
        ]
    }

    /// The synthetic matrices (first, so the peak memory after each is theirs), into `report`.
    private func measureScale(_ synthetic: Int, bench: Benchmark, system: DesignSystem, into report: inout [String: Any]) throws {
        let sizes = [synthetic / 8, synthetic / 4, synthetic / 2, synthetic].filter { $0 > 0 }
        let baseline = Benchmark.peakMemoryMiB
        say(String(format: "synthetic matrices (record, then verify; jobs %d; peak memory before: %.0f MiB):", options.jobs, baseline))
        let points = try bench.scale(sizes: sizes, system: system, scale: options.scale, jobs: options.jobs)
        for point in points {
            say(
                String(
                    format: "  %6d variants: record %.2f s, verify %.2f s (%.3f ms per variant), peak memory %.0f MiB, references %.1f MB",
                    point.variants, point.recordSeconds, point.verifySeconds, point.verifySeconds * 1000 / Double(point.variants),
                    point.peakMemoryMiB, Double(point.referenceBytes) / 1e6))
        }
        let verifyFit = Benchmark.linearFit(points.map { (Double($0.variants), $0.verifySeconds) })
        let recordFit = Benchmark.linearFit(points.map { (Double($0.variants), $0.recordSeconds) })
        say(
            String(
                format: "  fit: verify %.3f ms per variant + %.2f s (r² %.4f); record %.3f ms per variant + %.2f s (r² %.4f)",
                verifyFit.slope * 1000, verifyFit.intercept, verifyFit.r2, recordFit.slope * 1000, recordFit.intercept, recordFit.r2))
        let pointRows: [[String: Any]] = points.map { point in
            [
                "variants": point.variants, "recordSeconds": point.recordSeconds, "verifySeconds": point.verifySeconds,
                "peakMemoryMiB": point.peakMemoryMiB, "referenceBytes": point.referenceBytes,
            ]
        }
        func fitRow(_ fit: (slope: Double, intercept: Double, r2: Double)) -> [String: Any] {
            ["millisecondsPerVariant": fit.slope * 1000, "interceptSeconds": fit.intercept, "r2": fit.r2]
        }
        report["synthetic"] = [
            "baselinePeakMemoryMiB": baseline, "points": pointRows, "verifyFit": fitRow(verifyFit), "recordFit": fitRow(recordFit),
        ]
    }

    /// Times loading and validating generated token documents: the mixed system of 1,000 and
    /// 10,000 tokens, and a flat table of 100,000 sibling tokens (which tracks that loading stays
    /// linear in the size of one group).
    private func measureTokenLoading(bench: Benchmark) throws -> [[String: Any]] {
        let documents =
            quick
            ? [
                ("mixed", "", SyntheticTokens.document(count: 1_000)),
                ("flat", " flat siblings", SyntheticTokens.flatDocument(count: 10_000)),
            ]
            : [
                ("mixed", "", SyntheticTokens.document(count: 1_000)), ("mixed", "", SyntheticTokens.document(count: 10_000)),
                ("flat", " flat siblings", SyntheticTokens.flatDocument(count: 100_000)),
            ]
        var rows: [[String: Any]] = []
        for (shape, described, bytes) in documents {
            let source = TokenSource(name: "synthetic-\(shape).tokens.json", bytes: bytes)
            let result = TokenTable.load([source])
            let seconds = bench.median(keeping: { TokenTable.load([source]) })
            guard result.table != nil else {
                throw ValidationError("the synthetic token document is invalid: \(result.errors.first?.description ?? "")")
            }
            say(
                String(
                    format: "tokens: %d%@ load and validate in %.1f ms (%.2f µs per token)", result.tokenCount, described as NSString,
                    seconds * 1000, seconds * 1e6 / Double(result.tokenCount)))
            rows.append(["shape": shape, "tokens": result.tokenCount, "milliseconds": seconds * 1000])
        }
        return rows
    }

    /// Times what an id costs against 10,000 synthetic ids (1,000 with `--quick`): a typo's "did you mean" (bounded edit
    /// distances), and a megabyte id or filter, which is refused before any matching.
    private func measureIdMatching(bench: Benchmark, matrix: [ComponentVariant]) -> [[String: Any]] {
        let variants = Benchmark.syntheticVariants(10_000 / divisor, from: matrix)
        let ids = variants.map(\.id)
        guard let sample = ids.dropFirst(ids.count / 2).first else { return [] }
        let typo = String(sample.dropLast(2)) + "xq"
        let huge = String(repeating: "EBCounter/count-9_", count: 60_000)
        let cases: [(String, () -> Void)] = [
            ("did you mean, one typo", { _ = VariantFilter.nearest(to: typo, in: ids) }),
            ("1 MB id, refused", { _ = try? VariantFilter.requireMatchable(huge, among: ids) }),
            ("1 MB filter, refused", { _ = try? VariantFilter(huge).apply(to: variants) }),
        ]
        say("ids (against \(ids.count) ids, median of \(iterations)):")
        return cases.map { name, body in
            let seconds = bench.median { body() }
            say(String(format: "  %@: %.2f ms", name as NSString, seconds * 1000))
            return ["case": name, "ids": ids.count, "milliseconds": seconds * 1000]
        }
    }

    /// What provenance costs: a whole verify with and without it (its text references checked,
    /// failures' causes named, and the layout pass that records it), and `impact` over 10,000 synthetic variants (1,000 with
    /// `--quick`; see ``measureImpact(bench:system:)``).
    private func measureProvenance(bench: Benchmark, workspace: Workspace, system: DesignSystem, variants: [ComponentVariant], scratch: URL)
        throws -> [String: Any]
    {
        func verify(provenance: Bool) -> () throws -> Void {
            var runner = SnapshotRunner(
                workspace: workspace, system: system, scale: options.scale, mode: .never, outputDirectory: scratch, jobs: options.jobs)
            runner.provenance = provenance
            return { _ = try Verification.perform(runner, variants: variants) }
        }
        let (with, without) = try bench.medians(verify(provenance: true), verify(provenance: false))
        // A verify process lays every variant out once (its layouts are then shared, so the runs
        // above do not repeat it): the same pass, recording provenance and not.
        let (recording, plain) = try bench.medians(
            { for variant in variants { _ = try system.provenance(of: variant.instance) } },
            { for variant in variants { _ = try variant.instance.layout(in: system, proposedWidth: nil) } })
        let overhead = (with + recording) / (without + plain) - 1
        say(
            String(
                format: "provenance: verify %.3f s with its checks, %.3f s without; layout pass %.1f ms recording it, %.1f ms not; "
                    + "%+.1f%% in all, jobs %d", with, without, recording * 1000, plain * 1000, overhead * 100, options.jobs))
        return [
            "verifySeconds": with, "verifyWithoutProvenanceSeconds": without, "layoutPassSeconds": recording,
            "layoutPassWithoutProvenanceSeconds": plain, "overhead": overhead,
            "impact": try measureImpact(bench: bench, system: system),
        ]
    }

    /// Times the diff of one pair (already decoded), printing a line for people.
    private func measureDiff(_ name: String, _ first: RGBAImage, _ second: RGBAImage, bench: Benchmark) throws -> [String: Any] {
        say("diff (pixelmatch defaults, median of \(iterations)):")
        let result = try bench.diff(first, second)
        say(
            String(
                format: "  %@: %d mismatched; serial %.2f ms (%.0f Mpx/s), parallel %.2f ms (%.0f Mpx/s)",
                name as NSString, result.mismatched, result.serial * 1000, result.mpxSerial, result.parallel * 1000, result.mpxParallel))
        return [
            "pair": name, "width": first.width, "height": first.height, "mismatchedPixels": result.mismatched,
            "serialSeconds": result.serial, "parallelSeconds": result.parallel,
            "diffMegapixelsPerSecond": ["serial": result.mpxSerial, "parallel": result.mpxParallel],
        ]
    }

    /// Adds peak memory to `report`, then prints it (as JSON under `--json`).
    private func finish(_ report: [String: Any]) throws {
        var report = report
        let peak = report["peakMemoryMiB"] as? Double ?? Benchmark.peakMemoryMiB
        report["peakMemoryMiB"] = peak
        say(String(format: "peak memory: %.0f MiB", peak))
        if json {
            let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            Console.outJSON(String(decoding: data, as: UTF8.self))
        }
    }
}
