/// The chunks parsed and not yet written: their symbols, the symbol histogram of each and where
/// each ends, in the symbols and in the input.
final class ChunkWindow {
    /// Entries per histogram: 286 literal/length symbols, then 30 distance symbols.
    static let histogramSize = BlockSplitter.histogramSize

    /// The symbols of the chunks held, the first chunk's first.
    let symbols: SymbolBuffer
    /// The histogram of each chunk held.
    let histograms: UnsafeMutablePointer<UInt32>
    /// Where the splitter puts the block ends (chunk indices) of `histograms`.
    let blockEnds: UnsafeMutablePointer<Int>
    /// Number of chunks held.
    private(set) var count = 0
    /// Input position where the first chunk held starts.
    private var inputStart = 0
    private let blockHistogram: UnsafeMutablePointer<UInt32>
    private let symbolEnds: UnsafeMutablePointer<Int>
    private let inputEnds: UnsafeMutablePointer<Int>

    /// An empty window for up to `DeflateEncoder.windowChunks` chunks of at most
    /// `DeflateEncoder.chunkSymbols` symbols each, whose symbols and histograms are `scratch`'s.
    init(scratch: EncoderScratch) {
        let maxChunks = DeflateEncoder.windowChunks
        symbols = SymbolBuffer(entries: scratch.symbols, capacity: EncoderScratch.symbolCapacity)
        histograms = scratch.chunkHistograms
        blockEnds = .allocate(capacity: maxChunks)
        blockHistogram = .allocate(capacity: ChunkWindow.histogramSize)
        symbolEnds = .allocate(capacity: maxChunks)
        inputEnds = .allocate(capacity: maxChunks)
    }

    deinit {
        blockEnds.deallocate()
        blockHistogram.deallocate()
        symbolEnds.deallocate()
        inputEnds.deallocate()
    }

    /// Ends the chunk whose symbols were parsed last (their frequencies are `symbols`' own) at
    /// input position `inputEnd`.
    func endChunk(atInput inputEnd: Int) {
        let histogram = histograms + count * ChunkWindow.histogramSize
        ChunkWindow.copy(286, from: symbols.literalFrequencies, to: histogram)
        ChunkWindow.copy(30, from: symbols.distanceFrequencies, to: histogram + 286)
        symbolEnds[count] = symbols.count
        inputEnds[count] = inputEnd
        count += 1
    }

    /// Writes `chunks` (at least one) as one block.
    func writeBlock(
        chunks: Range<Int>, input: UnsafePointer<UInt8>, isFinal: Bool, with blockWriter: BlockWriter, to writer: inout BitWriter
    ) {
        let first = chunks.lowerBound
        let end = chunks.upperBound
        let size = ChunkWindow.histogramSize
        ChunkWindow.copy(size, from: histograms + first * size, to: blockHistogram)
        var chunk = first + 1
        while chunk < end {
            let other = histograms + chunk * size
            var entry = 0
            while entry < size {
                blockHistogram[entry] &+= other[entry]
                entry += 1
            }
            chunk += 1
        }
        let entryStart = first == 0 ? 0 : symbolEnds[first - 1]
        let blockSymbols = BlockSymbols(
            entries: symbols.entries + entryStart, count: symbolEnds[end - 1] - entryStart,
            literalFrequencies: blockHistogram, distanceFrequencies: blockHistogram + 286)
        blockWriter.write(
            blockSymbols, input: input, start: first == 0 ? inputStart : inputEnds[first - 1], end: inputEnds[end - 1],
            isFinal: isFinal, to: &writer)
    }

    /// Drops the first `written` chunks, moving the rest to the front.
    func dropChunks(_ written: Int) {
        let entryOffset = symbolEnds[written - 1]
        inputStart = inputEnds[written - 1]
        let kept = count - written
        ChunkWindow.copy(symbols.count - entryOffset, from: symbols.entries + entryOffset, to: symbols.entries)
        symbols.count -= entryOffset
        ChunkWindow.copy(kept * ChunkWindow.histogramSize, from: histograms + written * ChunkWindow.histogramSize, to: histograms)
        for chunk in 0..<kept {
            symbolEnds[chunk] = symbolEnds[written + chunk] - entryOffset
            inputEnds[chunk] = inputEnds[written + chunk]
        }
        count = kept
    }

    /// Copies `count` values from `source` to `target` (the regions may overlap) in one go:
    /// unoptimized, `update(from:count:)` makes a generic call per element.
    private static func copy(_ count: Int, from source: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count * MemoryLayout<UInt32>.stride)
    }
}
