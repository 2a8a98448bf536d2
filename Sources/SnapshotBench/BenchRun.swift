import ComponentKit
import Foundation
import Rendering
import SnapshotCore
import SnapshotHarness

/// What a bench measures with: timed runs per figure, input sizes, and the verify's scale and jobs.
package struct BenchSettings: Sendable {
    /// Timed runs per figure (the median is reported).
    package var iterations: Int
    /// Every measurement on inputs a tenth of the size.
    package var quick: Bool
    /// The render scale of the verify measurements.
    package var scale: Int
    /// The jobs of the verify measurements (a whole verify is also timed with 1).
    package var jobs: Int
    /// Also record and verify synthetic matrices of N/8, N/4, N/2 and N variants.
    package var synthetic: Int?
    /// The entries to run (``BenchSettings/entries`` names them); nil runs them all.
    package var only: Set<String>?

    package init(iterations: Int, quick: Bool, scale: Int, jobs: Int, synthetic: Int?, only: Set<String>? = nil) {
        self.iterations = iterations
        self.quick = quick
        self.scale = scale
        self.jobs = jobs
        self.synthetic = synthetic
        self.only = only
    }

    /// The names of a selection's entries, in the order they run (`--only` takes them).
    package static let entries = ["synthetic", "tokenLoad", "idMatching", "diff", "verify", "motion", "provenance", "causes"]

    /// Whether the entry `name` runs.
    func runs(_ name: String) -> Bool { only?.contains(name) ?? true }

    /// How much smaller the generated inputs are under ``quick``.
    var divisor: Int { quick ? 10 : 1 }
}

/// The measurements behind `snapshot-bench`, each one a scenario that times one thing, says a line
/// for people through `say` and returns its part of the ``BenchReport``.
package struct BenchRun {
    package var settings: BenchSettings
    /// Where each scenario's line for people goes.
    package var say: (String) -> Void
    let bench: Benchmark

    package init(settings: BenchSettings, say: @escaping (String) -> Void) {
        self.settings = settings
        self.say = say
        self.bench = Benchmark(iterations: settings.iterations)
    }

    /// Times the pair of PNG files at `first` and `second` alone: the diff of the decoded images,
    /// end to end (read, decode, diff, count) and each file's decode from memory.
    package func pair(_ first: URL, _ second: URL) throws -> BenchReport {
        let urls = [first, second]
        let images = try urls.map { try PNGCodec.read(contentsOf: $0) }
        var row = try measureDiff(urls.map(\.lastPathComponent).joined(separator: " / "), images[0], images[1])
        let whole = try bench.endToEnd(first, second)
        row.endToEndMilliseconds = whole.seconds * 1000
        let files = try urls.map { url in
            (url, try FileReader.readWhole(url.path, expected: "a PNG to time", limit: ReferenceStore.defaultByteLimit) ?? Data())
        }
        let decodes = try files.map { url, data in
            try bench.median(keeping: { try PNGCodec.decode(data, source: url.path) }) * 1000
        }
        row.decodeMilliseconds = decodes
        say(String(format: "  decode alone (from memory): %.2f ms and %.2f ms", decodes[0], decodes[1]))
        say(
            String(
                format: "  end to end (read, decode, diff, count; no image): %.2f ms, %d mismatched", whole.seconds * 1000,
                whole.mismatched))
        return BenchReport(iterations: settings.iterations, diff: [row], peakMemoryMiB: Benchmark.peakMemoryMiB)
    }

    /// Every measurement over `variants` of `system` in `workspace`, each entry's peak memory its
    /// own: the synthetic matrices (with ``BenchSettings/synthetic``), token loading, id matching,
    /// a synthetic diff pair, the per-variant verify cost and whole verifies, motion, provenance.
    package func selection(_ variants: [ComponentVariant], workspace: Workspace, system: DesignSystem) throws -> BenchReport {
        var peaks = PeakMemoryByEntry()
        var report = BenchReport(iterations: settings.iterations, diff: [], peakMemoryMiB: 0)
        if let synthetic = settings.synthetic, settings.runs("synthetic") {
            report.synthetic = try peaks.entry("synthetic") { try measureScale(synthetic, system: system) }
        }
        if settings.runs("tokenLoad") { report.tokenLoad = try peaks.entry("tokenLoad") { try measureTokenLoading() } }
        if settings.runs("idMatching") {
            report.idMatching = peaks.entry("idMatching") { measureIdMatching(matrix: system.catalog.variants) }
        }
        if settings.runs("diff") { report.diff = try peaks.entry("diff") { [try measureSyntheticDiff()] } }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if settings.runs("verify") {
            Benchmark.resetPeakMemory()
            let (cost, floor) = try measureVerifyCost(variants, system: system)
            report.perVariantMilliseconds = cost
            report.variants = variants.count
            report.floorSeconds = floor
            report.verify = try measureVerify(variants, floor: floor, workspace: workspace, system: system, scratch: scratch)
            peaks.byEntry["verify"] = Benchmark.peakMemoryMiB
        }
        if settings.runs("motion") { report.motion = try peaks.entry("motion") { try measureMotion(system: system, variants: variants) } }
        if settings.runs("provenance") {
            report.provenance = try peaks.entry("provenance") {
                try measureProvenance(workspace: workspace, system: system, variants: variants, scratch: scratch)
            }
        }
        if settings.runs("causes") {
            report.causes = try peaks.entry("causes") {
                try measureCauses(workspace: workspace, system: system, variants: variants, scratch: scratch)
            }
        }
        report.peakMemoryMiBByEntry = peaks.byEntry
        report.peakMemoryMiB = max(Benchmark.peakMemoryMiB, peaks.byEntry.values.max() ?? 0)
        say(
            "peak memory by entry: "
                + peaks.byEntry.sorted { $0.key < $1.key }.map { String(format: "%@ %.0f MiB", $0.key as NSString, $0.value) }
                .joined(separator: ", "))
        return report
    }
}

/// Each bench entry's peak memory, the mark restarted before it.
struct PeakMemoryByEntry {
    var byEntry: [String: Double] = [:]

    /// Runs `body` with the peak-memory mark restarted, and notes its peak under `name`.
    mutating func entry<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        Benchmark.resetPeakMemory()
        defer { byEntry[name] = Benchmark.peakMemoryMiB }
        return try body()
    }
}
