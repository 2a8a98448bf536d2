/// Length-limited Huffman code lengths and canonical deflate codes.
///
/// Lengths come from Huffman's algorithm (two queues over the sorted leaves); only when that tree
/// is deeper than the limit are they recomputed with package-merge, which is optimal under the limit.
enum HuffmanCode {
    /// Fills `lengths[0..<count]` with code lengths of at most `limit` bits that minimize
    /// Σ frequency × length. The code is always complete: when fewer than two symbols occur,
    /// unused symbols are given length 1 so that exactly two codes of one bit exist.
    static func buildLengths(
        frequencies: UnsafePointer<UInt32>, count: Int, limit: Int, lengths: UnsafeMutablePointer<UInt8>
    ) {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { buffer in
            let keys = buffer.baseAddress!
            var used = 0
            var symbol = 0
            while symbol < count {
                lengths[symbol] = 0
                if frequencies[symbol] > 0 {
                    keys[used] = UInt64(frequencies[symbol]) << 16 | UInt64(symbol)
                    used += 1
                }
                symbol += 1
            }
            if used < 2 {
                let first = used == 1 ? Int(keys[0] & 0xFFFF) : 0
                lengths[first] = 1
                lengths[first == 0 ? 1 : 0] = 1
                return
            }
            // By frequency, ties by symbol (the low 16 bits): the keys are distinct, so every
            // correct sort gives this one order, and the same lengths.
            var sorted = UnsafeMutableBufferPointer(start: keys, count: used)
            sorted.sort()
            if !huffman(sortedKeys: sorted, limit: limit, lengths: lengths) {
                packageMerge(sortedKeys: sorted, limit: limit, lengths: lengths)
            }
        }
    }

    /// Huffman's algorithm over leaves sorted by ascending frequency (symbol in the low 16 bits).
    /// Returns false, leaving `lengths` untouched, when a length would exceed `limit`.
    private static func huffman(sortedKeys: UnsafeMutableBufferPointer<UInt64>, limit: Int, lengths: UnsafeMutablePointer<UInt8>) -> Bool {
        let keys = sortedKeys.baseAddress!
        let leafCount = sortedKeys.count
        let nodeCount = leafCount - 1
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: nodeCount) { weightBuffer in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: leafCount + nodeCount) { parentBuffer in
                let nodeWeights = weightBuffer.baseAddress!
                // parents[0..<leafCount] belong to leaves, parents[leafCount...] to internal nodes.
                let parents = parentBuffer.baseAddress!
                var leaf = 0
                var node = 0
                var next = 0
                while next < nodeCount {
                    var weight: UInt64 = 0
                    var child = 0
                    while child < 2 {
                        let takeLeaf: Bool
                        if leaf == leafCount {
                            takeLeaf = false
                        } else if node == next {
                            takeLeaf = true
                        } else {
                            takeLeaf = keys[leaf] >> 16 <= nodeWeights[node]
                        }
                        if takeLeaf {
                            weight += keys[leaf] >> 16
                            parents[leaf] = next
                            leaf += 1
                        } else {
                            weight += nodeWeights[node]
                            parents[leafCount + node] = next
                            node += 1
                        }
                        child += 1
                    }
                    nodeWeights[next] = weight
                    next += 1
                }
                // Depths of internal nodes, root last; reuse nodeWeights for them.
                nodeWeights[nodeCount - 1] = 0
                var index = nodeCount - 2
                while index >= 0 {
                    nodeWeights[index] = nodeWeights[parents[leafCount + index]] + 1
                    index -= 1
                }
                leaf = 0
                while leaf < leafCount {
                    if nodeWeights[parents[leaf]] + 1 > UInt64(limit) { return false }
                    leaf += 1
                }
                leaf = 0
                while leaf < leafCount {
                    lengths[Int(keys[leaf] & 0xFFFF)] = UInt8(nodeWeights[parents[leaf]] + 1)
                    leaf += 1
                }
                return true
            }
        }
    }

    /// Package-merge over leaves sorted by ascending frequency (symbol in the low 16 bits).
    ///
    /// Level 0 holds the leaves (coins of value 2^-limit); each higher level merges the leaves
    /// with pairs ("packages") of the level below. Choosing the 2n-2 cheapest items of the top
    /// level pays for a complete code; a leaf's length is the number of levels where it is chosen.
    private static func packageMerge(sortedKeys: UnsafeMutableBufferPointer<UInt64>, limit: Int, lengths: UnsafeMutablePointer<UInt8>) {
        let leafCount = sortedKeys.count
        let stride = 2 * leafCount
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: stride * limit) { weights in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: stride * limit) { isLeaf in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: limit) { levelSizes in
                    for leaf in 0..<leafCount {
                        weights[leaf] = sortedKeys[leaf] >> 16
                        isLeaf[leaf] = true
                    }
                    levelSizes[0] = leafCount
                    for level in 1..<limit {
                        let below = (level - 1) * stride
                        let here = level * stride
                        let packages = levelSizes[level - 1] / 2
                        var leaf = 0
                        var package = 0
                        var size = 0
                        while leaf < leafCount || package < packages {
                            let takeLeaf: Bool
                            if package == packages {
                                takeLeaf = true
                            } else if leaf == leafCount {
                                takeLeaf = false
                            } else {
                                let packageWeight = weights[below + 2 * package] + weights[below + 2 * package + 1]
                                takeLeaf = weights[leaf] <= packageWeight
                            }
                            if takeLeaf {
                                weights[here + size] = weights[leaf]
                                isLeaf[here + size] = true
                                leaf += 1
                            } else {
                                weights[here + size] = weights[below + 2 * package] + weights[below + 2 * package + 1]
                                isLeaf[here + size] = false
                                package += 1
                            }
                            size += 1
                        }
                        levelSizes[level] = size
                    }
                    var chosen = 2 * leafCount - 2
                    var level = limit - 1
                    while level >= 0 && chosen > 0 {
                        let here = level * stride
                        var leaves = 0
                        for item in 0..<chosen where isLeaf[here + item] { leaves += 1 }
                        for leaf in 0..<leaves {
                            let symbol = Int(sortedKeys[leaf] & 0xFFFF)
                            lengths[symbol] += 1
                        }
                        chosen = 2 * (chosen - leaves)
                        level -= 1
                    }
                }
            }
        }
    }

    /// Fills `codes[0..<count]` with the canonical codes of `lengths`, bit-reversed so that they
    /// can be written least significant bit first.
    static func buildCodes(lengths: UnsafePointer<UInt8>, count: Int, codes: UnsafeMutablePointer<UInt16>) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 32) { buffer in
            let lengthCounts = buffer.baseAddress!
            let nextCode = lengthCounts + 16
            var bits = 0
            while bits < 16 {
                lengthCounts[bits] = 0
                bits += 1
            }
            var symbol = 0
            while symbol < count {
                lengthCounts[Int(lengths[symbol])] += 1
                symbol += 1
            }
            lengthCounts[0] = 0
            var code = 0
            bits = 1
            while bits < 16 {
                code = (code + lengthCounts[bits - 1]) << 1
                nextCode[bits] = code
                bits += 1
            }
            symbol = 0
            while symbol < count {
                let length = Int(lengths[symbol])
                if length == 0 {
                    codes[symbol] = 0
                    symbol += 1
                    continue
                }
                let value = UInt16(nextCode[length])
                nextCode[length] += 1
                // Reverse all 16 bits (swapping single bits, pairs, nibbles and bytes), then drop
                // the 16 - length zero bits that have come out on top.
                var reversed = (value & 0x5555) &<< 1 | (value &>> 1) & 0x5555
                reversed = (reversed & 0x3333) &<< 2 | (reversed &>> 2) & 0x3333
                reversed = (reversed & 0x0F0F) &<< 4 | (reversed &>> 4) & 0x0F0F
                reversed = reversed &<< 8 | reversed &>> 8
                codes[symbol] = reversed &>> UInt16(16 - length)
                symbol += 1
            }
        }
    }
}
