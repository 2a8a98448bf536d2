import Dispatch

/// Splits an image's rows into bands that run concurrently and adds up their counts.
///
/// Every pixel's verdict reads only the two inputs, and each band writes only its own rows of the
/// output, so the result does not depend on the banding.
struct RowBands {
    let height: Int
    let concurrency: Int

    func count<Canvas: DiffCanvas>(_ engine: Engine<Canvas>) -> Int {
        guard concurrency > 1, height > 1 else { return engine.count(rows: 0..<height) }
        let bands = min(height, 4 * concurrency)
        let rowsPerBand = (height + bands - 1) / bands
        let counts = SharedCounts(capacity: bands)
        defer { counts.deallocate() }
        let shared = SharedEngine(engine: engine)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let start = band * rowsPerBand
            let end = min(height, start + rowsPerBand)
            guard start < end else { return }
            counts.store(shared.engine.count(rows: start..<end), at: band)
        }
        return counts.sum
    }
}

/// An engine handed to the bands: it holds only pointers to buffers that outlive the run, which
/// the bands read, and a canvas whose pixels each band writes disjointly.
private struct SharedEngine<Canvas: DiffCanvas>: @unchecked Sendable {
    let engine: Engine<Canvas>
}

/// One count slot per band.
private struct SharedCounts: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Int>

    init(capacity: Int) {
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0)
    }

    func store(_ count: Int, at band: Int) { slots[band] = count }
    var sum: Int { slots.reduce(0, +) }
    func deallocate() { slots.deallocate() }
}
