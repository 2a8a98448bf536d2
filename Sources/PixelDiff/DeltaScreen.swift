/// A `Float` pre-check of the YIQ delta of eight pixel pairs that never misses a pixel over the
/// threshold; the pixels it flags go through the exact `Double` path.
///
/// pixelmatch's delta `0.5053·Y² + 0.299·I² + 0.1957·Q²` is a quadratic form `dᵀMd` in the channel
/// differences `d = (dr, dg, db)`. The screen evaluates it as
/// `dr·(m₀₀dr + 2m₀₁dg + 2m₀₂db) + dg·(m₁₁dg + 2m₁₂db) + db·m₂₂db` in `Float`. With every |d| ≤ 255,
/// rounding (of the coefficients, nine products and five sums, at 2⁻²⁴ each) moves it at most
/// `10 · 2⁻²⁴ · 255² · Σ|coefficients|` ≈ 0.024 from the exact value, and pixelmatch's `Double`
/// evaluation is within 10⁻¹⁰ of that. Over all 511³ differences (a release-mode sweep) the two
/// differ by at most 0.0058; `DeltaScreenTests` checks a sampled grid. A pixel is
/// flagged when its `Float` delta exceeds `maxDelta − 1`, so every pixel whose `Double` delta
/// exceeds `maxDelta` is flagged. (No delta exceeds 35215, so a `maxDelta` too large for `Float`
/// to hold within 1 flags nothing that matters; a NaN threshold flags nothing, as pixelmatch
/// counts nothing.) Differing translucent pixels are always flagged.
///
/// Lane masks are made with integer arithmetic (sign bits), not SIMD comparisons: the compiler
/// keeps arithmetic in vector registers, while comparison masks can fall back to per-lane loops.
struct DeltaScreen {
    /// The coefficients `m₀₀, 2m₀₁, 2m₀₂, m₁₁, 2m₁₂, m₂₂` of M, rounded to `Float`
    /// (`DeltaScreenTests` derives them from the YIQ constants).
    static let rr: Float = 0.160096064, rg: Float = 0.0362256318, rb: Float = -0.0543541647
    static let gg: Float = 0.249814689, gb: Float = 0.0569856614, bb: Float = 0.0565321222

    private let limit: SIMD4<Float>

    /// A NaN threshold counts nothing; an infinite limit flags nothing, and keeps the sign-bit test exact.
    init(maxDelta: Double) { limit = SIMD4(repeating: maxDelta.isNaN ? .infinity : Float(maxDelta - 1)) }

    /// The screened delta of each lane (`dᵀMd` in `Float`).
    @inline(__always) static func delta(_ first: SIMD4<UInt32>, _ second: SIMD4<UInt32>) -> SIMD4<Float> {
        let dr = difference(first & 0xFF, second & 0xFF)
        let dg = difference((first &>> 8) & 0xFF, (second &>> 8) & 0xFF)
        let db = difference((first &>> 16) & 0xFF, (second &>> 16) & 0xFF)
        return dr * (dr * rr + dg * rg + db * rb) + dg * (dg * gg + db * gb) + db * (db * bb)
    }

    /// Bit `i` is set when pixel `i` of the eight differs and may exceed the threshold, or is translucent.
    @inline(__always) func flags(_ first: SIMD8<UInt32>, _ second: SIMD8<UInt32>) -> UInt32 {
        let low = lanes(first.lowHalf, second.lowHalf), high = lanes(first.highHalf, second.highHalf)
        let any = unsafeBitCast(low | high, to: SIMD2<UInt64>.self)
        guard any[0] | any[1] != 0 else { return 0 }
        let weighted = (low & SIMD4(1, 2, 4, 8)) | (high & SIMD4(16, 32, 64, 128))
        let folded = unsafeBitCast(weighted, to: SIMD2<UInt64>.self)
        let pair = folded[0] | folded[1]
        return UInt32(truncatingIfNeeded: pair | pair &>> 32)
    }

    /// −1 in the flagged lanes of four pixel pairs, 0 in the others.
    @inline(__always) private func lanes(_ first: SIMD4<UInt32>, _ second: SIMD4<UInt32>) -> SIMD4<Int32> {
        // −1 where `delta > limit`: the sign of `limit − delta` (+0 when equal, +∞ for an infinite limit).
        let over = unsafeBitCast(limit - Self.delta(first, second), to: SIMD4<Int32>.self) &>> 31
        let translucent = Self.nonZero(SIMD4<Int32>(truncatingIfNeeded: ((first & second) &>> 24) ^ 0xFF))
        let differs = Self.nonZero(SIMD4<Int32>(truncatingIfNeeded: first ^ second))
        return (over | translucent) & differs
    }

    /// −1 in the lanes that are not 0, 0 elsewhere.
    @inline(__always) private static func nonZero(_ lanes: SIMD4<Int32>) -> SIMD4<Int32> {
        (lanes | (0 &- lanes)) &>> 31
    }

    @inline(__always) private static func difference(_ first: SIMD4<UInt32>, _ second: SIMD4<UInt32>) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: first) &- SIMD4<Int32>(truncatingIfNeeded: second))
    }
}
