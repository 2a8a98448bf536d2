import ComponentKit
import Foundation
import Rendering
import SnapshotHarness
import SnapshotRendering

extension BenchRun {
    /// The least a failing verify like `failing` can take, into `report`: the clean verify plus
    /// the work its output and its causes need whatever the engine does around them.
    ///
    /// - writing what it wrote (``OutputFloor``: each artifact image encoded, every file written
    ///   and hashed);
    /// - comparing each failing image in full, for its counts and its diff image;
    /// - rendering again, with the recorded tables, each image a token edit failed: how a token
    ///   edit is told from a drawing edit in the same image.
    ///
    /// Each on the run's jobs, renders as Σ / jobs.
    func measureFloor(
        of failing: VerifyRun, into report: inout CauseCostReport, output: URL, snapshots: URL, system: DesignSystem,
        variants: [ComponentVariant], scratch: URL
    ) throws {
        let files = try OutputFloor(of: output)
        let jobs = max(1, settings.jobs)
        let outputSeconds = try (0...settings.iterations).map { round in
            try files.write(into: scratch.appendingPathComponent("causes-floor/\(round)"), jobs: jobs)
        }.dropFirst().sorted()[settings.iterations / 2]
        let pairs = try Self.failingPairs(in: failing.lastRun, snapshots: snapshots, output: output)
        let compareSeconds = bench.median {
            DispatchQueue.concurrentPerform(iterations: jobs) { worker in
                for index in stride(from: worker, to: pairs.count, by: jobs) {
                    _ = ImageComparison.compare(reference: pairs[index].reference, actual: pairs[index].actual, strip: false)
                }
            }
        }
        let reverted = Self.tokenFailures(of: variants, in: failing.lastRun)
        let renderSeconds = try bench.median { try reverted.map { try system.render($0, scale: settings.scale) } } / Double(jobs)
        report.writtenFiles = files.files.count
        report.writtenBytes = files.bytes
        report.outputFloorSeconds = outputSeconds
        report.comparedFailures = pairs.count
        report.compareSeconds = compareSeconds
        report.revertedRenders = reverted.count
        report.revertedRenderSeconds = renderSeconds
        let floor = (report.cleanSeconds + outputSeconds + compareSeconds + renderSeconds) / report.cleanSeconds
        report.floorRatio = floor
        say(
            String(
                format: "  it wrote %d files, %.1f MB: writing them alone takes %.3f s; comparing its %d failing images in full "
                    + "%.3f s; rendering the %d a token edit fails with the recorded tables %.3f s (%d jobs)",
                files.files.count, Double(files.bytes) / 1_000_000, outputSeconds, pairs.count, compareSeconds, reverted.count,
                renderSeconds, jobs))
        say(String(format: "  floor: no verify that writes those files and names those causes is under %.2f× the clean one", floor))
    }

    /// The variants among `variants` whose image failed in `run` with a token edit among its
    /// causes: those the engine renders again with the token changes reverted.
    static func tokenFailures(of variants: [ComponentVariant], in run: LastRun) -> [ComponentVariant] {
        let ids = Set(
            run.entries.filter { entry in
                entry.status == "failed" && entry.cause?.causes.contains { if case .token = $0 { true } else { false } } == true
            }.map(\.id))
        return variants.filter { ids.contains($0.id) }
    }

    /// The reference and actual pixels of each image `run` failed with both sizes equal (the
    /// comparisons that draw a diff image).
    static func failingPairs(in run: LastRun, snapshots: URL, output: URL) throws -> [(reference: RGBAImage, actual: RGBAImage)] {
        try run.entries.compactMap { entry in
            guard entry.status == "failed", entry.reference.hasSuffix(".png"), let actual = entry.actualInOutput,
                let referenceData = try? Data(contentsOf: snapshots.appendingPathComponent(entry.reference)),
                let actualData = try? Data(contentsOf: output.appendingPathComponent(actual))
            else { return nil }
            let pair = (reference: try PNGCodec.decode(referenceData), actual: try PNGCodec.decode(actualData))
            return pair.reference.width == pair.actual.width && pair.reference.height == pair.actual.height ? pair : nil
        }
    }

}
