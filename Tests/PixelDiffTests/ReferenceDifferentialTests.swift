import Testing

@testable import PixelDiff

/// The engine against ``ReferencePixelMatch`` on random image pairs: the same count, with and
/// without an output, serial and banded, and the same diff image bytes.
@Suite struct ReferenceDifferentialTests {
    /// The engine's results for one pair and one set of options, checked against the reference.
    /// Returns the reference count, and whether some pixel over the threshold was excluded as
    /// anti-aliasing (so the suite can check that its images reach that path).
    @discardableResult
    private func check(
        _ first: [UInt8], _ second: [UInt8], width: Int, height: Int, options: DiffOptions, canvasFill: UInt8,
        _ comment: Comment
    ) throws -> (count: Int, excludedSome: Bool) {
        var expectedImage: [UInt8]? = [UInt8](repeating: canvasFill, count: first.count)
        let reference = ReferencePixelMatch(image1: first, image2: second, width: width, height: height, options: options)
        let expected = reference.compare(output: &expectedImage)
        for concurrency in [1, 3, nil] as [Int?] {
            #expect(
                try PixelMatch.count(first, second, width: width, height: height, options: options, concurrency: concurrency) == expected,
                "count, concurrency \(String(describing: concurrency)); \(comment)")
            var image: [UInt8]? = [UInt8](repeating: canvasFill, count: first.count)
            let count = try PixelMatch.compare(
                first, second, width: width, height: height, output: &image, options: options, concurrency: concurrency)
            #expect(count == expected, "compare, concurrency \(String(describing: concurrency)); \(comment)")
            let mismatch = firstDifference(image ?? [], expectedImage ?? [])
            #expect(
                mismatch == nil, "diff image differs at byte \(mismatch ?? -1), concurrency \(String(describing: concurrency)); \(comment)")
        }
        var withAA = options
        withAA.includeAA = true
        var none: [UInt8]? = nil
        let excludedSome =
            ReferencePixelMatch(image1: first, image2: second, width: width, height: height, options: withAA)
            .compare(output: &none) > expected
        return (expected, excludedSome)
    }

    /// The first byte offset where the buffers differ (or their common length), nil when equal.
    private func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        if a == b { return nil }
        return a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
    }

    @Test func randomPairsMatchTheReference() throws {
        var random = RandomImages(seed: 0x5EED_0001)
        var excluded = 0, counted = 0
        for round in 0..<300 {
            let width = random.int(1...40), height = random.int(1...24)
            let translucent = random.chance(0.3)
            let first = random.image(width: width, height: height, translucent: translucent)
            let second = random.variant(of: first, width: width, height: height, translucent: translucent)
            for set in 0..<3 {
                let options = set == 0 ? DiffOptions() : random.options()
                let result = try check(
                    first, second, width: width, height: height, options: options, canvasFill: random.byte(),
                    "round \(round), \(width)×\(height), options \(options)")
                if result.excludedSome { excluded += 1 }
                if result.count > 0 { counted += 1 }
            }
        }
        // The images reach both outcomes often, or this test would prove little.
        #expect(excluded > 60, "runs where anti-aliasing excluded some pixel: \(excluded)")
        #expect(counted > 300, "runs with counted pixels: \(counted)")
    }

    @Test func everyOptionCombinationMatchesTheReference() throws {
        var random = RandomImages(seed: 0x5EED_0002)
        for (width, height, translucent) in [(37, 19, false), (24, 24, true), (9, 30, false), (5, 3, true)] {
            let first = random.image(width: width, height: height, translucent: translucent)
            let second = random.variant(of: first, width: width, height: height, translucent: translucent)
            for threshold in [0, 0.05, 0.6] {
                for flags in 0..<16 {
                    for alpha in [0.1, 1] {
                        var options = DiffOptions()
                        options.threshold = threshold
                        options.includeAA = flags & 1 != 0
                        options.diffMask = flags & 2 != 0
                        options.checkerboard = flags & 4 != 0
                        options.diffColorAlt = flags & 8 != 0 ? DiffColor(0, 200, 30) : nil
                        options.alpha = alpha
                        try check(
                            first, second, width: width, height: height, options: options, canvasFill: 7,
                            "\(width)×\(height), options \(options)")
                    }
                }
            }
        }
    }

    @Test func identicalImagesMatchTheReference() throws {
        var random = RandomImages(seed: 0x5EED_0003)
        for (width, height) in [(1, 1), (8, 1), (13, 5), (40, 9)] {
            let image = random.image(width: width, height: height, translucent: true)
            for diffMask in [false, true] {
                var options = DiffOptions()
                options.diffMask = diffMask
                options.alpha = 0.35
                try check(image, image, width: width, height: height, options: options, canvasFill: 99, "\(width)×\(height)")
            }
        }
    }

    /// Thin anti-aliased lines moved by one pixel: most differences are anti-aliasing, in both
    /// images, near and away from the edges.
    @Test func shiftedAntiAliasedLinesMatchTheReference() throws {
        func lines(_ offset: Int, _ width: Int, _ height: Int) -> [UInt8] {
            var pixels: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let distance = abs((x + 2 * y + offset) % 11 - 5)
                    let level = UInt8([0, 90, 180, 255, 255, 255][min(distance, 5)])
                    pixels += [level, level, level &+ 20, 255]
                }
            }
            return pixels
        }
        for (width, height) in [(30, 20), (9, 9), (64, 5)] {
            let first = lines(0, width, height), second = lines(1, width, height)
            let result = try check(first, second, width: width, height: height, options: DiffOptions(), canvasFill: 0, "\(width)×\(height)")
            #expect(result.excludedSome)
        }
    }
}
