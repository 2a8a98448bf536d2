/// The pixels over the threshold in the last three rows scanned, waiting for the anti-aliasing test.
///
/// The test reads two rows below its pixel. Run right away, it would fetch those rows from memory
/// itself, one candidate at a time; run two rows later, it finds them in cache, brought in by the
/// scan. Each entry is a pixel index.
struct PendingCandidates {
    private let width: Int
    /// Three rows of up to `width` entries; row `y` uses slot `y % 3`.
    private let entries: UnsafeMutablePointer<Int>
    /// The number of entries per slot.
    private let counts: UnsafeMutablePointer<Int>

    init(width: Int) {
        self.width = width
        entries = .allocate(capacity: 3 * width)
        counts = .allocate(capacity: 3)
        counts.initialize(repeating: 0, count: 3)
    }

    func deallocate() {
        entries.deallocate()
        counts.deallocate()
    }

    @inline(__always) func append(_ index: Int, row y: Int) {
        let slot = y % 3
        entries[slot &* width &+ counts[slot]] = index
        counts[slot] &+= 1
    }

    /// Calls `body(index)` for each entry of row `y`, in order, then empties the row.
    @inline(__always) func drain(row y: Int, _ body: (Int) -> Void) {
        let slot = y % 3
        let row = entries + slot &* width
        for entry in 0..<counts[slot] { body(row[entry]) }
        counts[slot] = 0
    }
}
