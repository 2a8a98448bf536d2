import ArgumentParser
import Foundation
import Rendering
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

    func validate() throws {
        guard pair.isEmpty || pair.count == 2 else { throw ValidationError("--pair takes two PNG paths") }
        guard iterations >= 1 else { throw ValidationError("--iterations must be ≥ 1") }
    }

    /// Text for people; silent under `--json`, which prints one object at the end.
    private func say(_ line: String) { if !json { print(line) } }

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
        if pairs.isEmpty {
            let (a, b) = Benchmark.mostlyEqualPair()
            pairs.append(("synthetic 2000×2000, 20,000 changed", a, b))
        }
        var report: [String: Any] = ["iterations": iterations]
        var diffs: [[String: Any]] = []
        say("diff (pixelmatch defaults, median of \(iterations)):")
        for (name, first, second) in pairs {
            let result = try bench.diff(first, second)
            diffs.append([
                "pair": name, "width": first.width, "height": first.height, "mismatchedPixels": result.mismatched,
                "serialSeconds": result.serial, "parallelSeconds": result.parallel,
                "diffMegapixelsPerSecond": ["serial": result.mpxSerial, "parallel": result.mpxParallel],
            ])
            say(
                String(
                    format: "  %@: %d mismatched; serial %.2f ms (%.0f Mpx/s), parallel %.2f ms (%.0f Mpx/s)",
                    name as NSString, result.mismatched, result.serial * 1000, result.mpxSerial, result.parallel * 1000, result.mpxParallel)
            )
        }
        report["diff"] = diffs
        guard pair.isEmpty else { return try finish(report) }
        let workspace = try options.workspace()
        let system = try options.designSystem(workspace)
        let variants = try selection.variants()
        let cost = try bench.verifyCost(variants, system: system, scale: options.scale)
        let floor = (cost.render + cost.compare) * Double(variants.count)
        report["perVariantMilliseconds"] = [
            "render": cost.render * 1000, "decodeAndCompare": cost.compare * 1000, "encode": cost.encode * 1000,
        ]
        report["variants"] = variants.count
        report["floorSeconds"] = floor
        say(
            String(
                format: "verify per variant (%d variants, @%dx): render %.2f ms, decode + compare %.2f ms (floor %.2f s); encode %.2f ms",
                variants.count, options.scale, cost.render * 1000, cost.compare * 1000, floor, cost.encode * 1000))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var verifies: [[String: Any]] = []
        for jobs in Array(Set([1, options.jobs])).sorted() {
            let runner = SnapshotRunner(
                workspace: workspace, system: system, scale: options.scale, mode: .never,
                outputDirectory: scratch, jobs: jobs)
            let seconds = try bench.median { _ = try runner.run(variants) }
            verifies.append(["jobs": jobs, "seconds": seconds, "overFloor": seconds / floor])
            say(
                String(
                    format: "verify whole selection, jobs %d: %.2f s (%.2f ms per variant, %.2f× the floor)", jobs, seconds,
                    seconds * 1000 / Double(variants.count), seconds / floor))
        }
        report["verify"] = verifies
        try finish(report)
    }

    /// Adds peak memory to `report`, then prints it (as JSON under `--json`).
    private func finish(_ report: [String: Any]) throws {
        var report = report
        report["peakMemoryMiB"] = Benchmark.peakMemoryMiB
        say(String(format: "peak memory: %.0f MiB", Benchmark.peakMemoryMiB))
        if json {
            let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            print(String(decoding: data, as: UTF8.self))
        }
    }
}
