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
        // Plain loops (run for every compression): ranges are generic iterators when unoptimized.
        let one = CostModel.one
        let lengthExtraBits = CodeTables.lengthExtraBits
        let distanceExtraBits = CodeTables.distanceExtraBits
        var code = 0
        while code < 29 {
            lengthCodeCosts[code] = 7 * one + Int32(lengthExtraBits[code]) * one
            code += 1
        }
        var value = 3
        while value <= 258 {
            length[value] = lengthCodeCosts[Int(lengthCode[value])]
            value += 1
        }
        code = 0
        while code < 30 {
            distance[code] = 5 * one + Int32(distanceExtraBits[code]) * one
            code += 1
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
        let literalCounts = self.literalCounts
        let distanceCounts = self.distanceCounts
        var symbol = 0
        while symbol < 286 {
            literalCounts[symbol] &+= literalFrequencies[symbol]
            symbol &+= 1
        }
        var code = 0
        while code < 30 {
            distanceCounts[code] &+= distanceFrequencies[code]
            code &+= 1
        }
        observed += symbolCount
        if observed >= CostModel.interval {
            recompute()
            observed = 0
        }
    }

    /// log2(`value`) in sixteenths of a bit, for `value` ≥ 1; `table` is `FixedPoint.log2Sixteenths`.
    private static func log2(_ value: UInt64, _ table: UnsafePointer<Int32>) -> Int32 {
        value < UInt64(FixedPoint.tableSize) ? table[Int(value)] : Int32(FixedPoint.log2(value, fractionBits: fractionBits))
    }

    /// Sets `costs[i]` to log2(total / count) of `counts[i]` (an unseen symbol counting one half),
    /// kept within 1/2...15 bits, plus `extraBits[i]` whole bits, for i in 0..<`count`.
    /// `base` is log2(2 · total + 2).
    private static func price(
        _ counts: UnsafePointer<UInt32>, count: Int, base: Int32, extraBits: UnsafePointer<UInt8>?,
        into costs: UnsafeMutablePointer<Int32>, _ table: UnsafePointer<Int32>
    ) {
        let tableSize = UInt64(FixedPoint.tableSize)
        let fractionBits = CostModel.fractionBits
        let one = CostModel.one
        let lowest = one / 2
        let highest = 15 * one
        var index = 0
        while index < count {
            let frequency = UInt64(counts[index])
            let scaled = frequency == 0 ? 1 : 2 * frequency
            let logarithm =
                scaled < tableSize ? table[Int(scaled)] : Int32(FixedPoint.log2(scaled, fractionBits: fractionBits))
            let cost = base - logarithm
            costs[index] = cost < lowest ? lowest : cost > highest ? highest : cost
            if let extraBits { costs[index] += Int32(extraBits[index]) * one }
            index += 1
        }
    }

    private func recompute() {
        let literalCounts = self.literalCounts
        let distanceCounts = self.distanceCounts
        FixedPoint.log2Sixteenths.withUnsafeBufferPointer { log2Buffer in
            let table = log2Buffer.baseAddress!
            var literalTotal: UInt64 = 0
            var symbol = 0
            while symbol < 286 {
                literalTotal += UInt64(literalCounts[symbol])
                symbol += 1
            }
            var distanceTotal: UInt64 = 0
            var code = 0
            while code < 30 {
                distanceTotal += UInt64(distanceCounts[code])
                code += 1
            }
            let literalBase = CostModel.log2(2 * literalTotal + 2, table)
            CostModel.price(literalCounts, count: 256, base: literalBase, extraBits: nil, into: literal, table)
            CodeTables.lengthExtraBits.withUnsafeBufferPointer { extraBits in
                CostModel.price(
                    literalCounts + 257, count: 29, base: literalBase, extraBits: extraBits.baseAddress!, into: lengthCodeCosts, table)
            }
            var value = 3
            while value <= 258 {
                length[value] = lengthCodeCosts[Int(lengthCode[value])]
                value += 1
            }
            let distanceBase = CostModel.log2(2 * distanceTotal + 2, table)
            CodeTables.distanceExtraBits.withUnsafeBufferPointer { extraBits in
                CostModel.price(distanceCounts, count: 30, base: distanceBase, extraBits: extraBits.baseAddress!, into: distance, table)
            }
            // Halve the history so that recent symbols weigh more.
            symbol = 0
            while symbol < 286 {
                literalCounts[symbol] >>= 1
                symbol += 1
            }
            code = 0
            while code < 30 {
                distanceCounts[code] >>= 1
                code += 1
            }
        }
    }
}
