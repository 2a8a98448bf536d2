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

    /// A splitter for up to `DeflateEncoder.windowChunks` chunks at a time, whose block
    /// histograms are `scratch`'s.
    init(scratch: EncoderScratch) {
        let maxChunks = DeflateEncoder.windowChunks
        self.maxChunks = maxChunks
        merged = .allocate(capacity: BlockSplitter.histogramSize)
        blockHistograms = scratch.blockHistograms
        blockCosts = .allocate(capacity: maxChunks)
        nextBlock = .allocate(capacity: maxChunks)
        previousBlock = .allocate(capacity: maxChunks)
        pairCosts = .allocate(capacity: maxChunks)
        pairSavings = .allocate(capacity: maxChunks)
    }

    deinit {
        merged.deallocate()
        blockCosts.deallocate()
        nextBlock.deallocate()
        previousBlock.deallocate()
        pairCosts.deallocate()
        pairSavings.deallocate()
    }

    /// count × log2(count) in 1/256 bits, for `count` ≥ 0; `terms` is `FixedPoint.entropyTerms`.
    private static func term(_ count: Int, _ terms: UnsafePointer<Int>) -> Int {
        count < FixedPoint.tableSize ? terms[count] : count * FixedPoint.log2(UInt64(count), fractionBits: fractionBits)
    }

    /// Estimated size of a block with this histogram, extra bits excluded.
    ///
    /// Runs for every candidate merge: one plain loop, with `term` written out.
    private static func cost(_ histogram: UnsafePointer<UInt32>, _ terms: UnsafePointer<Int>) -> Int {
        let size = histogramSize
        let tableSize = FixedPoint.tableSize
        // Σ c·log2(total / c) = total·log2(total) − Σ c·log2(c); the end-of-block symbol counts once.
        // Unused symbols add nothing (their term is 0).
        var literalTotal: UInt32 = 1
        var literalTerms = 0
        var literalUsed = 0
        var distanceTotal: UInt32 = 0
        var distanceTerms = 0
        var distanceUsed = 0
        var entry = 0
        while entry < size {
            let count = Int(histogram[entry])
            if count != 0 {
                let countTerm =
                    count < tableSize ? terms[count] : count * FixedPoint.log2(UInt64(count), fractionBits: fractionBits)
                if entry < 286 {
                    literalTotal &+= UInt32(truncatingIfNeeded: count)
                    literalTerms &+= countTerm
                    literalUsed &+= 1
                } else {
                    distanceTotal &+= UInt32(truncatingIfNeeded: count)
                    distanceTerms &+= countTerm
                    distanceUsed &+= 1
                }
            }
            entry &+= 1
        }
        let entropy = term(Int(literalTotal), terms) - literalTerms + term(Int(distanceTotal), terms) - distanceTerms
        let header = headerBase + literalUsed * headerPerLiteral + distanceUsed * headerPerDistance
        return entropy + header << (fractionBits - 4)
    }

    /// Sets the cached cost and saving of merging block `index` with the block after it.
    private func evaluatePair(_ index: Int, _ terms: UnsafePointer<Int>) {
        let size = BlockSplitter.histogramSize
        let merged = self.merged
        let left = blockHistograms + index * size
        let right = blockHistograms + nextBlock[index] * size
        var entry = 0
        while entry < size {
            merged[entry] = left[entry] &+ right[entry]
            entry &+= 1
        }
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
        return FixedPoint.entropyTerms.withUnsafeBufferPointer { termBuffer in
            let terms = termBuffer.baseAddress!
            UnsafeMutableRawPointer(blockHistograms).copyMemory(from: histograms, byteCount: count * size * MemoryLayout<UInt32>.stride)
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
                var entry = 0
                while entry < size {
                    left[entry] &+= right[entry]
                    entry &+= 1
                }
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
