import ArgumentParser
import Foundation
import Rendering
import SnapshotHarness

/// `snapshot bench [--pair A.png B.png] [--iterations N]`
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure diff throughput (serial and parallel) and the per-variant verify cost.")

    @OptionGroup var options: HarnessOptions
    @OptionGroup var selection: VariantSelection

    @Option(name: .long, parsing: .upToNextOption, help: "Also time this PNG pair (two paths).")
    var pair: [String] = []

    @Option(name: .long, help: "Timed runs per figure (the median is reported).")
    var iterations: Int = 7

    func validate() throws {
        guard pair.isEmpty || pair.count == 2 else { throw ValidationError("--pair takes two PNG paths") }
        guard iterations >= 1 else { throw ValidationError("--iterations must be ≥ 1") }
    }

    func run() throws {
        let bench = Benchmark(iterations: iterations)
        var pairs: [(String, RGBAImage, RGBAImage)] = []
        if pair.count == 2 {
            pairs.append(
                (
                    "\(URL(fileURLWithPath: pair[0]).lastPathComponent) / \(URL(fileURLWithPath: pair[1]).lastPathComponent)",
                    try PNGCodec.read(contentsOf: URL(fileURLWithPath: pair[0])),
                    try PNGCodec.read(contentsOf: URL(fileURLWithPath: pair[1]))
                ))
        }
        let (a, b) = Benchmark.mostlyEqualPair()
        pairs.append(("synthetic 2000×2000, 20,000 changed", a, b))
        print("diff (pixelmatch defaults, median of \(iterations)):")
        for (name, first, second) in pairs {
            let result = try bench.diff(first, second)
            print(
                String(
                    format: "  %@: %d mismatched; serial %.2f ms (%.0f Mpx/s), parallel %.2f ms (%.0f Mpx/s)",
                    name as NSString, result.mismatched, result.serial * 1000, result.mpxSerial, result.parallel * 1000, result.mpxParallel)
            )
        }
        let workspace = try options.workspace()
        let system = try options.designSystem(workspace)
        let variants = try selection.variants()
        let cost = try bench.verifyCost(variants, system: system, scale: options.scale)
        print(
            String(
                format: "verify per variant (%d variants, @%dx): render %.2f ms, decode + compare %.2f ms, total %.2f ms",
                variants.count, options.scale, cost.render * 1000, cost.compare * 1000, (cost.render + cost.compare) * 1000))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for jobs in Array(Set([1, options.jobs])).sorted() {
            let runner = SnapshotRunner(
                workspace: workspace, system: system, scale: options.scale, mode: .never,
                outputDirectory: scratch, jobs: jobs)
            let seconds = try bench.median { _ = try runner.run(variants) }
            print(
                String(
                    format: "verify whole selection, jobs %d: %.2f s (%.2f ms per variant)", jobs, seconds,
                    seconds * 1000 / Double(variants.count)))
        }
        print(String(format: "peak memory: %.0f MiB", Benchmark.peakMemoryMiB))
    }
}
