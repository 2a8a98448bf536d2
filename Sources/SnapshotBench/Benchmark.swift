internal import CAllocator
import ComponentKit
import Foundation
import PixelDiff
import Rendering
import SnapshotCore
import SnapshotHarness
import SnapshotRendering
import Synchronization

/// The measurements behind `snapshot bench`: diff throughput and per-variant verify cost.
///
/// Speed targets are checked here, not in timed tests. Each figure is the median of `iterations` runs.
package struct Benchmark: Sendable {
    package var iterations: Int

    package init(iterations: Int = 7) {
        self.iterations = max(1, iterations)
    }

    /// Median seconds of `body` over the iterations (after one warm-up run).
    package func median(_ body: () throws -> Void) rethrows -> Double {
        try median(keeping: body)
    }

    /// Median seconds of `body` over the iterations (after one warm-up run), each result released
    /// after its run is timed.
    ///
    /// A body that assigns its result to a variable declared outside would free the previous run's
    /// result inside the next timed run: a large result (a 10,000-token table) then times its own
    /// teardown and the allocator's work on the freed memory, not only what `body` does.
    package func median<Result>(keeping body: () throws -> Result) rethrows -> Double {
        withExtendedLifetime(try body()) {}
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            withExtendedLifetime(result) {}
        }
        return times.sorted()[times.count / 2]
    }

    /// Median seconds of `first` and of `second`, run in turns (after one warm-up run of each), so
    /// that a machine's drift over the runs weighs on both alike: what a ratio of the two needs.
    package func medians(_ first: () throws -> Void, _ second: () throws -> Void) rethrows -> (first: Double, second: Double) {
        try first()
        try second()
        var times: ([Double], [Double]) = ([], [])
        func seconds(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        for _ in 0..<iterations {
            times.0.append(try seconds(first))
            times.1.append(try seconds(second))
        }
        return (times.0.sorted()[iterations / 2], times.1.sorted()[iterations / 2])
    }

    /// Diff of `a` against `b` with pixelmatch's defaults: mismatched pixels, serial and parallel seconds and Mpx/s.
    package func diff(_ a: RGBAImage, _ b: RGBAImage) throws -> (
        mismatched: Int, serial: Double, parallel: Double, mpxSerial: Double, mpxParallel: Double
    ) {
        var mismatched = 0
        let serial = try median { mismatched = try PixelMatch.count(a.pixels, b.pixels, width: a.width, height: a.height, concurrency: 1) }
        let parallel = try median { mismatched = try PixelMatch.count(a.pixels, b.pixels, width: a.width, height: a.height) }
        let mpx = Double(a.pixelCount) / 1e6
        return (mismatched, serial, parallel, mpx / serial, mpx / parallel)
    }

    /// End to end, as a user's comparison of two PNG files runs: read both files, decode them (the two
    /// at once), diff them with pixelmatch's defaults and count the mismatched pixels, with no
    /// output image. Returns the count and the median seconds.
    package func endToEnd(_ first: URL, _ second: URL) throws -> (mismatched: Int, seconds: Double) {
        var mismatched = 0
        let seconds = try median { mismatched = try Self.compareFiles(first, second) }
        return (mismatched, seconds)
    }

    /// Reads, decodes (both files at once) and counts the pixels of `first` that differ from `second`.
    static func compareFiles(_ first: URL, _ second: URL) throws -> Int {
        let urls = [first, second]
        let decoded = Mutex<[Int: Result<RGBAImage, RenderError>]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let image = Result { () throws(RenderError) in try PNGCodec.read(contentsOf: urls[index]) }
            decoded.withLock { $0[index] = image }
        }
        let images = decoded.withLock { $0 }
        guard let a = try images[0]?.get(), let b = try images[1]?.get() else { return 0 }
        guard a.width == b.width, a.height == b.height else {
            throw RenderError(.png, "the images differ in size: \(a.width)×\(a.height) against \(b.width)×\(b.height)")
        }
        return try PixelMatch.count(a.pixels, b.pixels, width: a.width, height: a.height)
    }

    /// A 2000×2000 pair of smooth gradients whose second image has 20,000 scattered pixels with
    /// flipped colour bits (deterministic), like the project's published speed pair.
    package static func mostlyEqualPair(side: Int = 2000, changed: Int = 20_000) -> (RGBAImage, RGBAImage) {
        var a = RGBAImage(width: side, height: side, fill: (0, 0, 0, 255))
        for y in 0..<side {
            for x in 0..<side {
                a[x, y] = (UInt8(x * 255 / side), UInt8(y * 255 / side), UInt8((x + y) * 255 / (2 * side)), 255)
            }
        }
        var b = a
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<changed {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((state >> 33) % UInt64(side * side)) * 4
            b.pixels[index] ^= 0xFF
            b.pixels[index + 1] ^= 0xFF
        }
        return (a, b)
    }

    /// Per-variant verify cost over `variants`, in seconds per variant: render (from its laid-out
    /// value), decode its reference, compare the two images, and encode (which only records and
    /// failures pay).
    package func verifyCost(_ variants: [ComponentVariant], system: DesignSystem, scale: Int) throws -> (
        render: Double, decode: Double, compare: Double, encode: Double
    ) {
        let runs = try timedPasses(variants, system: system, scale: scale)
        // Each stage's total over the variants, per pass; the median pass's, per variant.
        let medians = (0..<4).map { stage in
            runs.map { pass in pass.reduce(0) { $0 + $1[stage] } }.sorted()[runs.count / 2] / Double(max(1, variants.count))
        }
        return (medians[0], medians[1], medians[2], medians[3])
    }

    /// Each of `variants`' own cost by stage, in seconds (the median of the iterations): what the
    /// floors of a synthetic matrix that copies them add up.
    package func stageCosts(_ variants: [ComponentVariant], system: DesignSystem, scale: Int) throws -> [StageCost] {
        let runs = try timedPasses(variants, system: system, scale: scale)
        return variants.indices.map { index in
            let stages = (0..<4).map { stage in runs.map { $0[index][stage] }.sorted()[runs.count / 2] }
            return StageCost(render: stages[0], decode: stages[1], compare: stages[2], encode: stages[3])
        }
    }

    /// The seconds of each stage (render, decode, compare, encode) of each variant, per timed pass
    /// (after one warm-up pass).
    private func timedPasses(_ variants: [ComponentVariant], system: DesignSystem, scale: Int) throws -> [[[Double]]] {
        // One variant's images at a time (the references are kept encoded, as on disk), so the
        // figure costs the memory of one variant, not of the whole selection's pixels.
        let references = try variants.map { try PNGCodec.encode(try system.render($0, scale: scale)) }
        func pass() throws -> [[Double]] {
            try zip(variants, references).map { variant, reference in
                var times = [Double](repeating: 0, count: 4)
                func timed<T>(_ stage: Int, _ body: () throws -> T) rethrows -> T {
                    let start = DispatchTime.now().uptimeNanoseconds
                    defer { times[stage] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
                    return try body()
                }
                let image = try timed(0) { try system.render(variant, scale: scale) }
                let decoded = try timed(1) { try PNGCodec.decode(reference) }
                _ = timed(2) { ImageComparison.compare(reference: decoded, actual: image) }
                _ = try timed(3) { try PNGCodec.encode(image) }
                return times
            }
        }
        _ = try pass()
        return try (0..<iterations).map { _ in try pass() }
    }

    /// `count` variants cycling through `matrix` under new names (`EBCounter/s00042~count-1_…`):
    /// the real components, props and environments, each laid out, rendered, recorded and checked
    /// as a variant of its own.
    package static func syntheticVariants(_ count: Int, from matrix: [ComponentVariant]) -> [ComponentVariant] {
        guard !matrix.isEmpty else { return [] }
        let digits = String(count).count
        return (0..<count).map { index in
            let base = matrix[index % matrix.count]
            let suffix = "_env-\(base.environment)"
            let name = base.environment != .standard && base.name.hasSuffix(suffix) ? String(base.name.dropLast(suffix.count)) : base.name
            let number = String(index)
            return ComponentVariant(
                component: base.component, name: "s\(String(repeating: "0", count: digits - number.count))\(number)~\(name)",
                props: base.props, figmaNode: base.figmaNode, instance: base.instance, environment: base.environment)
        }
    }

    /// Records, then verifies, synthetic matrices of each of `sizes` (ascending, so the peak memory
    /// after each belongs to it; a size may repeat) in a scratch workspace that is deleted
    /// afterwards. Contact-sheet pages show the synthetic variants. Throws when a verify does not
    /// match everything it recorded.
    package func scale(sizes: [Int], system: DesignSystem, scale: Int, jobs: Int) throws -> [ScaleReport.Point] {
        var points: [ScaleReport.Point] = []
        for size in sizes.sorted() {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-synthetic-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
            let workspace = Workspace(root: root)
            let variants = Self.syntheticVariants(size, from: system.catalog.variants)
            func runner(_ mode: RecordMode) -> SnapshotRunner {
                var runner = SnapshotRunner(workspace: workspace, system: system, scale: scale, mode: mode, jobs: jobs)
                runner.sheets = .selection
                return runner
            }
            Self.resetPeakMemory()
            let recordStart = DispatchTime.now().uptimeNanoseconds
            _ = try runner(.all).run(variants)
            let verifyStart = DispatchTime.now().uptimeNanoseconds
            let recordPeak = Self.peakMemoryMiB
            Self.resetPeakMemory()
            let verifyClock = DispatchTime.now().uptimeNanoseconds
            let report = try VerifyRun.perform(runner(.never), variants: variants).report
            let end = DispatchTime.now().uptimeNanoseconds
            guard report.exitCode == 0 else {
                throw SyntheticMismatch(folder: root.path, failures: Array(report.failureLines.prefix(3)))
            }
            let verifyPeak = Self.peakMemoryMiB
            points.append(
                ScaleReport.Point(
                    variants: size, recordSeconds: Double(verifyStart - recordStart) / 1e9, verifySeconds: Double(end - verifyClock) / 1e9,
                    peakMemoryMiB: max(recordPeak, verifyPeak), recordPeakMemoryMiB: recordPeak, verifyPeakMemoryMiB: verifyPeak,
                    referenceBytes: Self.totalBytes(under: workspace.snapshotsDirectory),
                    sheetBytes: Self.totalBytes(under: workspace.snapshotsDirectory) { $0.hasPrefix(ContactSheet.fileStem) }))
        }
        return points
    }

    /// The least-squares line `y = slope × x + intercept` through `points`, and its r².
    package static func linearFit(_ points: [(x: Double, y: Double)]) -> (slope: Double, intercept: Double, r2: Double) {
        let n = Double(points.count)
        guard n >= 2 else { return (0, points.first?.y ?? 0, 1) }
        let meanX = points.map(\.x).reduce(0, +) / n, meanY = points.map(\.y).reduce(0, +) / n
        let sxx = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        let sxy = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
        let slope = sxx == 0 ? 0 : sxy / sxx
        let intercept = meanY - slope * meanX
        let total = points.map { ($0.y - meanY) * ($0.y - meanY) }.reduce(0, +)
        let residual = points.map { pow($0.y - (slope * $0.x + intercept), 2) }.reduce(0, +)
        return (slope, intercept, total == 0 ? 1 : 1 - residual / total)
    }

    /// The bytes of the files under `folder` whose names `counts` (all by default).
    static func totalBytes(under folder: URL, counting counts: (String) -> Bool = { _ in true }) -> Int {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let url = walker?.nextObject() as? URL {
            guard counts(url.lastPathComponent) else { continue }
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }

    /// Peak resident memory of this process so far, in MiB.
    package static var peakMemoryMiB: Double {
        // Linux keeps the high-water mark in /proc (VmHWM, which `resetPeakMemory` can restart);
        // getrusage's is since the process started.
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kibibytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        {
            return kibibytes / 1024
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// Hands the C allocator's free memory back to the system (glibc's `malloc_trim`); returns
    /// whether any was released (always false where the allocator has no such call).
    @discardableResult
    package static func releaseFreeMemory() -> Bool { callocator_release_free_memory() != 0 }

    /// Restarts the peak-memory mark at the memory in use now, so ``peakMemoryMiB`` afterwards is the
    /// peak of what runs next alone (Linux: `5` written to `/proc/self/clear_refs`). Returns whether
    /// it could; when not, ``peakMemoryMiB`` stays the process's peak.
    @discardableResult
    package static func resetPeakMemory() -> Bool {
        // Freed memory the allocator still holds counts as resident: hand it back first, so the
        // next peak is what the next entry uses, not what the previous one left free.
        _ = releaseFreeMemory()
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}

/// A synthetic verify that did not match the record just made: the harness is broken, not the input.
struct SyntheticMismatch: Error, CustomStringConvertible {
    var folder: String
    var failures: [String]

    var description: String {
        "the synthetic verify in \(folder) did not match its own record: " + failures.joined(separator: "; ")
    }
}
