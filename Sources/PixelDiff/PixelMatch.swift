import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// A pure-Swift pixel comparison with the semantics of pixelmatch 7.2.0: YIQ colour delta
/// (Kotsarenko & Ramos), anti-aliasing detection (Vyšniauskas), checkerboard blending of
/// translucent pixels, and the same diff image, pixel for pixel.
///
/// ```swift
/// var diff = [UInt8](repeating: 0, count: a.count)
/// let mismatched = try PixelMatch.compare(a, b, width: w, height: h, output: &diff, options: options)
/// ```
///
/// Rows are compared in parallel bands; the result does not depend on the banding because every
/// pixel's verdict reads only the two inputs.
public enum PixelMatch {
    /// Counts the differing pixels of two straight-RGBA buffers; draws the diff into `output` when given.
    ///
    /// - Parameter concurrency: how many row bands may run at once; nil uses every core, 1 is serial.
    public static func compare(
        _ image1: [UInt8], _ image2: [UInt8], width: Int, height: Int,
        output: inout [UInt8]?, options: DiffOptions = DiffOptions(), concurrency: Int? = nil
    ) throws(PixelDiffError) -> Int {
        guard image1.count == image2.count, output.map({ $0.count == image1.count }) ?? true else {
            throw .sizeMismatch(
                first: image1.count, second: output.map { $0.count != image1.count ? $0.count : image2.count } ?? image2.count)
        }
        guard image1.count == width * height * 4 else { throw .dataSize(expected: width * height * 4, got: image1.count) }
        guard width > 0, height > 0 else { return 0 }

        if image1 == image2 {
            if var out = output, !options.diffMask {
                image1.withUnsafeBufferPointer { a in
                    out.withUnsafeMutableBufferPointer { o in
                        for i in stride(from: 0, to: a.count, by: 4) { drawGray(a, i, options.alpha, o) }
                    }
                }
                output = out
            }
            return 0
        }
        let engine = Engine(width: width, height: height, options: options, concurrency: concurrency)
        return image1.withUnsafeBufferPointer { a in
            image2.withUnsafeBufferPointer { b in
                if var out = output {
                    let count = out.withUnsafeMutableBufferPointer { o in engine.run(a, b, o) }
                    output = out
                    return count
                }
                return engine.run(a, b, nil)
            }
        }
    }

    /// Counts differing pixels without drawing.
    public static func count(
        _ image1: [UInt8], _ image2: [UInt8], width: Int, height: Int, options: DiffOptions = DiffOptions(),
        concurrency: Int? = nil
    ) throws(PixelDiffError) -> Int {
        var none: [UInt8]? = nil
        return try compare(image1, image2, width: width, height: height, output: &none, options: options, concurrency: concurrency)
    }

    @inline(__always)
    static func drawGray(_ image: UnsafeBufferPointer<UInt8>, _ i: Int, _ alpha: Double, _ output: UnsafeMutableBufferPointer<UInt8>) {
        let y = Double(image[i]) * 0.29889531 + Double(image[i + 1]) * 0.58662247 + Double(image[i + 2]) * 0.11448223
        let value = 255 + (y - 255) * alpha * Double(image[i + 3]) / 255
        let byte = UInt8(clamping: Int(value))
        output[i] = byte
        output[i + 1] = byte
        output[i + 2] = byte
        output[i + 3] = 255
    }
}

/// The main loop over one pair of buffers.
private struct Engine: @unchecked Sendable {
    let width: Int
    let height: Int
    let options: DiffOptions
    let maxDelta: Double
    let concurrency: Int

    init(width: Int, height: Int, options: DiffOptions, concurrency: Int?) {
        self.width = width
        self.height = height
        self.options = options
        self.concurrency = max(1, concurrency ?? ProcessInfoLite.activeProcessorCount)
        maxDelta = 35215 * options.threshold * options.threshold
    }

    func run(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ output: UnsafeMutableBufferPointer<UInt8>?) -> Int {
        guard concurrency > 1 else { return rows(0..<height, a, b, output) }
        let bands = max(1, min(height, 4 * concurrency))
        let rowsPerBand = (height + bands - 1) / bands
        let shared = Buffers(a: a, b: b, output: output, counts: .allocate(capacity: bands))
        shared.counts.initialize(repeating: 0)
        defer { shared.counts.deallocate() }
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let start = band * rowsPerBand
            let end = min(height, start + rowsPerBand)
            guard start < end else { return }
            shared.counts[band] = rows(start..<end, shared.a, shared.b, shared.output)
        }
        return shared.counts.reduce(0, +)
    }

    /// The buffers the bands share: inputs are only read, and each band writes only its own rows
    /// of the output and its own count.
    private struct Buffers: @unchecked Sendable {
        let a: UnsafeBufferPointer<UInt8>
        let b: UnsafeBufferPointer<UInt8>
        let output: UnsafeMutableBufferPointer<UInt8>?
        let counts: UnsafeMutableBufferPointer<Int>
    }

    private func rows(
        _ rows: Range<Int>, _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ output: UnsafeMutableBufferPointer<UInt8>?
    ) -> Int {
        guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return 0 }
        var count = 0
        let a32 = Pixels32(UnsafeRawPointer(aBase)), b32 = Pixels32(UnsafeRawPointer(bBase))
        let drawGray = output != nil && !options.diffMask
        for y in rows {
            for x in 0..<width {
                let index = y * width + x
                let k = index * 4
                if a32[index] == b32[index] {
                    if drawGray, let output { PixelMatch.drawGray(a, k, options.alpha, output) }
                    continue
                }
                let delta = colorDelta(a, b, k, k, yOnly: false)
                if abs(delta) > maxDelta {
                    if !options.includeAA && (antialiased(a, x, y, own: a32, other: b32) || antialiased(b, x, y, own: b32, other: a32)) {
                        if drawGray, let output { draw(options.aaColor, k, output) }
                    } else {
                        if let output { draw(delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor, k, output) }
                        count += 1
                    }
                } else if drawGray, let output {
                    PixelMatch.drawGray(a, k, options.alpha, output)
                }
            }
        }
        return count
    }

    @inline(__always)
    private func draw(_ color: DiffColor, _ k: Int, _ output: UnsafeMutableBufferPointer<UInt8>) {
        output[k] = color.red
        output[k + 1] = color.green
        output[k + 2] = color.blue
        output[k + 3] = 255
    }

    /// The signed YIQ delta between pixel `k` of `first` and pixel `m` of `second` (negative when
    /// the second is darker); only the brightness term with `yOnly`. Translucent pixels are blended
    /// over the background at offset `k`.
    @inline(__always)
    private func colorDelta(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool)
        -> Double
    {
        let r1 = Double(first[k]), g1 = Double(first[k + 1]), b1 = Double(first[k + 2]), a1 = Double(first[k + 3])
        let r2 = Double(second[m]), g2 = Double(second[m + 1]), b2 = Double(second[m + 2]), a2 = Double(second[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        if a1 < 255 || a2 < 255 {
            var rb = 255.0, gb = 255.0, bb = 255.0
            if options.checkerboard {
                rb = 48 + 159 * Double(k % 2)
                gb = 48 + 159 * Double(Int((Double(k) / 1.618033988749895).rounded(.towardZero)) % 2)
                bb = 48 + 159 * Double(Int((Double(k) / 2.618033988749895).rounded(.towardZero)) % 2)
            }
            dr = (r1 * a1 - r2 * a2 - rb * (a1 - a2)) / 255
            dg = (g1 * a1 - g2 * a2 - gb * (a1 - a2)) / 255
            db = (b1 * a1 - b2 * a2 - bb * (a1 - a2)) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (x1, y1) of `image` looks like anti-aliasing (Vyšniauskas 2009).
    private func antialiased(
        _ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int,
        own: Pixels32, other: Pixels32
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(image, image, position, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(own, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(own, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether more than two neighbours of (x1, y1) (counting an image edge as one) have exactly its value.
    private func hasManySiblings(_ image: Pixels32, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if image[y * width + x] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}

/// RGBA bytes read a whole pixel at a time: raw loads, so the `[UInt8]` storage is never bound
/// to `UInt32` (which `assumingMemoryBound` would claim without it being true).
struct Pixels32 {
    let base: UnsafeRawPointer

    init(_ base: UnsafeRawPointer) { self.base = base }

    @inline(__always) subscript(index: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self) }
}

/// The processor count without Foundation (this target stays dependency-free).
enum ProcessInfoLite {
    static var activeProcessorCount: Int {
        #if canImport(Glibc)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return 4
        #endif
    }
}
