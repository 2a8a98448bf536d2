/// Brightness (the Y of YIQ) scaled to an exact integer, for comparing opaque pixels.
///
/// For two opaque pixels pixelmatch's anti-aliasing detector computes, in `Double`,
/// `b = dr·0.29889531 + dg·0.58662247 + db·0.11448223` with integer channel differences, and only
/// ever tests `b == 0`, `b < m` and `b > m` against other such values (or 0). The exact value is
/// `L / 10⁸` with the integer `L = 29889531·dr + 58662247·dg + 11448223·db`, and `L` is linear, so
/// `L = Y(centre) − Y(neighbour)` with `Y(p) = 29889531·r + 58662247·g + 11448223·b`.
///
/// The integer comparisons decide exactly as pixelmatch's `Double` ones:
/// * Distinct triples never give equal `L`: no nonzero `(x, y, z)` with `|x|, |y|, |z| ≤ 510`
///   solves `29889531x + 58662247y + 11448223z = 0`. An exhaustive search over `x` and `y` proves
///   it; `PixelDiffTests.IntegerLumaTests` runs that search. So equal `L` means the same triple
///   and bit-identical `Double` results, and `L = 0` only for identical pixels.
/// * Distinct `L` differ by at least 1, that is 10⁻⁸ in the real value, while the `Double`
///   evaluation (three rounded constants, three products and two sums of magnitude at most 256)
///   is off by less than 10⁻¹²; the `Double` results are therefore ordered as the integers are,
///   and have the same sign.
///
/// Translucent pixels are blended before the sum, which is not linear in the pixel, so they keep
/// the `Double` path.
enum IntegerLuma {
    static let red: Int64 = 29_889_531, green: Int64 = 58_662_247, blue: Int64 = 11_448_223

    /// `Y(p)`, at most 255 × 100000001, exact in 64 bits.
    @inline(__always) static func of(_ pixel: UInt32) -> Int64 {
        red &* Int64(RGBA.red(pixel)) &+ green &* Int64(RGBA.green(pixel)) &+ blue &* Int64(RGBA.blue(pixel))
    }
}
