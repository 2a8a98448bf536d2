import Dispatch
import Synchronization
import Testing

@testable import DeflateKit

/// A compression's bytes do not depend on what its reused buffers held before.
@Suite struct EncoderScratchTests {
    /// The raw deflate stream of `input` made with a scratch whose buffers were first set to `fill`.
    private func deflate(_ input: [UInt8], rowLength: Int, overScratchFilledWith fill: UInt8) -> [UInt8] {
        EncoderScratch.with { scratch in
            for (pointer, count) in [
                (UnsafeMutableRawPointer(scratch.hashHeads), MatchFinder.hashSize * 4),
                (UnsafeMutableRawPointer(scratch.chainLinks), MatchFinder.windowSize * 4),
                (UnsafeMutableRawPointer(scratch.symbols), EncoderScratch.symbolCapacity * 4),
                (UnsafeMutableRawPointer(scratch.chunkHistograms), EncoderScratch.histogramCapacity * 4),
                (UnsafeMutableRawPointer(scratch.blockHistograms), EncoderScratch.histogramCapacity * 4),
            ] {
                pointer.initializeMemory(as: UInt8.self, repeating: fill, count: count)
            }
            var writer = BitWriter(initialCapacity: 1024)
            input.withUnsafeBufferPointer { bytes in
                DeflateEncoder.encode(
                    bytes.baseAddress!, count: bytes.count, rowLength: rowLength, pixelSize: 4, scratch: scratch, to: &writer)
            }
            writer.alignToByte()
            return writer.finish()
        }
    }

    @Test func whatAScratchHeldBeforeDoesNotChangeTheBytes() {
        // Long enough for several windows of chunks, so that the window and the splitter wrap.
        let width = 300
        let rows = SyntheticImage.rows(width: width, height: 220, seed: 46)
        let clean = deflate(rows, rowLength: width * 4 + 1, overScratchFilledWith: 0)
        #expect(clean.count > 1000)
        #expect(deflate(rows, rowLength: width * 4 + 1, overScratchFilledWith: 0xA5) == clean)
        #expect(deflate(rows, rowLength: width * 4 + 1, overScratchFilledWith: 0xFF) == clean)
        // And the pooled path, after another input used the same scratches, gives the same stream.
        _ = ZlibEncoder.compress(SyntheticImage.rows(width: 64, height: 64, seed: 1), rowLength: 64 * 4 + 1, pixelSize: 4)
        let pooled = ZlibEncoder.compress(rows, rowLength: width * 4 + 1, pixelSize: 4)
        #expect(Array(pooled.dropFirst(2).dropLast(4)) == clean)
    }

    @Test func compressionsAtOnceEachTakeTheirOwnScratch() {
        let width = 120
        let rows = SyntheticImage.rows(width: width, height: 90, seed: 7)
        let alone = ZlibEncoder.compress(rows, rowLength: width * 4 + 1, pixelSize: 4)
        let streams = Mutex<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 12) { _ in
            let stream = ZlibEncoder.compress(rows, rowLength: width * 4 + 1, pixelSize: 4)
            streams.withLock { $0.append(stream) }
        }
        let all = streams.withLock { $0 }
        #expect(all.count == 12)
        #expect(all.allSatisfy { $0 == alone })
    }
}
