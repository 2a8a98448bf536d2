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
package enum PixelMatch {
    /// Counts the differing pixels of two straight-RGBA buffers; draws the diff into `output` when given.
    ///
    /// - Parameter concurrency: how many row bands may run at once; nil uses every core, 1 is serial.
    package static func compare(
        _ image1: [UInt8], _ image2: [UInt8], width: Int, height: Int,
        output: inout [UInt8]?, options: DiffOptions = DiffOptions(), concurrency: Int? = nil
    ) throws(PixelDiffError) -> Int {
        guard image1.count == image2.count, output.map({ $0.count == image1.count }) ?? true else {
            throw .sizeMismatch(
                first: image1.count, second: output.map { $0.count != image1.count ? $0.count : image2.count } ?? image2.count)
        }
        guard image1.count == width * height * 4 else { throw .dataSize(expected: width * height * 4, got: image1.count) }
        guard width > 0, height > 0 else { return 0 }

        // Identical images need no shortcut: the main loop skips equal pixels at memory speed and
        // draws what pixelmatch's shortcut draws (grey everywhere, or nothing with diffMask).
        let bands = RowBands(height: height, concurrency: max(1, concurrency ?? ProcessorCount.online))
        return image1.withUnsafeBytes { a in
            image2.withUnsafeBytes { b in
                // Both buffers hold width × height × 4 > 0 bytes (checked above), so both have an address.
                guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return 0 }
                let first = Pixels32(aBase), second = Pixels32(bBase)
                guard var out = output else {
                    let engine = Engine(image1: first, image2: second, width: width, height: height, options: options, canvas: NoCanvas())
                    return bands.count(engine)
                }
                output = nil  // keeps `out` uniquely referenced, so drawing does not copy it
                let count = out.withUnsafeMutableBytes { o in
                    guard let base = o.baseAddress else { return 0 }
                    let canvas = DiffImage(output: base, options: options)
                    return bands.count(
                        Engine(image1: first, image2: second, width: width, height: height, options: options, canvas: canvas))
                }
                output = out
                return count
            }
        }
    }

    /// Counts differing pixels without drawing.
    package static func count(
        _ image1: [UInt8], _ image2: [UInt8], width: Int, height: Int, options: DiffOptions = DiffOptions(),
        concurrency: Int? = nil
    ) throws(PixelDiffError) -> Int {
        var none: [UInt8]? = nil
        return try compare(image1, image2, width: width, height: height, output: &none, options: options, concurrency: concurrency)
    }
}
