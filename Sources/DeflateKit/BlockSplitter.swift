/// Groups consecutive chunks of symbols into deflate blocks.
///
/// Starting from one block per chunk, it repeatedly merges the two neighbours whose merge lowers
/// the estimated encoded size the most (entropy of the symbols plus an estimated header), until no
/// merge helps.
final class BlockSplitter {
    /// Histogram entries per chunk: literal/length symbols 0...285, then distance codes 0...29.
    static let histogramSize = 286 + 30
    /// Costs are in units of 2^-fractionBits bits (as `FixedPoint.entropyTerms`).
    private static let fractionBits = 8
    /// Estimated header of a dynamic block, in sixteenths of a bit: a base plus a share per used
    /// literal/length symbol and per used distance code (fitted to this encoder's headers).
    private static let headerBase = 438 * 16
    private static let headerPerLiteral = 17
    private static let headerPerDistance = 74

    private let maxChunks: Int
    private let merged: UnsafeMutablePointer<UInt32>
    private let blockHistograms: UnsafeMutablePointer<UInt32>
    private let blockCosts: UnsafeMutablePointer<Int>
    private let nextBlock: UnsafeMutablePointer<Int>
    private let previousBlock: UnsafeMutablePointer<Int>
    private let pairCosts: UnsafeMutablePointer<Int>
    private let pairSavings: UnsafeMutablePointer<Int>

    /// Creates a splitter for up to `maxChunks` chunks at a time.
    init(maxChunks: Int) {
        self.maxChunks = maxChunks
        merged = .allocate(capacity: BlockSplitter.histogramSize)
        blockHistograms = .allocate(capacity: BlockSplitter.histogramSize * maxChunks)
        blockCosts = .allocate(capacity: maxChunks)
        nextBlock = .allocate(capacity: maxChunks)
        previousBlock = .allocate(capacity: maxChunks)
        pairCosts = .allocate(capacity: maxChunks)
        pairSavings = .allocate(capacity: maxChunks)
    }

    deinit {
        merged.deallocate()
        blockHistograms.deallocate()
        blockCosts.deallocate()
        nextBlock.deallocate()
        previousBlock.deallocate()
        pairCosts.deallocate()
        pairSavings.deallocate()
    }

    /// Estimated size of a block with this histogram, extra bits excluded.
    private static func cost(_ histogram: UnsafePointer<UInt32>, _ terms: UnsafeBufferPointer<Int>) -> Int {
        @inline(__always)
        func term(_ count: UInt32) -> Int {
            Int(count) < FixedPoint.tableSize
                ? terms[Int(count)] : Int(count) * FixedPoint.log2(UInt64(count), fractionBits: fractionBits)
        }
        // Σ c·log2(total / c) = total·log2(total) − Σ c·log2(c); the end-of-block symbol counts once.
        var literalTotal: UInt32 = 1
        var literalTerms = 0
        var literalUsed = 0
        for symbol in 0..<286 {
            let count = histogram[symbol]
            literalTotal &+= count
            literalTerms &+= term(count)
            literalUsed &+= count == 0 ? 0 : 1
        }
        var distanceTotal: UInt32 = 0
        var distanceTerms = 0
        var distanceUsed = 0
        for code in 286..<histogramSize {
            let count = histogram[code]
            distanceTotal &+= count
            distanceTerms &+= term(count)
            distanceUsed &+= count == 0 ? 0 : 1
        }
        let entropy = term(literalTotal) - literalTerms + term(distanceTotal) - distanceTerms
        let header = headerBase + literalUsed * headerPerLiteral + distanceUsed * headerPerDistance
        return entropy + header << (fractionBits - 4)
    }

    /// Sets the cached cost and saving of merging block `index` with the block after it.
    private func evaluatePair(_ index: Int, _ terms: UnsafeBufferPointer<Int>) {
        let size = BlockSplitter.histogramSize
        let left = blockHistograms + index * size
        let right = blockHistograms + nextBlock[index] * size
        for entry in 0..<size { merged[entry] = left[entry] &+ right[entry] }
        let mergedCost = BlockSplitter.cost(merged, terms)
        pairCosts[index] = mergedCost
        pairSavings[index] = blockCosts[index] + blockCosts[nextBlock[index]] - mergedCost
    }

    /// Splits `count` chunks whose histograms are stored back to back in `histograms`; returns the
    /// number of blocks and fills `ends` with the chunk index just past each block.
    ///
    /// Blocks form a linked list indexed by their first chunk; the saving cached for a block is
    /// that of merging it with its successor. Ties go to the leftmost pair.
    func split(histograms: UnsafePointer<UInt32>, count: Int, ends: UnsafeMutablePointer<Int>) -> Int {
        precondition(count >= 1 && count <= maxChunks)
        let size = BlockSplitter.histogramSize
        return FixedPoint.entropyTerms.withUnsafeBufferPointer { terms in
            blockHistograms.update(from: histograms, count: count * size)
            for index in 0..<count {
                blockCosts[index] = BlockSplitter.cost(blockHistograms + index * size, terms)
                nextBlock[index] = index + 1
                previousBlock[index] = index - 1
            }
            for index in 0..<(count - 1) { evaluatePair(index, terms) }
            var blocks = count
            while blocks > 1 {
                var bestIndex = -1
                var bestSaving = 0
                var index = 0
                while nextBlock[index] < count {
                    if pairSavings[index] > bestSaving {
                        bestSaving = pairSavings[index]
                        bestIndex = index
                    }
                    index = nextBlock[index]
                }
                if bestIndex < 0 { break }
                let absorbed = nextBlock[bestIndex]
                let left = blockHistograms + bestIndex * size
                let right = blockHistograms + absorbed * size
                for entry in 0..<size { left[entry] &+= right[entry] }
                blockCosts[bestIndex] = pairCosts[bestIndex]
                nextBlock[bestIndex] = nextBlock[absorbed]
                if nextBlock[absorbed] < count { previousBlock[nextBlock[absorbed]] = bestIndex }
                blocks -= 1
                if previousBlock[bestIndex] >= 0 { evaluatePair(previousBlock[bestIndex], terms) }
                if nextBlock[bestIndex] < count { evaluatePair(bestIndex, terms) }
            }
            var index = 0
            var written = 0
            while index < count {
                index = nextBlock[index]
                ends[written] = index
                written += 1
            }
            return written
        }
    }
}
