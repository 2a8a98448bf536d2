/// LZ77 parser over deflate's 32 KiB window that chooses matches by estimated bit cost.
///
/// At each position the candidates are the match at the pixel distance, at the row distance and
/// those found through a hash chain of 4-byte sequences (3-byte ones for 3-byte pixels, so that
/// one RGB pixel seen before is found; newest first, bounded). Among them, the
/// one minimizing `cost + (longest - length) × rate` is taken, where `rate` is the assumed cost per
/// byte of whatever follows; a one-step lazy evaluation then checks whether starting one byte later
/// is cheaper. Positions are stored relative to `base` as `Int32`, never as addresses.
final class MatchFinder {
    static let windowSize = 32768
    static let maxMatch = 258
    private static let hashBits = 15
    static let hashSize = 1 << hashBits
    /// Stored position meaning "no position" (far outside any window).
    private static let empty = Int32.min / 2
    /// Most candidates kept per position.
    private static let maxCandidates = 32

    private let input: UnsafePointer<UInt8>
    private let inputCount: Int
    private let pixelDistance: Int
    private let rowDistance: Int
    /// The bytes of a word the hash chains key on: 3 for 3-byte pixels, else 4.
    private let wordMask: UInt32
    /// A chain candidate must be longer than this (and than the pixel candidate).
    private let chainFloor: Int
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
    private static let maxChain = 384
    /// Hash-chain candidates examined at the lazy position (one byte further).
    private static let lazyChain = 32
    /// Assumed cost of each byte that a shorter candidate leaves uncovered, in 1/16 bit (2.5 bits).
    private static let rate = 40

    /// A finder over `input[0..<count]` whose hash heads and chain links are `scratch`'s.
    init(
        input: UnsafePointer<UInt8>, count: Int, pixelDistance: Int, rowDistance: Int, tables: CodeTables, costs: CostModel,
        scratch: EncoderScratch
    ) {
        self.input = input
        self.inputCount = count
        self.pixelDistance = pixelDistance > 0 && pixelDistance <= MatchFinder.windowSize ? pixelDistance : 0
        self.rowDistance =
            rowDistance > 0 && rowDistance <= MatchFinder.windowSize && rowDistance != pixelDistance ? rowDistance : 0
        self.tables = tables
        self.costs = costs
        wordMask = self.pixelDistance == 3 ? 0x00FF_FFFF : 0xFFFF_FFFF
        chainFloor = self.pixelDistance == 3 ? 2 : 3
        head = scratch.hashHeads
        MatchFinder.fillEmpty(head, count: MatchFinder.hashSize)
        previous = scratch.chainLinks
        MatchFinder.fillEmpty(previous, count: MatchFinder.windowSize)
        candidateLengths = .allocate(capacity: MatchFinder.maxCandidates + 4)
        candidateDistances = .allocate(capacity: MatchFinder.maxCandidates + 4)
    }

    deinit {
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

    /// Number of equal bytes at `a` and `b`, at most `limit`, compared eight at a time as words.
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 0
        while length &+ 8 <= limit {
            let x = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
            if x != y { return length &+ (UInt64(littleEndian: x ^ y).trailingZeroBitCount &>> 3) }
            length &+= 8
        }
        while length < limit && a[length] == b[length] { length &+= 1 }
        return length
    }

    /// A match of `length` bytes (0: none) at `distance`, costing `cost` in 1/16 bit.
    private struct Match {
        var length = 0
        var distance = 0
        var cost = 0
    }

    /// Parses from `position` until the input ends or `symbols` holds at least `symbolLimit` entries.
    /// `symbols` must have room for `symbolLimit + maxMatch + 1` entries.
    ///
    /// At each position the cheapest match is found. A 3-byte match (only the pixel and row
    /// candidates can be that short, and with 3-byte pixels the chain's) is taken only when it is
    /// cheaper than its three literals.
    /// While the match held is shorter than `maxMatch`, the lazy step looks one byte further: when
    /// a literal and the match found there cost less, the literal is written and that match held.
    func parse(into symbols: SymbolBuffer, symbolLimit: Int) {
        rebaseIfNeeded()
        let base = self.base
        let end = inputCount
        var count = symbols.count
        var pos = position
        /// First position not yet inserted into the hash chains.
        var nextInsert = pos
        /// The lazy steps of one match may add literals up to this count.
        let lazyCountLimit = symbolLimit &+ MatchFinder.maxMatch
        while pos < end && count < symbolLimit {
            var held = cheapestMatch(at: pos, chainLimit: MatchFinder.maxChain, base: base, nextInsert: &nextInsert)
            if held.length == 0 || (held.length == 3 && threeLiteralsCost(at: pos) <= held.cost) {
                writeLiteral(at: pos, into: symbols, count: &count)
                pos &+= 1
                continue
            }
            while held.length < MatchFinder.maxMatch && pos &+ 1 < end && count < lazyCountLimit {
                let next = cheapestMatch(at: pos &+ 1, chainLimit: MatchFinder.lazyChain, base: base, nextInsert: &nextInsert)
                if next.length == 0 || !isCheaper(next, oneByteAfter: held, at: pos) { break }
                writeLiteral(at: pos, into: symbols, count: &count)
                pos &+= 1
                held = next
            }
            writeMatch(held, into: symbols, count: &count)
            // Insert the positions the match covers.
            let matchEnd = pos &+ held.length
            insert(from: nextInsert > pos &+ 1 ? nextInsert : pos &+ 1, to: matchEnd < end &- 3 ? matchEnd : end &- 3, base: base)
            nextInsert = matchEnd
            pos = matchEnd
        }
        symbols.count = count
        position = pos
    }

    /// The 4 bytes at `bytes`, the first least significant.
    @inline(__always)
    private static func word(at bytes: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(bytes[0]) | UInt32(bytes[1]) &<< 8 | UInt32(bytes[2]) &<< 16 | UInt32(bytes[3]) &<< 24
    }

    /// The hash-chain slot of a 4-byte `word`.
    @inline(__always)
    private static func slot(of word: UInt32) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B1) &>> UInt32(32 &- hashBits))
    }

    /// Whether the first 3 bytes at `a` and `b` are equal.
    @inline(__always)
    private static func startsAlike(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool {
        a[0] == b[0] && a[1] == b[1] && a[2] == b[2]
    }

    /// The distance symbol (0...29) of `distance`.
    @inline(__always)
    private func distanceSymbol(_ distance: Int) -> Int {
        let value = distance &- 1
        return Int(value < 256 ? tables.distanceCode[value] : tables.distanceCode[256 &+ value &>> 7])
    }

    /// The cost of the literals at `pos`, `pos + 1` and `pos + 2`.
    @inline(__always)
    private func threeLiteralsCost(at pos: Int) -> Int {
        let literal = costs.literal
        return Int(literal[Int(input[pos])] &+ literal[Int(input[pos &+ 1])] &+ literal[Int(input[pos &+ 2])])
    }

    /// Whether writing the literal at `pos` and then `next` (found at `pos + 1`) is cheaper than
    /// `held` (at `pos`), both priced up to the same end with uncovered bytes at `rate`.
    @inline(__always)
    private func isCheaper(_ next: Match, oneByteAfter held: Match, at pos: Int) -> Bool {
        let endHere = pos &+ held.length
        let endNext = pos &+ 1 &+ next.length
        let horizon = endHere > endNext ? endHere : endNext
        let costHere = held.cost &+ (horizon &- endHere) &* MatchFinder.rate
        let costNext = Int(costs.literal[Int(input[pos])]) &+ next.cost &+ (horizon &- endNext) &* MatchFinder.rate
        return costNext < costHere
    }

    /// Appends the literal at `pos` to `symbols` (their first `count` entries) and counts it.
    @inline(__always)
    private func writeLiteral(at pos: Int, into symbols: SymbolBuffer, count: inout Int) {
        let byte = input[pos]
        symbols.entries[count] = UInt32(byte) &<< 16
        count &+= 1
        symbols.literalFrequencies[Int(byte)] &+= 1
    }

    /// Appends `match` to `symbols` (their first `count` entries) and counts its length and distance.
    @inline(__always)
    private func writeMatch(_ match: Match, into symbols: SymbolBuffer, count: inout Int) {
        symbols.entries[count] = UInt32(truncatingIfNeeded: match.length &<< 16 | match.distance)
        count &+= 1
        symbols.literalFrequencies[257 &+ Int(tables.lengthCode[match.length])] &+= 1
        symbols.distanceFrequencies[distanceSymbol(match.distance)] &+= 1
    }

    /// Inserts positions `start..<end` into the hash chains.
    @inline(__always)
    private func insert(from start: Int, to end: Int, base: Int) {
        guard start < end else { return }
        let mask = MatchFinder.windowSize &- 1
        // Locals, not properties, in the loop: unoptimised, each property read retains the finder.
        let input = self.input, previous = self.previous, head = self.head, wordMask = self.wordMask
        var position = start
        // The 4 bytes at `position`; each step shifts in one.
        var word = MatchFinder.word(at: input + position)
        while true {
            let slot = MatchFinder.slot(of: word & wordMask)
            previous[position & mask] = head[slot]
            head[slot] = Int32(truncatingIfNeeded: position &- base)
            position &+= 1
            if position >= end { break }
            word = word &>> 8 | UInt32(input[position &+ 3]) &<< 24
        }
    }

    /// The cheapest of the candidates at `at` by `cost + (longest - length) × rate` (length 0 when
    /// there is none), after inserting `at` into the hash chains (then `nextInsert` is `at + 1`).
    @inline(__always)
    private func cheapestMatch(at: Int, chainLimit: Int, base: Int, nextInsert: inout Int) -> Match {
        let limit = inputCount &- at < MatchFinder.maxMatch ? inputCount &- at : MatchFinder.maxMatch
        guard limit >= 4 else { return Match() }
        let here = input + at
        var found = 0
        var longest = 0
        let pixel = pixelDistance
        if pixel > 0 && at >= pixel && MatchFinder.startsAlike(here, here - pixel) {
            longest = MatchFinder.matchLength(here, here - pixel, limit: limit)
            candidateLengths[0] = longest
            candidateDistances[0] = pixel
            found = 1
        }
        // Chain candidates are farther than the pixel one, so they must be longer to be useful.
        let chainBest = longest > chainFloor ? longest : chainFloor
        let row = rowDistance
        if row > 0 && at >= row && longest < limit && MatchFinder.startsAlike(here, here - row) {
            let matched = MatchFinder.matchLength(here, here - row, limit: limit)
            candidateLengths[found] = matched
            candidateDistances[found] = row
            found &+= 1
            if matched > longest { longest = matched }
        }
        let word = MatchFinder.word(at: here) & wordMask
        let slot = MatchFinder.slot(of: word)
        let newest = Int(head[slot]) &+ base
        previous[at & (MatchFinder.windowSize &- 1)] = head[slot]
        head[slot] = Int32(truncatingIfNeeded: at &- base)
        nextInsert = at &+ 1
        if longest < limit {
            searchChain(
                at: at, word: word, from: newest, steps: chainLimit, limit: limit, base: base, chainBest: chainBest,
                found: &found, longest: &longest)
        }
        return cheapest(of: found, longest: longest)
    }

    /// Adds to the candidates each match along the hash chain from `candidate` (at most `steps`)
    /// longer than all before it and than `chainBest`.
    @inline(__always)
    private func searchChain(
        at: Int, word: UInt32, from candidate: Int, steps: Int, limit: Int, base: Int, chainBest: Int,
        found: inout Int, longest: inout Int
    ) {
        // Locals, not properties, in the loop: unoptimised, each property read retains the finder.
        let input = self.input, previous = self.previous, wordMask = self.wordMask
        let lengths = candidateLengths, distances = candidateDistances
        let here = input + at
        let lowest = at &- MatchFinder.windowSize
        let mask = MatchFinder.windowSize &- 1
        var candidate = candidate
        var steps = steps
        var chainBest = chainBest
        while candidate >= lowest && steps > 0 {
            let there = input + candidate
            if there[chainBest] == here[chainBest] && MatchFinder.word(at: there) & wordMask == word {
                let matched = MatchFinder.matchLength(here, there, limit: limit)
                if matched > chainBest {
                    chainBest = matched
                    lengths[found] = matched
                    distances[found] = at &- candidate
                    found &+= 1
                    if matched > longest { longest = matched }
                    if matched >= limit || found >= MatchFinder.maxCandidates { break }
                }
            }
            candidate = Int(previous[candidate & mask]) &+ base
            steps &-= 1
        }
    }

    /// The first of the `found` candidates with the least `cost + (longest - length) × rate`.
    @inline(__always)
    private func cheapest(of found: Int, longest: Int) -> Match {
        var best = Match()
        var bestMetric = Int.max
        var index = 0
        while index < found {
            let length = candidateLengths[index]
            let distance = candidateDistances[index]
            let cost = Int(costs.length[length] &+ costs.distance[distanceSymbol(distance)])
            let metric = cost &+ (longest &- length) &* MatchFinder.rate
            if metric < bestMetric {
                bestMetric = metric
                best = Match(length: length, distance: distance, cost: cost)
            }
            index &+= 1
        }
        return best
    }
}
