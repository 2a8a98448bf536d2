extension RGBAImage {
    /// Leaves this image in at most `limit` colours: its `limit` most frequent colours kept
    /// exactly, every other pixel given the nearest of them (in place: a page is never held twice).
    ///
    /// Meant for pictures people look at small, whose rarer colours are the anti-aliased edges of
    /// flat fills and text (a contact sheet's thumbnails and captions): the fills stay exact, the
    /// edges move to a neighbouring shade, and the PNG encoder can then store the image as a
    /// palette. Ranking is by count, then by colour value; the nearest colour is by squared
    /// distance over R, G, B and A, the earlier-ranked one on a tie. So the same pixels always give
    /// the same result, on every machine. An image with no more than `limit` colours is left as it is.
    package mutating func reduceToPopularColours(_ limit: Int) {
        precondition(limit > 0, "a palette holds at least one colour")
        let counts = ColourTable(expected: 1024)
        pixels.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                // Plain pointers: a buffer's subscript is a checked call per pixel unoptimised.
                guard let pixels = words.baseAddress else { return }
                let count = words.count
                var index = 0, last: UInt32 = 0, run = 0
                // Runs of one colour (most of a UI picture) are counted at once.
                while index < count {
                    let colour = pixels[index]
                    if colour == last && run > 0 {
                        run += 1
                    } else {
                        if run > 0 { counts.add(last, run) }
                        (last, run) = (colour, 1)
                    }
                    index += 1
                }
                if run > 0 { counts.add(last, run) }
            }
        }
        guard counts.distinct > limit else { return }
        let ranked = counts.entries.sorted { $0.count != $1.count ? $0.count > $1.count : $0.colour < $1.colour }
        let palette = ranked.prefix(limit).map(\.colour)
        let replacement = ColourTable(expected: ranked.count)
        palette.withUnsafeBufferPointer { palette in
            guard let first = palette.baseAddress else { return }
            for (rank, entry) in ranked.enumerated() {
                // Added once to 0: the number is the colour the pixel takes.
                let taken = rank < limit ? entry.colour : Self.nearest(to: entry.colour, in: first, count: palette.count)
                replacement.add(entry.colour, Int(taken))
            }
        }
        pixels.withUnsafeMutableBytes { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                guard let pixels = words.baseAddress else { return }
                let count = words.count
                var index = 0, last: UInt32 = 0, mapped: UInt32 = 0, known = false
                while index < count {
                    let colour = pixels[index]
                    if !known || colour != last {
                        (last, mapped, known) = (colour, UInt32(truncatingIfNeeded: replacement.value(of: colour)), true)
                    }
                    pixels[index] = mapped
                    index += 1
                }
            }
        }
    }

    /// The colour of the `count` of `palette` nearest `colour` (squared distance over its four
    /// bytes), the first on a tie.
    private static func nearest(to colour: UInt32, in palette: UnsafePointer<UInt32>, count: Int) -> UInt32 {
        let (r, g, b, a) = (Int(colour & 0xFF), Int(colour >> 8 & 0xFF), Int(colour >> 16 & 0xFF), Int(colour >> 24))
        var best = palette[0], bestDistance = Int.max, index = 0
        while index < count {
            let candidate = palette[index]
            let dr = r - Int(candidate & 0xFF), dg = g - Int(candidate >> 8 & 0xFF)
            let db = b - Int(candidate >> 16 & 0xFF), da = a - Int(candidate >> 24)
            let distance = dr * dr + dg * dg + db * db + da * da
            if distance < bestDistance { (best, bestDistance) = (candidate, distance) }
            index += 1
        }
        return best
    }
}

/// A number by colour (a pixel's four bytes as a UInt32): a count, or the colour it maps to. An
/// open-addressed table that grows as colours come: a picture of a few thousand colours costs a
/// probe or two per run of pixels. Its storage is raw memory it owns, so an unoptimised build
/// (the tests') makes no array call per probe.
private final class ColourTable {
    private var keys: UnsafeMutablePointer<UInt32>
    private var values: UnsafeMutablePointer<Int>
    private var used: UnsafeMutablePointer<Bool>
    private var capacity: Int
    private(set) var distinct = 0

    init(expected: Int) {
        var capacity = 64
        while capacity < expected * 2 { capacity *= 2 }
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        values = .allocate(capacity: capacity)
        used = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        values.initialize(repeating: 0, count: capacity)
        used.initialize(repeating: false, count: capacity)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
        used.deallocate()
    }

    /// The slot of `colour`: where it is, or the empty one where it would go.
    private func slot(of colour: UInt32) -> Int {
        let mask = capacity - 1
        var slot = Int(truncatingIfNeeded: (colour &* 0x9E37_79B1) >> 7) & mask
        while used[slot] && keys[slot] != colour { slot = (slot + 1) & mask }
        return slot
    }

    /// Adds `amount` to `colour`'s number (0 until then).
    func add(_ colour: UInt32, _ amount: Int) {
        if (distinct + 1) * 2 > capacity { grow() }
        let slot = slot(of: colour)
        if !used[slot] {
            used[slot] = true
            keys[slot] = colour
            distinct += 1
        }
        values[slot] += amount
    }

    /// `colour`'s number (0 when it was never added).
    func value(of colour: UInt32) -> Int {
        let slot = slot(of: colour)
        return used[slot] ? values[slot] : 0
    }

    /// Every colour with its number, in no particular order.
    var entries: [(colour: UInt32, count: Int)] {
        var result: [(colour: UInt32, count: Int)] = []
        result.reserveCapacity(distinct)
        for slot in 0..<capacity where used[slot] { result.append((keys[slot], values[slot])) }
        return result
    }

    private func grow() {
        let old = entries
        let bigger = ColourTable(expected: capacity)
        for (colour, count) in old { bigger.add(colour, count) }
        swap(&keys, &bigger.keys)
        swap(&values, &bigger.values)
        swap(&used, &bigger.used)
        swap(&capacity, &bigger.capacity)
    }
}
