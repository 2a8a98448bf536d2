import Foundation
import TestSupport
import Testing

@testable import DeflateKit

/// The fast encoder of artifacts' rows: every stream is zlib that the system's libdeflate
/// inflates to the very input, and the runs of an interface's flat areas become matches.
@Suite struct RunEncoderTests {
    /// Compresses `input` and checks the zlib header and that libdeflate gives it back.
    @discardableResult
    private func roundTrip(_ input: [UInt8], rowLength: Int, pixelSize: Int, sourceLocation: SourceLocation = #_sourceLocation)
        -> [UInt8]
    {
        let stream = input.withUnsafeBufferPointer { RunEncoder.compress($0, rowLength: rowLength, pixelSize: pixelSize) }
        #expect(stream.prefix(2) == [0x78, 0x01], sourceLocation: sourceLocation)
        #expect(SystemInflater.inflate(stream, expectedCount: input.count) == input, sourceLocation: sourceLocation)
        return stream
    }

    /// Rows (a filter byte 0 before each) of pixels that repeat the one to the left, copy the
    /// one above, or are noise.
    private func rows(width: Int, height: Int, pixelSize: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        let stride = width * pixelSize + 1
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + 1 + x * pixelSize
                let kind = Int.random(in: 0..<4, using: &generator)
                for channel in 0..<pixelSize {
                    switch kind {
                    case 0 where x > 0: rows[offset + channel] = rows[offset + channel - pixelSize]
                    case 1 where y > 0: rows[offset + channel] = rows[offset + channel - stride]
                    default: rows[offset + channel] = UInt8.random(in: 0...255, using: &generator)
                    }
                }
            }
        }
        return rows
    }

    @Test func emptyAndTinyInputs() {
        roundTrip([], rowLength: 1, pixelSize: 3)
        roundTrip([0], rowLength: 1, pixelSize: 4)
        roundTrip([0, 7, 7, 7, 7, 7, 7, 7], rowLength: 8, pixelSize: 1)
    }

    @Test(arguments: [3, 4])
    func randomImagesRoundTrip(pixelSize: Int) {
        for (index, size) in [(1, 1), (2, 3), (17, 9), (100, 40), (257, 5)].enumerated() {
            let input = rows(width: size.0, height: size.1, pixelSize: pixelSize, seed: UInt64(index * 10 + pixelSize))
            roundTrip(input, rowLength: size.0 * pixelSize + 1, pixelSize: pixelSize)
        }
    }

    /// Every match length a run can take, up to and past the longest (258), and a row past the
    /// 32 KiB window (matched with its own pixels only).
    @Test func everyRunLengthAndARowWiderThanTheWindow() {
        for length in [3, 4, 10, 11, 130, 227, 257, 258, 259, 516, 1000] {
            roundTrip([0] + [UInt8](repeating: 200, count: length), rowLength: length + 1, pixelSize: 1)
        }
        let wide = rows(width: 11_000, height: 3, pixelSize: 3, seed: 7)
        roundTrip(wide, rowLength: 33_001, pixelSize: 3)
    }

    /// A flat image of identical rows is a few long matches: far smaller than its literals.
    @Test func flatAreasBecomeMatches() {
        let width = 400, height = 300
        var input = [UInt8]()
        for _ in 0..<height { input += [0] + (0..<width).flatMap { _ in [240, 242, 245] as [UInt8] } }
        let stream = roundTrip(input, rowLength: width * 3 + 1, pixelSize: 3)
        #expect(stream.count < input.count / 50, "\(stream.count) bytes for \(input.count)")
    }
}
