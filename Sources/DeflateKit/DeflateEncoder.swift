/// Produces the raw deflate stream (RFC 1951) of one input.
///
/// It drives the match finder, the cost model, the block splitter and the block writer.
/// Input is parsed in chunks of `chunkSymbols` symbols. Up to `windowChunks` chunks are held at a
/// time; the splitter groups them into blocks, and all blocks but the last are written, the last
/// one staying open so that the following chunks may still join it.
struct DeflateEncoder {
    /// Symbols per chunk: the unit of block splitting.
    static let chunkSymbols = 256
    /// Chunks considered together when choosing block boundaries.
    static let windowChunks = 128

    /// Copies `count` values from `source` to `target` (the regions may overlap) in one go:
    /// unoptimized, `update(from:count:)` makes a generic call per element.
    private static func copy(_ count: Int, from source: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count * MemoryLayout<UInt32>.stride)
    }

    /// Appends the deflate encoding of `input[0..<count]` to `writer`.
    static func encode(_ input: UnsafePointer<UInt8>, count: Int, rowLength: Int, pixelSize: Int, to writer: inout BitWriter) {
        let histogramSize = BlockSplitter.histogramSize
        let tables = CodeTables()
        defer { tables.deallocate() }
        let costs = CostModel(tables: tables)
        let finder = MatchFinder(
            input: input, count: count, pixelDistance: pixelSize, rowDistance: rowLength, tables: tables, costs: costs)
        let symbols = SymbolBuffer(capacity: chunkSymbols * windowChunks + MatchFinder.maxMatch + 8)
        let splitter = BlockSplitter(maxChunks: windowChunks)
        let blockWriter = BlockWriter(tables: tables)
        let histograms = UnsafeMutablePointer<UInt32>.allocate(capacity: histogramSize * windowChunks)
        let blockHistogram = UnsafeMutablePointer<UInt32>.allocate(capacity: histogramSize)
        let chunkSymbolEnds = UnsafeMutablePointer<Int>.allocate(capacity: windowChunks)
        let chunkInputEnds = UnsafeMutablePointer<Int>.allocate(capacity: windowChunks)
        let blockEnds = UnsafeMutablePointer<Int>.allocate(capacity: windowChunks)
        defer {
            histograms.deallocate()
            blockHistogram.deallocate()
            chunkSymbolEnds.deallocate()
            chunkInputEnds.deallocate()
            blockEnds.deallocate()
        }
        var chunks = 0
        var windowInputStart = 0
        while true {
            symbols.resetFrequencies()
            let chunkStart = symbols.count
            finder.parse(into: symbols, symbolLimit: chunkStart + chunkSymbols)
            let histogram = histograms + chunks * histogramSize
            copy(286, from: symbols.literalFrequencies, to: histogram)
            copy(30, from: symbols.distanceFrequencies, to: histogram + 286)
            costs.observe(
                literalFrequencies: symbols.literalFrequencies, distanceFrequencies: symbols.distanceFrequencies,
                symbolCount: symbols.count - chunkStart)
            chunkSymbolEnds[chunks] = symbols.count
            chunkInputEnds[chunks] = finder.position
            chunks += 1
            let finished = finder.isFinished
            if chunks < windowChunks && !finished { continue }

            let blocks = splitter.split(histograms: histograms, count: chunks, ends: blockEnds)
            let blocksToWrite = finished || blocks == 1 ? blocks : blocks - 1
            var firstChunk = 0
            for block in 0..<blocksToWrite {
                let endChunk = blockEnds[block]
                copy(histogramSize, from: histograms + firstChunk * histogramSize, to: blockHistogram)
                var chunk = firstChunk + 1
                while chunk < endChunk {
                    let other = histograms + chunk * histogramSize
                    var entry = 0
                    while entry < histogramSize {
                        blockHistogram[entry] &+= other[entry]
                        entry += 1
                    }
                    chunk += 1
                }
                let entryStart = firstChunk == 0 ? 0 : chunkSymbolEnds[firstChunk - 1]
                let inputStart = firstChunk == 0 ? windowInputStart : chunkInputEnds[firstChunk - 1]
                let blockSymbols = BlockSymbols(
                    entries: symbols.entries + entryStart, count: chunkSymbolEnds[endChunk - 1] - entryStart,
                    literalFrequencies: blockHistogram, distanceFrequencies: blockHistogram + 286)
                blockWriter.write(
                    blockSymbols, input: input, start: inputStart, end: chunkInputEnds[endChunk - 1],
                    isFinal: finished && block == blocks - 1, to: &writer)
                firstChunk = endChunk
            }
            if finished { break }
            // Move the open block's chunks to the front.
            let entryOffset = chunkSymbolEnds[firstChunk - 1]
            windowInputStart = chunkInputEnds[firstChunk - 1]
            let kept = chunks - firstChunk
            copy(symbols.count - entryOffset, from: symbols.entries + entryOffset, to: symbols.entries)
            symbols.count -= entryOffset
            copy(kept * histogramSize, from: histograms + firstChunk * histogramSize, to: histograms)
            for chunk in 0..<kept {
                chunkSymbolEnds[chunk] = chunkSymbolEnds[firstChunk + chunk] - entryOffset
                chunkInputEnds[chunk] = chunkInputEnds[firstChunk + chunk]
            }
            chunks = kept
        }
    }
}
