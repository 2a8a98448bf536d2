import Synchronization

/// The large working buffers of one compression, kept from one compression to the next.
///
/// The hash heads and chain links of the match finder, the symbols and the chunk histograms of
/// the window and the splitter's block histograms come to about 700 KB. Allocated afresh for each
/// image, they were five large allocations per reference: time in the allocator and in page
/// faults, and holes of their size in a long run's heap, which a run's small long-lived results
/// then pin. A compression takes a scratch from a shared pool and gives it back when it ends, so
/// a run allocates them once per concurrent compression.
///
/// The buffers are not cleared between uses, as fresh memory was not: the match finder fills its
/// tables before use, and every other part writes an entry before it reads it. So a compression's
/// bytes do not depend on what the scratch held before (`EncoderScratchTests`).
final class EncoderScratch: @unchecked Sendable {
    // Unchecked: a scratch is used by one compression at a time, from when it leaves the pool
    // until it is put back, both under the pool's lock.

    /// The match finder's hash heads (`MatchFinder.hashSize` entries).
    let hashHeads: UnsafeMutablePointer<Int32>
    /// The match finder's chain links, one per window position.
    let chainLinks: UnsafeMutablePointer<Int32>
    /// The window's symbols.
    let symbols: UnsafeMutablePointer<UInt32>
    /// The window's histogram of each chunk.
    let chunkHistograms: UnsafeMutablePointer<UInt32>
    /// The splitter's histogram of each block.
    let blockHistograms: UnsafeMutablePointer<UInt32>

    /// Entries of ``symbols``: a full window of chunks, and room for the longest match past it.
    static let symbolCapacity = DeflateEncoder.chunkSymbols * DeflateEncoder.windowChunks + MatchFinder.maxMatch + 8
    /// Entries of ``chunkHistograms`` and of ``blockHistograms``.
    static let histogramCapacity = BlockSplitter.histogramSize * DeflateEncoder.windowChunks
    /// Scratches the pool keeps; more compressions at once allocate their own and drop them.
    static let pooled = 8

    private static let pool = Mutex<[EncoderScratch]>([])

    private init() {
        hashHeads = .allocate(capacity: MatchFinder.hashSize)
        chainLinks = .allocate(capacity: MatchFinder.windowSize)
        symbols = .allocate(capacity: Self.symbolCapacity)
        chunkHistograms = .allocate(capacity: Self.histogramCapacity)
        blockHistograms = .allocate(capacity: Self.histogramCapacity)
    }

    deinit {
        hashHeads.deallocate()
        chainLinks.deallocate()
        symbols.deallocate()
        chunkHistograms.deallocate()
        blockHistograms.deallocate()
    }

    /// Runs `body` with a scratch of its own, taken from the pool (or made) and put back after.
    static func with<Result>(_ body: (EncoderScratch) -> Result) -> Result {
        let scratch = pool.withLock { $0.popLast() } ?? EncoderScratch()
        defer {
            pool.withLock { scratches in
                if scratches.count < pooled { scratches.append(scratch) }
            }
        }
        return body(scratch)
    }
}
