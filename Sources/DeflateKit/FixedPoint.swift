/// Integer-only logarithms, so that cost estimates are the same on every machine.
enum FixedPoint {
    /// Counts below this have precomputed logarithms.
    static let tableSize = 8192

    /// log2(`value`) with `fractionBits` binary fraction digits (truncated), for `value` ≥ 1.
    static func log2(_ value: UInt64, fractionBits: Int) -> Int {
        let whole = 63 - value.leadingZeroBitCount
        // Mantissa in [1, 2) with 30 fraction bits; each squaring reveals one more fraction bit.
        var mantissa = whole >= 30 ? value >> UInt64(whole - 30) : value << UInt64(30 - whole)
        var result = whole
        for _ in 0..<fractionBits {
            mantissa = (mantissa * mantissa) >> 30
            result <<= 1
            if mantissa >= 1 << 31 {
                mantissa >>= 1
                result |= 1
            }
        }
        return result
    }

    /// log2(n) in sixteenths of a bit for n < `tableSize` (entry 0 is 0).
    static let log2Sixteenths: [Int32] = (0..<tableSize).map { (n: Int) -> Int32 in
        n == 0 ? 0 : Int32(log2(UInt64(n), fractionBits: 4))
    }

    /// n × log2(n) in 1/256 bits for n < `tableSize` (entry 0 is 0).
    static let entropyTerms: [Int] = (0..<tableSize).map { (n: Int) -> Int in
        n == 0 ? 0 : n * log2(UInt64(n), fractionBits: 8)
    }
}
