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
        head.initialize(repeating: MatchFinder.empty, count: MatchFinder.hashSize)
        previous = .allocate(capacity: MatchFinder.windowSize)
        previous.initialize(repeating: MatchFinder.empty, count: MatchFinder.windowSize)
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
        head.update(repeating: MatchFinder.empty, count: MatchFinder.hashSize)
        previous.update(repeating: MatchFinder.empty, count: MatchFinder.windowSize)
        base = 0
        position = 0
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

    @inline(__always)
    private static func load32(_ pointer: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
    }

    @inline(__always)
    private static func hash(_ pointer: UnsafePointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: (load32(pointer) &* 0x9E37_79B1) &>> UInt32(32 - hashBits))
    }

    /// Number of equal bytes at `a` and `b`, at most `limit`.
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 0
        while length &+ 8 <= limit {
            let x = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
            let difference = UInt64(littleEndian: x ^ y)
            if difference != 0 { return length &+ (difference.trailingZeroBitCount &>> 3) }
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
    func parse(into symbols: SymbolBuffer, symbolLimit: Int) {
        rebaseIfNeeded()
        let src = input
        let end = inputCount
        let base = self.base
        let head = self.head
        let previous = self.previous
        let mask = MatchFinder.windowSize - 1
        let pixel = pixelDistance
        let row = rowDistance
        let maxChain = MatchFinder.maxChain
        let lazyChain = MatchFinder.lazyChain
        let insertLimit = MatchFinder.insertLimit
        let rate = MatchFinder.rate
        let entries = symbols.entries
        let literalFrequencies = symbols.literalFrequencies
        let distanceFrequencies = symbols.distanceFrequencies
        let lengthCode = tables.lengthCode
        let tables = self.tables
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
        let lazyCountLimit = symbolLimit &+ MatchFinder.maxMatch

        @inline(__always)
        func literalCost3(_ at: Int) -> Int {
            Int(literalCost[Int(src[at])] &+ literalCost[Int(src[at &+ 1])] &+ literalCost[Int(src[at &+ 2])])
        }

        @inline(__always)
        func insert(_ at: Int) {
            let h = MatchFinder.hash(src + at)
            previous[at & mask] = head[h]
            head[h] = Int32(truncatingIfNeeded: at &- base)
        }

        @inline(__always)
        func matchCost(_ length: Int, _ distance: Int) -> Int {
            Int(lengthCost[length] &+ distanceCost[tables.code(ofDistance: distance)])
        }

        /// The cheapest match at `at` by `cost + (longest - length) × rate` (length 0 if none); inserts `at`.
        @inline(__always)
        func find(_ at: Int, _ chainLimit: Int) -> (length: Int, distance: Int, cost: Int) {
            let limit = min(MatchFinder.maxMatch, end &- at)
            if limit < 4 { return (0, 0, 0) }
            let here = src + at
            let first = MatchFinder.load32(here)
            var found = 0
            var longest = 0
            if pixel > 0 && at >= pixel && (MatchFinder.load32(here - pixel) ^ first) & 0xFF_FFFF == 0 {
                let length = MatchFinder.matchLength(here, here - pixel, limit: limit)
                candidateLengths[found] = length
                candidateDistances[found] = pixel
                found &+= 1
                longest = length
            }
            // Chain candidates are farther than the pixel one, so they must be longer to be useful.
            var chainBest = max(longest, 3)
            if row > 0 && at >= row && longest < limit && (MatchFinder.load32(here - row) ^ first) & 0xFF_FFFF == 0 {
                let length = MatchFinder.matchLength(here, here - row, limit: limit)
                candidateLengths[found] = length
                candidateDistances[found] = row
                found &+= 1
                if length > longest { longest = length }
            }
            let h = MatchFinder.hash(here)
            var candidate = Int(head[h]) &+ base
            previous[at & mask] = head[h]
            head[h] = Int32(truncatingIfNeeded: at &- base)
            nextInsert = at &+ 1
            if longest < limit {
                let lowest = at &- MatchFinder.windowSize
                var steps = chainLimit
                while candidate >= lowest && steps > 0 {
                    let there = src + candidate
                    if there[chainBest] == here[chainBest] && MatchFinder.load32(there) == first {
                        let length = MatchFinder.matchLength(here, there, limit: limit)
                        if length > chainBest {
                            chainBest = length
                            candidateLengths[found] = length
                            candidateDistances[found] = at &- candidate
                            found &+= 1
                            if length > longest { longest = length }
                            if length >= limit || found >= MatchFinder.maxCandidates { break }
                        }
                    }
                    candidate = Int(previous[candidate & mask]) &+ base
                    steps &-= 1
                }
            }
            if found == 0 { return (0, 0, 0) }
            var bestIndex = 0
            var bestMetric = Int.max
            var bestCost = 0
            for index in 0..<found {
                let length = candidateLengths[index]
                let cost = matchCost(length, candidateDistances[index])
                let metric = cost &+ (longest &- length) &* rate
                if metric < bestMetric {
                    bestMetric = metric
                    bestIndex = index
                    bestCost = cost
                }
            }
            return (candidateLengths[bestIndex], candidateDistances[bestIndex], bestCost)
        }

        @inline(__always)
        func emitLiteral(_ at: Int) {
            let byte = src[at]
            entries[count] = UInt32(byte) &<< 16
            count &+= 1
            literalFrequencies[Int(byte)] &+= 1
        }

        @inline(__always)
        func emitMatch(_ length: Int, _ distance: Int) {
            entries[count] = UInt32(truncatingIfNeeded: length &<< 16 | distance)
            count &+= 1
            literalFrequencies[257 &+ Int(lengthCode[length])] &+= 1
            distanceFrequencies[tables.code(ofDistance: distance)] &+= 1
        }

        while pos < end && count < symbolLimit {
            var (length, distance, cost) = find(pos, maxChain)
            if length == 0 || (length == 3 && literalCost3(pos) <= cost) {
                emitLiteral(pos)
                pos &+= 1
                continue
            }
            while length < MatchFinder.maxMatch && pos &+ 1 < end && count < lazyCountLimit {
                let (nextLength, nextDistance, nextCost) = find(pos &+ 1, lazyChain)
                if nextLength == 0 { break }
                // Compare both choices up to the same horizon, pricing uncovered bytes at `rate`.
                let endHere = pos &+ length
                let endNext = pos &+ 1 &+ nextLength
                let horizon = max(endHere, endNext)
                let costHere = cost &+ (horizon &- endHere) &* rate
                let costNext = Int(literalCost[Int(src[pos])]) &+ nextCost &+ (horizon &- endNext) &* rate
                if costNext >= costHere { break }
                emitLiteral(pos)
                pos &+= 1
                length = nextLength
                distance = nextDistance
                cost = nextCost
            }
            emitMatch(length, distance)
            let matchEnd = pos &+ length
            if length <= insertLimit {
                let insertEnd = min(matchEnd, end &- 3)
                var at = max(nextInsert, pos &+ 1)
                while at < insertEnd {
                    insert(at)
                    at &+= 1
                }
            }
            nextInsert = matchEnd
            pos = matchEnd
        }
        symbols.count = count
        position = pos
    }
}
