import TestSupport

@testable import PixelDiff

/// Random RGBA image pairs that exercise every path of the engine: flat areas and runs (many
/// equal neighbours), gradients and noise (few), hard and soft edges (anti-aliasing), translucent
/// pixels, and widths below, at and beyond the eight-pixel blocks.
struct RandomImages {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < probability }
    mutating func byte() -> UInt8 { UInt8.random(in: 0...255, using: &generator) }

    /// A first image of the given size.
    mutating func image(width: Int, height: Int, translucent: Bool) -> [UInt8] {
        let palette = (0..<int(2...5)).map { _ in
            [byte(), byte(), byte(), translucent && chance(0.4) ? byte() : 255]
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        let style = int(0...3)
        var current = palette[0]
        for y in 0..<height {
            for x in 0..<width {
                switch style {
                case 0:  // runs of palette colours, now and then a stray colour
                    if chance(0.25) { current = palette[int(0...(palette.count - 1))] }
                    if chance(0.05) { current = [byte(), byte(), byte(), current[3]] }
                case 1:  // a soft vertical edge: dark | ramp | light
                    let ramp = UInt8(clamping: (x * 255) / max(1, width - 1))
                    current = [ramp, ramp, ramp, translucent && (x + y) % 5 == 0 ? 128 : 255]
                case 2:  // a smooth two-channel gradient
                    current = [UInt8(truncatingIfNeeded: x * 9 + y), UInt8(truncatingIfNeeded: y * 7), 90, current[3]]
                default:  // noise over few colours
                    current = palette[int(0...(palette.count - 1))]
                }
                pixels += current
            }
        }
        // Repeat some rows, for vertical structure.
        for y in 1..<max(1, height) where chance(0.4) {
            for byteIndex in 0..<(width * 4) { pixels[y * width * 4 + byteIndex] = pixels[(y - 1) * width * 4 + byteIndex] }
        }
        return pixels
    }

    /// A second image: `first` with some pixels changed.
    mutating func variant(of first: [UInt8], width: Int, height: Int, translucent: Bool) -> [UInt8] {
        var second = first
        let pixelCount = width * height
        for _ in 0..<int(0...max(1, pixelCount / 3)) {
            let p = int(0...(pixelCount - 1)) * 4
            switch int(0...4) {
            case 0:  // a new colour
                for c in 0..<3 { second[p + c] = byte() }
            case 1:  // a small step, often under the threshold
                for c in 0..<3 { second[p + c] = UInt8(clamping: Int(second[p + c]) + int(-12...12)) }
            case 2:  // another pixel's colour
                let q = int(0...(pixelCount - 1)) * 4
                for c in 0..<4 { second[p + c] = first[q + c] }
            case 3:  // the neighbour's colour: an edge moved by one pixel
                let q = (p / 4 + 1) % pixelCount * 4
                for c in 0..<4 { second[p + c] = first[q + c] }
            default:  // a large step
                for c in 0..<3 { second[p + c] = second[p + c] &+ 128 }
            }
            if translucent && chance(0.3) { second[p + 3] = byte() }
        }
        return second
    }

    /// Options with each setting drawn at random.
    mutating func options() -> DiffOptions {
        var options = DiffOptions()
        options.threshold = [0, 0.02, 0.05, 0.1, 0.1, 0.2, 0.5, 1][int(0...7)]
        options.includeAA = chance(0.25)
        options.alpha = [0.1, 0.1, 0, 0.5, 1, 1.7, -0.4][int(0...6)]
        options.aaColor = DiffColor(byte(), byte(), byte())
        options.diffColor = DiffColor(byte(), byte(), byte())
        options.diffColorAlt = chance(0.5) ? DiffColor(byte(), byte(), byte()) : nil
        options.diffMask = chance(0.3)
        options.checkerboard = chance(0.7)
        return options
    }
}
