/// A 3×3 matrix of the CSS Color 4 conversions, applied row by row in a fixed order.
///
/// The products are written out (no SIMD reductions) so every platform sums in the same order
/// and gets the same bits.
struct ColorMatrix: Sendable {
    var rows: [SIMD3<Double>]

    /// Creates a matrix from three rows of three numbers.
    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = [r0, r1, r2]
    }

    /// `self × v`.
    func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        func dot(_ r: SIMD3<Double>) -> Double { r.x * v.x + r.y * v.y + r.z * v.z }
        return SIMD3(dot(rows[0]), dot(rows[1]), dot(rows[2]))
    }
}
