import TestSupport
import Testing

@testable import DeflateKit

@Suite struct ComponentTests {
    @Test(arguments: [0, 1, 15, 16, 17, 351, 352, 353, 2815, 2816, 2817, 5552, 100_003])
    func adler32MatchesZlib(length: Int) {
        var generator = SeededGenerator(seed: UInt64(length))
        let random = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for bytes in [random, [UInt8](repeating: 255, count: length)] {
            // In vector lanes (a release build's way) and a byte at a time (a debug build's).
            for vectorised in [true, false] {
                var checksum = Adler32(vectorised: vectorised)
                bytes.withUnsafeBufferPointer { buffer in
                    if let base = buffer.baseAddress { checksum.update(base, count: length) }
                }
                #expect(checksum.value == SystemInflater.adler(bytes), "vectorised: \(vectorised)")
            }
        }
    }

    /// From every alignment, in one piece and in pieces (the vector rounds and the tail split
    /// differently).
    @Test(arguments: [0, 1, 7, 8, 9, 183, 184, 185, 353, 5552, 100_003])
    func adler32FromEveryAlignmentAndInPieces(length: Int) {
        var generator = SeededGenerator(seed: UInt64(length) + 99)
        let random = (0..<(length + 8)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for bytes in [random, [UInt8](repeating: 255, count: length + 8)] {
            for offset in 0..<8 {
                let slice = Array(bytes[offset..<(offset + length)])
                let expected = SystemInflater.adler(slice)
                bytes.withUnsafeBufferPointer { buffer in
                    let start = buffer.baseAddress! + offset
                    for vectorised in [true, false] {
                        var whole = Adler32(vectorised: vectorised)
                        whole.update(start, count: length)
                        var pieces = Adler32(vectorised: vectorised)
                        pieces.update(start, count: length / 3)
                        pieces.update(start + length / 3, count: length - length / 3)
                        #expect(whole.value == expected && pieces.value == expected, "vectorised: \(vectorised)")
                    }
                }
            }
        }
    }

    @Test func huffmanLengthsAreLimitedAndComplete() {
        // Fibonacci frequencies would need 29-bit codes without a limit (package-merge path).
        var frequencies = [UInt32](repeating: 0, count: 30)
        var a: UInt32 = 1
        var b: UInt32 = 1
        for index in 0..<30 {
            frequencies[index] = a
            (a, b) = (b, a + b)
        }
        var lengths = [UInt8](repeating: 0, count: 30)
        HuffmanCode.buildLengths(frequencies: frequencies, count: 30, limit: 15, lengths: &lengths)
        #expect(lengths.max() == 15)
        let kraft = lengths.reduce(0) { $0 + (1 << (15 - Int($1))) }
        #expect(kraft == 1 << 15)
        #expect(lengths[29] == lengths.min())
    }

    @Test func huffmanMatchesEntropyBoundWhenUnconstrained() {
        // Powers of two: the optimal lengths are exactly log2(total / frequency).
        let frequencies: [UInt32] = [1, 1, 2, 4, 8, 16, 32, 64]
        var lengths = [UInt8](repeating: 0, count: 8)
        HuffmanCode.buildLengths(frequencies: frequencies, count: 8, limit: 15, lengths: &lengths)
        #expect(lengths == [7, 7, 6, 5, 4, 3, 2, 1])
    }

    @Test func huffmanBreaksTiesBySymbol() {
        // Equal frequencies: the lower symbols are the rarer leaves, merged first and so longer.
        var lengths = [UInt8](repeating: 0, count: 3)
        HuffmanCode.buildLengths(frequencies: [5, 5, 5], count: 3, limit: 15, lengths: &lengths)
        #expect(lengths == [2, 2, 1])
    }

    @Test func huffmanHandlesFewSymbols() {
        var lengths = [UInt8](repeating: 9, count: 19)
        let none = [UInt32](repeating: 0, count: 19)
        HuffmanCode.buildLengths(frequencies: none, count: 19, limit: 7, lengths: &lengths)
        #expect(lengths.filter { $0 == 1 }.count == 2 && lengths.filter { $0 == 0 }.count == 17)
        var one = none
        one[5] = 100
        HuffmanCode.buildLengths(frequencies: one, count: 19, limit: 7, lengths: &lengths)
        #expect(lengths[5] == 1 && lengths.filter { $0 == 1 }.count == 2)
    }

    @Test func fixedPointLogarithm() {
        #expect(FixedPoint.log2(1, fractionBits: 4) == 0)
        #expect(FixedPoint.log2(1024, fractionBits: 4) == 160)
        // log2(3) = 1.585 → 25.4 sixteenths, truncated.
        #expect(FixedPoint.log2(3, fractionBits: 4) == 25)
        #expect(FixedPoint.log2(UInt64.max, fractionBits: 8) == 64 * 256 - 1)
    }
}
