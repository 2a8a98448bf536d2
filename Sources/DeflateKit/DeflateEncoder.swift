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

    /// Appends the deflate encoding of `input[0..<count]` to `writer`.
    static func encode(_ input: UnsafePointer<UInt8>, count: Int, rowLength: Int, pixelSize: Int, to writer: inout BitWriter) {
        EncoderScratch.with { scratch in
            encode(input, count: count, rowLength: rowLength, pixelSize: pixelSize, scratch: scratch, to: &writer)
        }
    }

    /// Appends the deflate encoding of `input[0..<count]` to `writer`, with `scratch`'s buffers.
    static func encode(
        _ input: UnsafePointer<UInt8>, count: Int, rowLength: Int, pixelSize: Int, scratch: EncoderScratch, to writer: inout BitWriter
    ) {
        let tables = CodeTables()
        defer { tables.deallocate() }
        let costs = CostModel(tables: tables)
        let finder = MatchFinder(
            input: input, count: count, pixelDistance: pixelSize, rowDistance: rowLength, tables: tables, costs: costs, scratch: scratch)
        let window = ChunkWindow(scratch: scratch)
        let symbols = window.symbols
        let splitter = BlockSplitter(scratch: scratch)
        let blockWriter = BlockWriter(tables: tables)
        while true {
            symbols.resetFrequencies()
            let chunkStart = symbols.count
            finder.parse(into: symbols, symbolLimit: chunkStart + chunkSymbols)
            window.endChunk(atInput: finder.position)
            costs.observe(
                literalFrequencies: symbols.literalFrequencies, distanceFrequencies: symbols.distanceFrequencies,
                symbolCount: symbols.count - chunkStart)
            let finished = finder.isFinished
            if window.count < windowChunks && !finished { continue }

            // Write every block but the last, which stays open unless the input is finished.
            let blocks = splitter.split(histograms: window.histograms, count: window.count, ends: window.blockEnds)
            let blocksToWrite = finished || blocks == 1 ? blocks : blocks - 1
            var firstChunk = 0
            for block in 0..<blocksToWrite {
                let endChunk = window.blockEnds[block]
                window.writeBlock(
                    chunks: firstChunk..<endChunk, input: input, isFinal: finished && block == blocks - 1, with: blockWriter,
                    to: &writer)
                firstChunk = endChunk
            }
            if finished { break }
            window.dropChunks(firstChunk)
        }
    }
}
