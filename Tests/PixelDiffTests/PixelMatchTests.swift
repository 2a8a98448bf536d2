import Testing

@testable import PixelDiff

/// A `width`×`height` RGBA buffer filled by `pixel(x, y)`.
private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    for y in 0..<height { for x in 0..<width { bytes += pixel(x, y) } }
    return bytes
}

private func flat(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> [UInt8] { image(width, height) { _, _ in rgba } }

private func options(_ change: (inout DiffOptions) -> Void) -> DiffOptions {
    var options = DiffOptions()
    change(&options)
    return options
}

/// Black | grey edge column | white: the grey column is anti-aliasing.
private func edge(_ grey: UInt8) -> [UInt8] {
    image(6, 6) { x, _ in x < 3 ? [0, 0, 0, 255] : x == 3 ? [grey, grey, grey, 255] : [255, 255, 255, 255] }
}

private func pixel(_ buffer: [UInt8], _ width: Int, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * width + x) * 4
    return Array(buffer[i..<(i + 4)])
}

@Suite struct PixelMatchTests {
    @Test func identicalImagesGiveZeroAndAGreyOutput() throws {
        let a = flat(3, 2, [200, 100, 50, 255])
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        #expect(try PixelMatch.compare(a, a, width: 3, height: 2, output: &output) == 0)
        // 255 + (Y − 255) × 0.1, truncated: Y = 200·0.29889531 + 100·0.58662247 + 50·0.11448223 = 124.17…
        #expect(pixel(try #require(output), 3, 0, 0) == [241, 241, 241, 255])
    }

    @Test func identicalWithDiffMaskLeavesTheOutputUntouched() throws {
        let a = flat(2, 2, [1, 2, 3, 255])
        var output: [UInt8]? = [UInt8](repeating: 7, count: a.count)
        #expect(try PixelMatch.compare(a, a, width: 2, height: 2, output: &output, options: options { $0.diffMask = true }) == 0)
        #expect(output == [UInt8](repeating: 7, count: a.count))
    }

    @Test func onePixelIsCountedAndDrawnInDiffColor() throws {
        let a = flat(5, 5, [255, 255, 255, 255])
        var b = a
        b[(2 * 5 + 2) * 4] = 0
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        #expect(
            try PixelMatch.compare(a, b, width: 5, height: 5, output: &output, options: options { $0.diffColor = DiffColor(1, 2, 3) }) == 1)
        #expect(pixel(try #require(output), 5, 2, 2) == [1, 2, 3, 255])
    }

    @Test func diffColorAltMarksPixelsWhereTheSecondImageIsDarker() throws {
        let light = flat(3, 3, [255, 255, 255, 255]), dark = flat(3, 3, [0, 0, 0, 255])
        var a = light, b = light
        b[16] = 0; b[17] = 0; b[18] = 0  // centre darker in b
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        _ = try PixelMatch.compare(a, b, width: 3, height: 3, output: &output, options: options { $0.diffColorAlt = DiffColor(0, 255, 0) })
        #expect(pixel(try #require(output), 3, 1, 1) == [0, 255, 0, 255])
        a = dark; b = dark
        b[16] = 255; b[17] = 255; b[18] = 255  // centre brighter in b
        _ = try PixelMatch.compare(a, b, width: 3, height: 3, output: &output, options: options { $0.diffColorAlt = DiffColor(0, 255, 0) })
        #expect(pixel(try #require(output), 3, 1, 1) == [255, 0, 0, 255])
    }

    @Test func thresholdDecidesSmallDeltas() throws {
        let a = flat(4, 4, [100, 100, 100, 255])
        var b = a
        b[20] = 103
        #expect(try PixelMatch.count(a, b, width: 4, height: 4) == 0, "default 0.1 lets a 3-level step through")
        #expect(try PixelMatch.count(a, b, width: 4, height: 4, options: options { $0.threshold = 0 }) == 1)
    }

    @Test func antiAliasingIsDetectedUnlessIncluded() throws {
        let a = edge(128), b = edge(100)
        #expect(try PixelMatch.count(a, b, width: 6, height: 6) == 0)
        #expect(try PixelMatch.count(a, b, width: 6, height: 6, options: options { $0.includeAA = true }) == 6)
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        _ = try PixelMatch.compare(a, b, width: 6, height: 6, output: &output, options: options { $0.aaColor = DiffColor(0, 192, 0) })
        #expect(pixel(try #require(output), 6, 3, 3) == [0, 192, 0, 255])
    }

    @Test func alphaFadesTheOriginal() throws {
        let a = flat(1, 1, [0, 0, 0, 255])
        var output: [UInt8]? = [0, 0, 0, 0]
        _ = try PixelMatch.compare(a, a, width: 1, height: 1, output: &output, options: options { $0.alpha = 0.5 })
        #expect(output == [127, 127, 127, 255])
    }

    @Test func translucentPixelsBlendOverCheckerboardOrWhite() throws {
        let a = flat(1, 1, [0, 0, 0, 0]), b = flat(1, 1, [255, 255, 255, 255])
        #expect(try PixelMatch.count(a, b, width: 1, height: 1) == 1, "over the dark checkerboard square they differ")
        #expect(
            try PixelMatch.count(a, b, width: 1, height: 1, options: options { $0.checkerboard = false }) == 0, "over white they look alike"
        )
    }

    @Test func diffMaskDrawsOnlyCountedPixels() throws {
        let a = flat(3, 3, [255, 255, 255, 255])
        var b = a
        b[0] = 0
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        #expect(try PixelMatch.compare(a, b, width: 3, height: 3, output: &output, options: options { $0.diffMask = true }) == 1)
        let out = try #require(output)
        #expect(pixel(out, 3, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(out, 3, 2, 2) == [0, 0, 0, 0])
    }

    @Test func countIsTheSameWithOrWithoutOutput() throws {
        let a = edge(128), b = image(6, 6) { x, y in x == y ? [9, 9, 9, 255] : [200, 200, 200, 255] }
        var output: [UInt8]? = [UInt8](repeating: 0, count: a.count)
        #expect(try PixelMatch.compare(a, b, width: 6, height: 6, output: &output) == PixelMatch.count(a, b, width: 6, height: 6))
    }

    @Test func mismatchedLengthsAreAnError() {
        #expect(throws: PixelDiffError.sizeMismatch(first: 16, second: 32)) {
            try PixelMatch.count(flat(2, 2, [0, 0, 0, 255]), flat(4, 2, [0, 0, 0, 255]), width: 2, height: 2)
        }
    }

    @Test func outputOfAnotherLengthIsAnError() {
        let a = flat(2, 2, [0, 0, 0, 255])
        var output: [UInt8]? = [0, 0, 0, 0]
        #expect(throws: PixelDiffError.self) { try PixelMatch.compare(a, a, width: 2, height: 2, output: &output) }
    }

    @Test func lengthNotMatchingTheSizeIsAnError() {
        let a = flat(2, 2, [0, 0, 0, 255])
        #expect(throws: PixelDiffError.dataSize(expected: 36, got: 16)) { try PixelMatch.count(a, a, width: 3, height: 3) }
        #expect(
            PixelDiffError.dataSize(expected: 36, got: 16).description
                == "Image data size does not match width/height. Expecting 36. Got 16")
    }

    @Test func bandedRunEqualsTheSumOverRows() throws {
        let a = image(64, 97) { x, y in [UInt8((x * 7 + y) % 256), UInt8(y % 256), 30, 255] }
        let b = image(64, 97) { x, y in (x + y) % 11 == 0 ? [0, 0, 0, 255] : [UInt8((x * 7 + y) % 256), UInt8(y % 256), 30, 255] }
        var rows = 0
        for y in 0..<97 {
            let slice = (y * 64 * 4)..<((y + 1) * 64 * 4)
            // A single row cannot use neighbours above or below, so compare with AA off.
            rows += try PixelMatch.count(Array(a[slice]), Array(b[slice]), width: 64, height: 1, options: options { $0.includeAA = true })
        }
        #expect(try PixelMatch.count(a, b, width: 64, height: 97, options: options { $0.includeAA = true }) == rows)
    }
}
