import Components
import Foundation
import PixelDiff
import Rendering

/// The measurements behind `snapshot bench`: diff throughput and per-variant verify cost.
///
/// Speed targets are checked here, not in timed tests. Each figure is the median of `iterations` runs.
public struct Benchmark: Sendable {
    public var iterations: Int

    public init(iterations: Int = 7) {
        self.iterations = max(1, iterations)
    }

    /// Median seconds of `body` over the iterations (after one warm-up run).
    public func median(_ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    /// Diff of `a` against `b` with pixelmatch's defaults: mismatched pixels, serial and parallel seconds and Mpx/s.
    public func diff(_ a: RGBAImage, _ b: RGBAImage) throws -> (
        mismatched: Int, serial: Double, parallel: Double, mpxSerial: Double, mpxParallel: Double
    ) {
        var mismatched = 0
        let serial = try median { mismatched = try PixelMatch.count(a.pixels, b.pixels, width: a.width, height: a.height, concurrency: 1) }
        let parallel = try median { mismatched = try PixelMatch.count(a.pixels, b.pixels, width: a.width, height: a.height) }
        let mpx = Double(a.pixelCount) / 1e6
        return (mismatched, serial, parallel, mpx / serial, mpx / parallel)
    }

    /// A 2000×2000 pair of smooth gradients whose second image has 20,000 scattered pixels with
    /// flipped colour bits (deterministic), like the project's published speed pair.
    public static func mostlyEqualPair(side: Int = 2000, changed: Int = 20_000) -> (RGBAImage, RGBAImage) {
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

    /// Per-variant verify cost over `variants`: render, encode+compare against the reference bytes, total.
    /// Seconds per variant: render (from its laid-out value), decode its reference and compare,
    /// and encode (which only records and failures pay).
    public func verifyCost(_ variants: [ComponentVariant], system: DesignSystem, scale: Int) throws -> (
        render: Double, compare: Double, encode: Double
    ) {
        let references = try variants.map { try PNGCodec.encode(try system.render($0, scale: scale)) }
        let render =
            try median { for variant in variants { _ = try system.render(variant, scale: scale) } } / Double(variants.count)
        let images = try variants.map { try system.render($0, scale: scale) }
        let compare =
            try median {
                for (image, reference) in zip(images, references) {
                    let decoded = try PNGCodec.decode(reference)
                    _ = ImageComparison.compare(reference: decoded, actual: image)
                }
            } / Double(variants.count)
        let encode = try median { for image in images { _ = try PNGCodec.encode(image) } } / Double(variants.count)
        return (render, compare, encode)
    }

    /// Peak resident memory of this process so far, in MiB.
    public static var peakMemoryMiB: Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
