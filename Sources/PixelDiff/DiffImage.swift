/// pixelmatch's diff image, drawn into an RGBA buffer of the inputs' size.
///
/// Similar pixels become the faded grey original (see ``GrayPixel``) and anti-aliased ones
/// `aaColor`, unless `diffMask` is set; counted differences are drawn in `diffColor`, or in
/// `diffColorAlt` where the second image is darker. Every drawn pixel has alpha 255.
/// Bands of rows draw concurrently; each writes only its own pixels.
struct DiffImage: DiffCanvas, @unchecked Sendable {
    let output: UnsafeMutableRawPointer
    let drawsBackground: Bool
    let alpha: Double
    let grayQuads: Bool
    let aaPixel: UInt32
    let diffPixel: UInt32
    let darkerPixel: UInt32

    init(output: UnsafeMutableRawPointer, options: DiffOptions) {
        self.output = output
        drawsBackground = !options.diffMask
        alpha = options.alpha
        // A debug build (the tests') draws similar pixels one at a time: unoptimised,
        // `SIMD4<Double>` arithmetic makes generic calls for every lane, and the four-pixel form
        // took a sixth of the end-to-end tests' time. Both forms give the same bytes (GrayPixel).
        #if DEBUG
            grayQuads = false
        #else
            grayQuads = GrayPixel.quadsAllowed(alpha: options.alpha)
        #endif
        aaPixel = Self.opaque(options.aaColor)
        diffPixel = Self.opaque(options.diffColor)
        darkerPixel = Self.opaque(options.diffColorAlt ?? options.diffColor)
    }

    private static func opaque(_ color: DiffColor) -> UInt32 {
        UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000
    }

    @inline(__always) func similar(_ index: Int, _ pixel: UInt32) {
        if drawsBackground { store(GrayPixel.of(pixel, alpha: alpha), at: index) }
    }

    @inline(__always) func similar(quad index: Int, _ pixels: SIMD4<UInt32>, memo: inout GrayMemo) {
        guard drawsBackground else { return }
        if !memo.isSet || memo.pixels != pixels {
            let gray =
                grayQuads
                ? GrayPixel.of(quad: pixels, alpha: alpha)
                : SIMD4(
                    GrayPixel.of(pixels[0], alpha: alpha), GrayPixel.of(pixels[1], alpha: alpha), GrayPixel.of(pixels[2], alpha: alpha),
                    GrayPixel.of(pixels[3], alpha: alpha))
            memo = GrayMemo(pixels: pixels, gray: gray, isSet: true)
        }
        if grayQuads {
            output.storeBytes(of: memo.gray, toByteOffset: index &* 4, as: SIMD4<UInt32>.self)
        } else {
            for lane in 0..<4 { store(memo.gray[lane], at: index &+ lane) }
        }
    }

    @inline(__always) func antialiased(_ index: Int) {
        if drawsBackground { store(aaPixel, at: index) }
    }

    @inline(__always) func different(_ index: Int, firstBrighter: Bool) {
        store(firstBrighter ? darkerPixel : diffPixel, at: index)
    }

    @inline(__always) private func store(_ pixel: UInt32, at index: Int) {
        output.storeBytes(of: pixel, toByteOffset: index &* 4, as: UInt32.self)
    }
}
