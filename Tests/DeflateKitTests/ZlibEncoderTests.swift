import CDeflate
import Foundation
import TestSupport
import Testing

@testable import DeflateKit

/// Compresses `input`, checks the zlib header and that the system's libdeflate inflates it back, and
/// returns the stream.
@discardableResult
private func roundTrip(
    _ input: [UInt8], rowLength: Int? = nil, pixelSize: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> [UInt8] {
    let stream = ZlibEncoder.compress(input, rowLength: rowLength, pixelSize: pixelSize)
    #expect(stream.count >= 6, sourceLocation: sourceLocation)
    #expect(stream.prefix(2) == [0x78, 0xDA], sourceLocation: sourceLocation)
    #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, sourceLocation: sourceLocation)
    let inflated = SystemInflater.inflate(stream, expectedCount: input.count)
    #expect(inflated == input, "libdeflate did not give the input back", sourceLocation: sourceLocation)
    return stream
}

private func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
}

@Suite struct RoundTripTests {
    @Test func emptyInput() {
        let stream = roundTrip([])
        #expect(stream.count <= 8)
    }

    @Test func oneByte() {
        roundTrip([0x42])
        roundTrip([0x00], rowLength: 1, pixelSize: 4)
    }

    @Test func allZeroMegabytes() {
        let input = [UInt8](repeating: 0, count: 3 << 20)
        let stream = roundTrip(input)
        // 258-byte matches of a few bits each: far below 1% of the input.
        #expect(stream.count < input.count / 200)
    }

    @Test func randomBytesFallBackToStoredBlocks() {
        let input = randomBytes(200_000, seed: 7)
        let stream = roundTrip(input)
        // Incompressible blocks are stored: 5 bytes of header per block (a block holds at most
        // 32,768 symbols here, so at least 32 KiB of such input), plus 6 bytes of zlib framing.
        #expect(stream.count <= input.count + 5 * (input.count / 32768 + 1) + 6)
        #expect(stream.count > input.count)
    }

    @Test(arguments: [255, 256, 257, 4095, 4096, 4097, 32767, 32768, 32769, 65535, 65536, 65537, 131_073])
    func lengthsAroundBoundaries(length: Int) {
        let input = MixedInput.bytes(count: length, seed: UInt64(length))
        roundTrip(input)
        roundTrip(input, rowLength: 97, pixelSize: 4)
    }

    @Test func matchesAtTheLargestDistanceAndLength() {
        // 32 KiB of noise, then the same noise again: only distance-32768 matches can cover it.
        let noise = randomBytes(32768, seed: 11)
        let input = noise + noise + noise.prefix(1000)
        let stream = roundTrip(input)
        #expect(stream.count < 32768 + 2000, "the repeat should cost a few bits per 258 bytes")
    }

    @Test func syntheticImageRows() {
        let width = 300
        let height = 200
        let rows = SyntheticImage.rows(width: width, height: height, seed: 3)
        let stream = roundTrip(rows, rowLength: width * 4 + 1, pixelSize: 4)
        roundTrip(rows)
        #expect(stream.count < rows.count / 4)
    }

    /// With 3-byte pixels the hash chains key on 3 bytes: an RGB pixel seen before, anywhere in
    /// the window, is found even when the byte after it differs (4-byte chains cannot see it).
    @Test func anRGBPixelSeenBeforeIsMatched() {
        var generator = SeededGenerator(seed: 3)
        let colours = (0..<4).map { _ in (0..<3).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        // Pixels of four colours, each followed by a noise pixel: 3-byte repeats, no 4-byte ones.
        var input: [UInt8] = []
        for _ in 0..<4000 {
            input += colours[Int.random(in: 0..<4, using: &generator)]
            input += (0..<3).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        roundTrip(input, rowLength: 0, pixelSize: 3)
        /// How many 3-byte matches a parse of `input` with `pixelSize` takes.
        func threeByteMatches(pixelSize: Int) -> Int {
            let tables = CodeTables()
            defer { tables.deallocate() }
            let costs = CostModel(tables: tables)
            let capacity = input.count + MatchFinder.maxMatch + 1
            let entries = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            defer { entries.deallocate() }
            let symbols = SymbolBuffer(entries: entries, capacity: capacity)
            input.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                EncoderScratch.with { scratch in
                    let finder = MatchFinder(
                        input: base, count: bytes.count, pixelDistance: pixelSize, rowDistance: 0, tables: tables, costs: costs,
                        scratch: scratch)
                    while !finder.isFinished { finder.parse(into: symbols, symbolLimit: symbols.count + 256) }
                }
            }
            return (0..<symbols.count).filter { symbols.entries[$0] >> 16 == 3 && symbols.entries[$0] & 0xFFFF != 0 }.count
        }
        #expect(threeByteMatches(pixelSize: 4) == 0, "4-byte chains find no 3-byte match")
        #expect(threeByteMatches(pixelSize: 3) > 1000, "a quarter of the 4,000 colour pixels at least are matches")
    }

    @Test func rowLongerThanTheWindow() {
        let width = 9000
        let rows = SyntheticImage.rows(width: width, height: 6, seed: 5)
        roundTrip(rows, rowLength: width * 4 + 1, pixelSize: 4)
        roundTrip(rows, rowLength: 0, pixelSize: 0)
    }
}

@Suite struct DeterminismTests {
    @Test func sameInputSameBytes() {
        let rows = SyntheticImage.rows(width: 180, height: 90, seed: 9)
        let first = ZlibEncoder.compress(rows, rowLength: 181 * 4 - 3, pixelSize: 4)
        let second = ZlibEncoder.compress(rows, rowLength: 181 * 4 - 3, pixelSize: 4)
        let viaPointer = rows.withUnsafeBytes { ZlibEncoder.compress($0, rowLength: 181 * 4 - 3, pixelSize: 4) }
        #expect(first == second)
        #expect(first == viaPointer)
    }

    @Test func outputIsPinned() {
        // Any change of the encoder's output changes these numbers: update them deliberately.
        let width = 240
        let rows = SyntheticImage.rows(width: width, height: 160, seed: 2024)
        #expect(rows.count == 153_760)
        let image = ZlibEncoder.compress(rows, rowLength: width * 4 + 1, pixelSize: 4)
        #expect(image.count == 2789)
        #expect(SystemInflater.crc(image) == 2_378_200_642)
        let mixed = ZlibEncoder.compress(MixedInput.bytes(count: 300_000, seed: 42))
        #expect(mixed.count == 154_676)
        #expect(SystemInflater.crc(mixed) == 149_335_945)
    }
}
