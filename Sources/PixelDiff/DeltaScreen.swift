/// A `Float` pre-check of the YIQ delta of eight pixel pairs that never misses a pixel over the
/// threshold; the pixels it flags go through the exact `Double` path.
///
/// pixelmatch's delta `0.5053·Y² + 0.299·I² + 0.1957·Q²` is a quadratic form `dᵀMd` in the channel
/// differences `d = (dr, dg, db)`. The screen evaluates it as
/// `dr·(m₀₀dr + 2m₀₁dg + 2m₀₂db) + dg·(m₁₁dg + 2m₁₂db) + db·m₂₂db` in `Float`. With every |d| ≤ 255,
/// rounding (of the coefficients, nine products and five sums, at 2⁻²⁴ each) moves it at most
/// `10 · 2⁻²⁴ · 255² · Σ|coefficients|` ≈ 0.024 from the exact value, and pixelmatch's `Double`
/// evaluation is within 10⁻¹⁰ of that; `DeltaScreenTests` checks all 511³ differences. A pixel is
/// flagged when its `Float` delta exceeds `maxDelta − 1`, so every pixel whose `Double` delta
/// exceeds `maxDelta` is flagged. (No delta exceeds 35215, so a `maxDelta` too large for `Float`
/// to hold within 1 flags nothing that matters; a NaN threshold flags nothing, as pixelmatch
/// counts nothing.) Differing translucent pixels are always flagged.
///
/// Lane masks are made with integer arithmetic (sign bits), not SIMD comparisons: the compiler
/// keeps arithmetic in vector registers, while comparison masks can fall back to per-lane loops.
struct DeltaScreen {
    private let limit: Float
    private let rr: Float, rg: Float, rb: Float, gg: Float, gb: Float, bb: Float

    /// A NaN threshold counts nothing; an infinite limit flags nothing, and keeps the sign-bit test exact.
    init(maxDelta: Double) {
        limit = maxDelta.isNaN ? .infinity : Float(maxDelta - 1)
        let y = SIMD3(YIQ.yRed, YIQ.yGreen, YIQ.yBlue), i = SIMD3(YIQ.iRed, -YIQ.iGreen, -YIQ.iBlue)
        let q = SIMD3(YIQ.qRed, -YIQ.qGreen, YIQ.qBlue)
        /// The entry (j, k) of M.
        func m(_ j: Int, _ k: Int) -> Double { 0.5053 * y[j] * y[k] + 0.299 * i[j] * i[k] + 0.1957 * q[j] * q[k] }
        rr = Float(m(0, 0))
        rg = Float(2 * m(0, 1))
        rb = Float(2 * m(0, 2))
        gg = Float(m(1, 1))
        gb = Float(2 * m(1, 2))
        bb = Float(m(2, 2))
    }

    /// The screened delta of each lane (`dᵀMd` in `Float`).
    @inline(__always) func delta(_ first: SIMD8<UInt32>, _ second: SIMD8<UInt32>) -> SIMD8<Float> {
        let dr = Self.difference(first & 0xFF, second & 0xFF)
        let dg = Self.difference((first &>> 8) & 0xFF, (second &>> 8) & 0xFF)
        let db = Self.difference((first &>> 16) & 0xFF, (second &>> 16) & 0xFF)
        return dr * (dr * rr + dg * rg + db * rb) + dg * (dg * gg + db * gb) + db * (db * bb)
    }

    /// Bit `i` is set when pixel `i` of the eight differs and may exceed the threshold, or is translucent.
    @inline(__always) func flags(_ first: SIMD8<UInt32>, _ second: SIMD8<UInt32>) -> UInt32 {
        // −1 where `delta > limit`: the sign of `limit − delta` (+0 when equal, +∞ for an infinite limit).
        let over = unsafeBitCast(SIMD8(repeating: limit) - delta(first, second), to: SIMD8<Int32>.self) &>> 31
        let translucent = Self.nonZero(SIMD8<Int32>(truncatingIfNeeded: ((first & second) &>> 24) ^ 0xFF))
        let differs = Self.nonZero(SIMD8<Int32>(truncatingIfNeeded: first ^ second))
        return Self.bits((over | translucent) & differs)
    }

    /// −1 in the lanes that are not 0, 0 elsewhere.
    @inline(__always) private static func nonZero(_ lanes: SIMD8<Int32>) -> SIMD8<Int32> {
        (lanes | (0 &- lanes)) &>> 31
    }

    /// Bit `i` set for each lane `i` that is −1 (the others are 0).
    @inline(__always) private static func bits(_ lanes: SIMD8<Int32>) -> UInt32 {
        let halves = unsafeBitCast(lanes.lowHalf | lanes.highHalf, to: SIMD2<UInt64>.self)
        guard halves[0] | halves[1] != 0 else { return 0 }
        let weighted = lanes & SIMD8(1, 2, 4, 8, 16, 32, 64, 128)
        let folded = unsafeBitCast(weighted.lowHalf | weighted.highHalf, to: SIMD2<UInt64>.self)
        let pair = folded[0] | folded[1]
        return UInt32(truncatingIfNeeded: pair | pair &>> 32)
    }

    @inline(__always) private static func difference(_ first: SIMD8<UInt32>, _ second: SIMD8<UInt32>) -> SIMD8<Float> {
        SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: first) &- SIMD8<Int32>(truncatingIfNeeded: second))
    }
}
