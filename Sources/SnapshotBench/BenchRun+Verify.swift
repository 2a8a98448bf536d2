import ComponentKit
import Foundation
import Rendering
import SnapshotCore
import SnapshotHarness

extension BenchRun {
    /// Times the diff of one pair (already decoded), saying a line for people.
    func measureDiff(_ name: String, _ first: RGBAImage, _ second: RGBAImage) throws -> DiffRow {
        say("diff (pixelmatch defaults, median of \(settings.iterations)):")
        let result = try bench.diff(first, second)
        say(
            String(
                format: "  %@: %d mismatched; serial %.2f ms (%.0f Mpx/s), parallel %.2f ms (%.0f Mpx/s)",
                name as NSString, result.mismatched, result.serial * 1000, result.mpxSerial, result.parallel * 1000, result.mpxParallel))
        return DiffRow(
            pair: name, width: first.width, height: first.height, mismatchedPixels: result.mismatched, serialSeconds: result.serial,
            parallelSeconds: result.parallel, diffMegapixelsPerSecond: .init(serial: result.mpxSerial, parallel: result.mpxParallel))
    }

    /// Times the diff of the synthetic mostly-equal pair (632×632 under `--quick`, else 2000×2000).
    func measureSyntheticDiff() throws -> DiffRow {
        let side = settings.quick ? 632 : 2000
        let changed = 20_000 / settings.divisor
        let (a, b) = Benchmark.mostlyEqualPair(side: side, changed: changed)
        return try measureDiff("synthetic \(side)×\(side), \(changed) changed", a, b)
    }

    /// The per-variant verify cost of `variants` by stage, and the floor of a verify of them all
    /// (Σ render + Σ decode + Σ compare, in seconds).
    func measureVerifyCost(_ variants: [ComponentVariant], system: DesignSystem) throws -> (StageMilliseconds, Double) {
        let cost = try bench.verifyCost(variants, system: system, scale: settings.scale)
        let floor = (cost.render + cost.decode + cost.compare) * Double(variants.count)
        say(
            String(
                format:
                    "verify per variant (%d variants, @%dx): render %.2f ms, decode %.2f ms, compare %.3f ms (floor %.2f s); encode %.2f ms",
                variants.count, settings.scale, cost.render * 1000, cost.decode * 1000, cost.compare * 1000, floor, cost.encode * 1000))
        let stages = StageMilliseconds(
            render: cost.render * 1000, decode: cost.decode * 1000, compare: cost.compare * 1000, encode: cost.encode * 1000)
        return (stages, floor)
    }

    /// Times a whole verify of `variants` with one job and with ``BenchSettings/jobs``, against
    /// `floor`, its artifacts written under `scratch`.
    func measureVerify(_ variants: [ComponentVariant], floor: Double, workspace: Workspace, system: DesignSystem, scratch: URL) throws
        -> [VerifyRow]
    {
        try Array(Set([1, settings.jobs])).sorted().map { jobs in
            let runner = SnapshotRunner(
                workspace: workspace, system: system, scale: settings.scale, mode: .never, outputDirectory: scratch, jobs: jobs)
            let seconds = try bench.median { _ = try VerifyRun.perform(runner, variants: variants) }
            say(
                String(
                    format: "verify whole selection, jobs %d: %.2f s (%.2f ms per variant, %.2f× the floor)", jobs, seconds,
                    seconds * 1000 / Double(variants.count), seconds / floor))
            return VerifyRow(jobs: jobs, seconds: seconds, overFloor: seconds / floor)
        }
    }

    /// What a motion's frame costs against a still variant: render, decode and compare of the
    /// selection's motion strips per frame, and of its still variants per variant. nil when the
    /// selection has no motion (or no still variant to compare with).
    func measureMotion(system: DesignSystem, variants: [ComponentVariant]) throws -> MotionReport? {
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
        let strip = try bench.verifyCost(motions, system: system, scale: settings.scale)
        let still = try bench.verifyCost(stills, system: system, scale: settings.scale)
        let perStrip = strip.render + strip.decode + strip.compare
        let perFrame = perStrip * Double(motions.count) / Double(frames)
        let perVariant = still.render + still.decode + still.compare
        say(
            String(
                format: "motion: %d strips of %d frames: %.2f ms a strip, %.2f ms a frame; "
                    + "a still variant %.2f ms; a frame costs %.2f× a variant",
                motions.count, frames, perStrip * 1000, perFrame * 1000, perVariant * 1000, perFrame / perVariant))
        return MotionReport(
            strips: motions.count, frames: frames, perStripMilliseconds: perStrip * 1000, perFrameMilliseconds: perFrame * 1000,
            perStillVariantMilliseconds: perVariant * 1000, frameOverVariant: perFrame / perVariant)
    }

    /// The synthetic matrices of `synthetic`/8 … `synthetic` variants, recorded then verified (first,
    /// so the peak memory after each is theirs), each against its floors (from the cost of each
    /// matrix variant it copies), the lines fitted through their times and the peak's growth.
    func measureScale(_ synthetic: Int, system: DesignSystem) throws -> ScaleReport {
        let sizes = [synthetic / 8, synthetic / 4, synthetic / 2, synthetic].filter { $0 > 0 }
        let baseline = Benchmark.peakMemoryMiB
        let matrix = system.catalog.variants
        let costs = try bench.stageCosts(matrix, system: system, scale: settings.scale)
        say(String(format: "synthetic matrices (record, then verify; jobs %d; peak memory before: %.0f MiB):", settings.jobs, baseline))
        // The smallest matrix once more first, unmeasured: a process's first record fills caches
        // and allocator arenas that every later run reuses. Measured first, the smallest size alone
        // would carry that one-time cost, and the growth from it to the largest would not be growth.
        let measured = try bench.scale(sizes: [sizes[0]] + sizes, system: system, scale: settings.scale, jobs: settings.jobs)
        let warmUp = measured[0]
        say(
            String(
                format: "  warm-up: %d variants recorded and verified first, not in the fit "
                    + "(peak memory %.0f MiB: record %.0f, verify %.0f)",
                warmUp.variants, warmUp.peakMemoryMiB, warmUp.recordPeakMemoryMiB, warmUp.verifyPeakMemoryMiB))
        var points = Array(measured.dropFirst())
        for index in points.indices {
            (points[index].recordFloorSeconds, points[index].verifyFloorSeconds) = Self.floors(of: points[index].variants, costs: costs)
            say(Self.describe(points[index]))
        }
        let verifyFit = Benchmark.linearFit(points.map { (Double($0.variants), $0.verifySeconds) })
        let recordFit = Benchmark.linearFit(points.map { (Double($0.variants), $0.recordSeconds) })
        var growth: Double?
        if let first = points.first, let last = points.last, last.variants > first.variants {
            growth = (last.peakMemoryMiB - first.peakMemoryMiB) * 1024 / Double(last.variants - first.variants)
        }
        say(
            String(
                format: "  fit: verify %.3f ms per variant + %.2f s (r² %.4f); record %.3f ms per variant + %.2f s (r² %.4f)",
                verifyFit.slope * 1000, verifyFit.intercept, verifyFit.r2, recordFit.slope * 1000, recordFit.intercept, recordFit.r2))
        if let growth, let first = points.first, let last = points.last {
            say(String(format: "  peak memory grows %.2f KiB per variant from %d to %d variants", growth, first.variants, last.variants))
        }
        func fit(_ line: (slope: Double, intercept: Double, r2: Double)) -> ScaleReport.Fit {
            ScaleReport.Fit(millisecondsPerVariant: line.slope * 1000, interceptSeconds: line.intercept, r2: line.r2)
        }
        return ScaleReport(
            baselinePeakMemoryMiB: baseline, warmUpPeakMemoryMiB: warmUp.peakMemoryMiB, points: points, verifyFit: fit(verifyFit),
            recordFit: fit(recordFit), peakMemoryKiBPerVariant: growth)
    }

    /// The record floor (Σ render + Σ encode) and the verify floor (Σ render + Σ decode + Σ compare)
    /// of a synthetic matrix of `count` variants, whose variant i copies the matrix variant of
    /// `costs[i mod costs.count]`.
    static func floors(of count: Int, costs: [StageCost]) -> (record: Double, verify: Double) {
        guard !costs.isEmpty else { return (0, 0) }
        let copied = (0..<count).map { costs[$0 % costs.count] }
        return (copied.reduce(0) { $0 + $1.render + $1.encode }, copied.reduce(0) { $0 + $1.render + $1.decode + $1.compare })
    }

    /// One synthetic matrix's line for people: times against floors, peaks, reference bytes.
    static func describe(_ point: ScaleReport.Point) -> String {
        let recordFloor = point.recordFloorSeconds ?? .nan, verifyFloor = point.verifyFloorSeconds ?? .nan
        return String(
            format: "  %6d variants: record %.2f s (%.2f× its floor of %.2f s), verify %.2f s (%.2f× its floor of %.2f s); "
                + "peak memory %.0f MiB (record %.0f, verify %.0f); references %.1f MB (contact sheets %.1f MB)",
            point.variants, point.recordSeconds, point.recordSeconds / recordFloor, recordFloor, point.verifySeconds,
            point.verifySeconds / verifyFloor, verifyFloor, point.peakMemoryMiB, point.recordPeakMemoryMiB, point.verifyPeakMemoryMiB,
            Double(point.referenceBytes) / 1e6, Double(point.sheetBytes) / 1e6)
    }
}
