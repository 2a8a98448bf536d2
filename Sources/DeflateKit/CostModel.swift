/// Estimated bit costs of literals, match lengths and distances, learned from recent symbols.
///
/// Costs are in sixteenths of a bit. A symbol seen `c` times out of `t` costs log2(t / c); an
/// unseen one is priced as if seen half a time. Older statistics are halved each time the costs
/// are recomputed.
final class CostModel {
    /// Costs are in units of 2^-fractionBits bits.
    static let fractionBits = 4
    static let one: Int32 = 1 << fractionBits
    /// Symbols observed between two recomputations of the costs.
    static let interval = 1024

    /// Cost of each literal byte.
    let literal: UnsafeMutablePointer<Int32>
    /// Cost of each match length 0...258 (valid from 3), extra bits included.
    let length: UnsafeMutablePointer<Int32>
    /// Cost of each distance code 0...29, extra bits included.
    let distance: UnsafeMutablePointer<Int32>
    private let literalCounts: UnsafeMutablePointer<UInt32>
    private let distanceCounts: UnsafeMutablePointer<UInt32>
    private let lengthCode: UnsafeMutablePointer<UInt8>
    private let lengthCodeCosts: UnsafeMutablePointer<Int32>
    private var observed = 0

    init(tables: CodeTables) {
        literal = .allocate(capacity: 256)
        length = .allocate(capacity: 259)
        distance = .allocate(capacity: 32)
        literalCounts = .allocate(capacity: 286)
        literalCounts.initialize(repeating: 0, count: 286)
        distanceCounts = .allocate(capacity: 30)
        distanceCounts.initialize(repeating: 0, count: 30)
        lengthCodeCosts = .allocate(capacity: 29)
        lengthCodeCosts.initialize(repeating: 0, count: 29)
        lengthCode = tables.lengthCode
        // Before anything is seen: 8 bits a literal, 7 a length code and 5 a distance code.
        literal.initialize(repeating: 8 * CostModel.one, count: 256)
        length.initialize(repeating: 0, count: 259)
        distance.initialize(repeating: 0, count: 32)
        for code in 0..<29 {
            lengthCodeCosts[code] = 7 * CostModel.one + Int32(CodeTables.lengthExtraBits[code]) * CostModel.one
        }
        for value in 3...258 { length[value] = lengthCodeCosts[Int(lengthCode[value])] }
        for code in 0..<30 {
            distance[code] = 5 * CostModel.one + Int32(CodeTables.distanceExtraBits[code]) * CostModel.one
        }
    }

    deinit {
        literal.deallocate()
        length.deallocate()
        distance.deallocate()
        literalCounts.deallocate()
        distanceCounts.deallocate()
        lengthCodeCosts.deallocate()
    }

    /// Adds the frequencies of `symbolCount` newly parsed symbols; recomputes the costs once
    /// `interval` symbols have been observed since the last time.
    func observe(literalFrequencies: UnsafePointer<UInt32>, distanceFrequencies: UnsafePointer<UInt32>, symbolCount: Int) {
        for symbol in 0..<286 { literalCounts[symbol] &+= literalFrequencies[symbol] }
        for code in 0..<30 { distanceCounts[code] &+= distanceFrequencies[code] }
        observed += symbolCount
        if observed >= CostModel.interval {
            recompute()
            observed = 0
        }
    }

    private func recompute() {
        FixedPoint.log2Sixteenths.withUnsafeBufferPointer { table in
            func log2(_ value: UInt64) -> Int32 {
                value < UInt64(FixedPoint.tableSize)
                    ? table[Int(value)] : Int32(FixedPoint.log2(value, fractionBits: CostModel.fractionBits))
            }
            func price(_ count: UInt32, _ base: Int32) -> Int32 {
                let cost = base - log2(count == 0 ? 1 : 2 * UInt64(count))
                return min(max(cost, CostModel.one / 2), 15 * CostModel.one)
            }
            var literalTotal: UInt64 = 0
            for symbol in 0..<286 { literalTotal += UInt64(literalCounts[symbol]) }
            var distanceTotal: UInt64 = 0
            for code in 0..<30 { distanceTotal += UInt64(distanceCounts[code]) }
            let literalBase = log2(2 * literalTotal + 2)
            for byte in 0..<256 { literal[byte] = price(literalCounts[byte], literalBase) }
            for code in 0..<29 {
                lengthCodeCosts[code] =
                    price(literalCounts[257 + code], literalBase) + Int32(CodeTables.lengthExtraBits[code]) * CostModel.one
            }
            for value in 3...258 { length[value] = lengthCodeCosts[Int(lengthCode[value])] }
            let distanceBase = log2(2 * distanceTotal + 2)
            for code in 0..<30 {
                distance[code] =
                    price(distanceCounts[code], distanceBase) + Int32(CodeTables.distanceExtraBits[code]) * CostModel.one
            }
            // Halve the history so that recent symbols weigh more.
            for symbol in 0..<286 { literalCounts[symbol] >>= 1 }
            for code in 0..<30 { distanceCounts[code] >>= 1 }
        }
    }
}
