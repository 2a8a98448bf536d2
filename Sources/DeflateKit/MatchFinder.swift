/// LZ77 parser over deflate's 32 KiB window that chooses matches by estimated bit cost.
///
/// At each position the candidates are the match at the pixel distance, at the row distance and
/// those found through a hash chain of 4-byte sequences (newest first, bounded). Among them, the
/// one minimizing `cost + (longest - length) × rate` is taken, where `rate` is the assumed cost per
/// byte of whatever follows; a one-step lazy evaluation then checks whether starting one byte later
/// is cheaper. Positions are stored relative to `base` as `Int32`, never as addresses.
final class MatchFinder {
    static let windowSize = 32768
    static let maxMatch = 258
    private static let hashBits = 15
    private static let hashSize = 1 << hashBits
    /// Stored position meaning "no position" (far outside any window).
    private static let empty = Int32.min / 2
    /// Most candidates kept per position.
    private static let maxCandidates = 32

    private let input: UnsafePointer<UInt8>
    private let inputCount: Int
    private let pixelDistance: Int
    private let rowDistance: Int
    private let tables: CodeTables
    private let costs: CostModel
    private let head: UnsafeMutablePointer<Int32>
    private let previous: UnsafeMutablePointer<Int32>
    private let candidateLengths: UnsafeMutablePointer<Int>
    private let candidateDistances: UnsafeMutablePointer<Int>
    /// Absolute position that stored positions are relative to.
    private var base = 0
    /// Next position to encode.
    private(set) var position = 0

    /// Hash-chain candidates examined at a position.
    private static let maxChain = 24
    /// Hash-chain candidates examined at the lazy position (one byte further).
    private static let lazyChain = 8
    /// Matches shorter than this are inserted position by position into the hash chains.
    private static let insertLimit = 64
    /// Assumed cost of each byte that a shorter candidate leaves uncovered, in 1/16 bit (2 bits).
    private static let rate = 32

    init(input: UnsafePointer<UInt8>, count: Int, pixelDistance: Int, rowDistance: Int, tables: CodeTables, costs: CostModel) {
        self.input = input
        self.inputCount = count
        self.pixelDistance = pixelDistance > 0 && pixelDistance <= MatchFinder.windowSize ? pixelDistance : 0
        self.rowDistance =
            rowDistance > 0 && rowDistance <= MatchFinder.windowSize && rowDistance != pixelDistance ? rowDistance : 0
        self.tables = tables
        self.costs = costs
        head = .allocate(capacity: MatchFinder.hashSize)
        MatchFinder.fillEmpty(head, count: MatchFinder.hashSize)
        previous = .allocate(capacity: MatchFinder.windowSize)
        MatchFinder.fillEmpty(previous, count: MatchFinder.windowSize)
        candidateLengths = .allocate(capacity: MatchFinder.maxCandidates + 4)
        candidateDistances = .allocate(capacity: MatchFinder.maxCandidates + 4)
    }

    deinit {
        head.deallocate()
        previous.deallocate()
        candidateLengths.deallocate()
        candidateDistances.deallocate()
    }

    /// Starts over from the beginning of the input.
    func restart() {
        MatchFinder.fillEmpty(head, count: MatchFinder.hashSize)
        MatchFinder.fillEmpty(previous, count: MatchFinder.windowSize)
        base = 0
        position = 0
    }

    /// Sets `count` positions from `pointer` on to `empty`, copying the filled part onto the rest:
    /// unoptimized, `initialize(repeating:)` makes a generic call per element.
    private static func fillEmpty(_ pointer: UnsafeMutablePointer<Int32>, count: Int) {
        pointer[0] = empty
        var filled = 1
        while filled < count {
            let chunk = filled < count - filled ? filled : count - filled
            UnsafeMutableRawPointer(pointer + filled).copyMemory(from: pointer, byteCount: chunk * MemoryLayout<Int32>.stride)
            filled += chunk
        }
    }

    /// Whether all input has been parsed.
    var isFinished: Bool { position >= inputCount }

    /// Keeps relative positions far from `Int32` overflow; called between parse runs.
    private func rebaseIfNeeded() {
        let relative = position - base
        guard relative > 1 << 30 else { return }
        let shift = relative - 2 * MatchFinder.windowSize
        func shifted(_ value: Int32) -> Int32 {
            let moved = Int(value) - shift
            return moved < 0 ? MatchFinder.empty : Int32(moved)
        }
        for index in 0..<MatchFinder.hashSize { head[index] = shifted(head[index]) }
        for index in 0..<MatchFinder.windowSize { previous[index] = shifted(previous[index]) }
        base += shift
    }

    /// Number of equal bytes at `a` and `b`, at most `limit`.
    ///
    /// Compares eight bytes at a time. Optimized builds load them as words; unoptimized (DEBUG)
    /// builds, where `loadUnaligned` is a generic call but byte access is inline, or together the
    /// differences of the single bytes (and leave the mismatching word to the byte loop).
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 0
        while length &+ 8 <= limit {
            #if DEBUG
                let p = a + length
                let q = b + length
                let differences =
                    (p[0] ^ q[0]) | (p[1] ^ q[1]) | (p[2] ^ q[2]) | (p[3] ^ q[3]) | (p[4] ^ q[4]) | (p[5] ^ q[5])
                    | (p[6] ^ q[6]) | (p[7] ^ q[7])
                if differences != 0 { break }
            #else
                let x = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
                let y = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
                if x != y { return length &+ (UInt64(littleEndian: x ^ y).trailingZeroBitCount &>> 3) }
            #endif
            length &+= 8
        }
        while length < limit && a[length] == b[length] { length &+= 1 }
        return length
    }

    /// Parses from `position` until the input ends or `symbols` holds at least `symbolLimit` entries.
    /// `symbols` must have room for `symbolLimit + maxMatch + 1` entries.
    ///
    /// A 3-byte match (only the pixel and row candidates can be that short) is taken only when it
    /// is cheaper than its three literals.
    ///
    /// Each step either looks for a match at `pos` (none held), looks for one at `pos + 1` while
    /// holding one at `pos` (the lazy step), or writes the held match. The loop is written out in
    /// one function, with every table and constant read into a local first: unoptimized builds
    /// inline nothing, so a helper function, property access or `min` would be a call per
    /// position there.
    func parse(into symbols: SymbolBuffer, symbolLimit: Int) {
        rebaseIfNeeded()
        let src = input
        let end = inputCount
        let base = self.base
        let head = self.head
        let previous = self.previous
        let windowSize = MatchFinder.windowSize
        let mask = windowSize &- 1
        let hashShift = UInt32(32 &- MatchFinder.hashBits)
        let pixel = pixelDistance
        let row = rowDistance
        let maxMatch = MatchFinder.maxMatch
        let maxChain = MatchFinder.maxChain
        let lazyChain = MatchFinder.lazyChain
        let maxCandidates = MatchFinder.maxCandidates
        let insertLimit = MatchFinder.insertLimit
        let rate = MatchFinder.rate
        let entries = symbols.entries
        let literalFrequencies = symbols.literalFrequencies
        let distanceFrequencies = symbols.distanceFrequencies
        let lengthCode = tables.lengthCode
        let distanceCode = tables.distanceCode
        let literalCost = costs.literal
        let lengthCost = costs.length
        let distanceCost = costs.distance
        let candidateLengths = self.candidateLengths
        let candidateDistances = self.candidateDistances
        var count = symbols.count
        var pos = position
        /// First position not yet inserted into the hash chains.
        var nextInsert = pos
        /// The lazy steps of one match may add literals up to this count.
        let lazyCountLimit = symbolLimit &+ maxMatch

        /// Whether a match (`length`, `distance`, `cost`) starting at `pos` is held.
        var holding = false
        /// Whether the held match is final: starting one byte later was found no cheaper.
        var settled = false
        var length = 0
        var distance = 0
        var cost = 0
        while true {
            // Where to look, if anywhere.
            let at: Int
            let chainLimit: Int
            if !holding {
                if pos >= end || count >= symbolLimit { break }
                at = pos
                chainLimit = maxChain
            } else if !settled && length < maxMatch && pos &+ 1 < end && count < lazyCountLimit {
                at = pos &+ 1
                chainLimit = lazyChain
            } else {
                // Write the held match; insert the positions it covers unless it is long.
                entries[count] = UInt32(truncatingIfNeeded: length &<< 16 | distance)
                count &+= 1
                literalFrequencies[257 &+ Int(lengthCode[length])] &+= 1
                let value = distance &- 1
                distanceFrequencies[Int(value < 256 ? distanceCode[value] : distanceCode[256 &+ value &>> 7])] &+= 1
                let matchEnd = pos &+ length
                if length <= insertLimit {
                    let insertEnd = matchEnd < end &- 3 ? matchEnd : end &- 3
                    var inserted = nextInsert > pos &+ 1 ? nextInsert : pos &+ 1
                    if inserted < insertEnd {
                        // The 4 bytes at `inserted`, least significant first; each step shifts in one.
                        let bytes = src + inserted
                        var word =
                            UInt32(bytes[0]) | UInt32(bytes[1]) &<< 8 | UInt32(bytes[2]) &<< 16 | UInt32(bytes[3]) &<< 24
                        while true {
                            let h = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) &>> hashShift)
                            previous[inserted & mask] = head[h]
                            head[h] = Int32(truncatingIfNeeded: inserted &- base)
                            inserted &+= 1
                            if inserted >= insertEnd { break }
                            word = word &>> 8 | UInt32(src[inserted &+ 3]) &<< 24
                        }
                    }
                }
                nextInsert = matchEnd
                pos = matchEnd
                holding = false
                continue
            }

            // The candidates at `at`, cheapest by `cost + (longest - length) × rate`; inserts `at`.
            var foundLength = 0
            var foundDistance = 0
            var foundCost = 0
            let limit = end &- at < maxMatch ? end &- at : maxMatch
            if limit >= 4 {
                let here = src + at
                var found = 0
                var longest = 0
                if pixel > 0 && at >= pixel && here[0] == here[-pixel] && here[1] == here[1 &- pixel]
                    && here[2] == here[2 &- pixel]
                {
                    let matched = MatchFinder.matchLength(here, here - pixel, limit: limit)
                    candidateLengths[found] = matched
                    candidateDistances[found] = pixel
                    found &+= 1
                    longest = matched
                }
                // Chain candidates are farther than the pixel one, so they must be longer to be useful.
                var chainBest = longest > 3 ? longest : 3
                if row > 0 && at >= row && longest < limit && here[0] == here[-row] && here[1] == here[1 &- row]
                    && here[2] == here[2 &- row]
                {
                    let matched = MatchFinder.matchLength(here, here - row, limit: limit)
                    candidateLengths[found] = matched
                    candidateDistances[found] = row
                    found &+= 1
                    if matched > longest { longest = matched }
                }
                let word = UInt32(here[0]) | UInt32(here[1]) &<< 8 | UInt32(here[2]) &<< 16 | UInt32(here[3]) &<< 24
                let h = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) &>> hashShift)
                var candidate = Int(head[h]) &+ base
                previous[at & mask] = head[h]
                head[h] = Int32(truncatingIfNeeded: at &- base)
                nextInsert = at &+ 1
                if longest < limit {
                    let lowest = at &- windowSize
                    var steps = chainLimit
                    while candidate >= lowest && steps > 0 {
                        let there = src + candidate
                        if there[chainBest] == here[chainBest]
                            && UInt32(there[0]) | UInt32(there[1]) &<< 8 | UInt32(there[2]) &<< 16 | UInt32(there[3]) &<< 24
                                == word
                        {
                            let matched = MatchFinder.matchLength(here, there, limit: limit)
                            if matched > chainBest {
                                chainBest = matched
                                candidateLengths[found] = matched
                                candidateDistances[found] = at &- candidate
                                found &+= 1
                                if matched > longest { longest = matched }
                                if matched >= limit || found >= maxCandidates { break }
                            }
                        }
                        candidate = Int(previous[candidate & mask]) &+ base
                        steps &-= 1
                    }
                }
                var bestMetric = Int.max
                var index = 0
                while index < found {
                    let candidateLength = candidateLengths[index]
                    let value = candidateDistances[index] &- 1
                    let code = Int(value < 256 ? distanceCode[value] : distanceCode[256 &+ value &>> 7])
                    let candidateCost = Int(lengthCost[candidateLength] &+ distanceCost[code])
                    let metric = candidateCost &+ (longest &- candidateLength) &* rate
                    if metric < bestMetric {
                        bestMetric = metric
                        foundLength = candidateLength
                        foundDistance = value &+ 1
                        foundCost = candidateCost
                    }
                    index &+= 1
                }
            }

            if !holding {
                // Take the match, or write a literal and move on.
                if foundLength == 0
                    || (foundLength == 3
                        && Int(literalCost[Int(src[pos])] &+ literalCost[Int(src[pos &+ 1])] &+ literalCost[Int(src[pos &+ 2])])
                            <= foundCost)
                {
                    let byte = src[pos]
                    entries[count] = UInt32(byte) &<< 16
                    count &+= 1
                    literalFrequencies[Int(byte)] &+= 1
                    pos &+= 1
                } else {
                    holding = true
                    settled = false
                    length = foundLength
                    distance = foundDistance
                    cost = foundCost
                }
                continue
            }
            // Lazy step: keep the held match, or write a literal and hold the one found.
            if foundLength == 0 {
                settled = true
                continue
            }
            // Compare both choices up to the same horizon, pricing uncovered bytes at `rate`.
            let endHere = pos &+ length
            let endNext = pos &+ 1 &+ foundLength
            let horizon = endHere > endNext ? endHere : endNext
            let costHere = cost &+ (horizon &- endHere) &* rate
            let costNext = Int(literalCost[Int(src[pos])]) &+ foundCost &+ (horizon &- endNext) &* rate
            if costNext >= costHere {
                settled = true
                continue
            }
            let byte = src[pos]
            entries[count] = UInt32(byte) &<< 16
            count &+= 1
            literalFrequencies[Int(byte)] &+= 1
            pos &+= 1
            length = foundLength
            distance = foundDistance
            cost = foundCost
        }
        symbols.count = count
        position = pos
    }
}
