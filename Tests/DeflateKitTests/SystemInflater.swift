import CDeflate
import Foundation
import TestSupport

/// An independent inflater (the system's libdeflate), used only to check the encoder's output.
enum SystemInflater {
    /// Inflates a zlib stream, expecting exactly `expectedCount` bytes and the stream's end at the
    /// input's end; nil when libdeflate refuses it.
    static func inflate(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: max(expectedCount, 1))
        var consumed = 0
        var produced = 0
        let status = stream.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress_ex(
                    decompressor, input.baseAddress, input.count, out.baseAddress, expectedCount, &consumed, &produced)
            }
        }
        guard status == LIBDEFLATE_SUCCESS, produced == expectedCount, consumed == stream.count else { return nil }
        return Array(output[0..<expectedCount])
    }

    /// CRC-32 of `bytes`.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    }

    /// Adler-32 of `bytes`.
    static func adler(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, $0.count) }
    }
}

/// Synthetic RGBA rows that look like rendered UI: a transparent background, flat rounded
/// panels, a vertical gradient and anti-aliased "glyphs"; each row starts with filter byte 0.
enum SyntheticImage {
    static func rows(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        func fill(_ x: Int, _ y: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let offset = (y * width + x) * 4
            pixels[offset] = color.0
            pixels[offset + 1] = color.1
            pixels[offset + 2] = color.2
            pixels[offset + 3] = color.3
        }
        // Panels.
        for _ in 0..<max(1, width * height / 4000) {
            let x0 = Int.random(in: 0..<width, using: &generator)
            let y0 = Int.random(in: 0..<height, using: &generator)
            let w = Int.random(in: 8...max(8, width / 2), using: &generator)
            let h = Int.random(in: 8...max(8, height / 3), using: &generator)
            let color = (
                UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                UInt8.random(in: 0...255, using: &generator), UInt8(255)
            )
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { fill(x, y, color) } }
        }
        // A vertical gradient band.
        let bandTop = height / 3
        for y in bandTop..<min(height, bandTop + height / 6) {
            let shade = UInt8(truncatingIfNeeded: (y - bandTop) * 255 / max(1, height / 6))
            for x in 0..<width { fill(x, y, (shade, shade / 2, 255 - shade, 255)) }
        }
        // Anti-aliased glyph-like blobs in a text colour, alpha from coverage.
        let text: (UInt8, UInt8, UInt8) = (0x2A, 0x21, 0x17)
        for _ in 0..<max(1, width * height / 600) {
            let cx = Int.random(in: 0..<width, using: &generator)
            let cy = Int.random(in: 0..<height, using: &generator)
            let radius = Int.random(in: 2...5, using: &generator)
            for y in (cy - radius)...(cy + radius) {
                for x in (cx - radius)...(cx + radius) {
                    let d = (x - cx) * (x - cx) + (y - cy) * (y - cy)
                    let r2 = radius * radius
                    if d <= r2 { fill(x, y, (text.0, text.1, text.2, UInt8(255 - 200 * d / max(1, r2)))) }
                }
            }
        }
        var rows = [UInt8]()
        rows.reserveCapacity(height * (width * 4 + 1))
        for y in 0..<height {
            rows.append(0)
            rows.append(contentsOf: pixels[(y * width * 4)..<((y + 1) * width * 4)])
        }
        return rows
    }
}

/// Bytes mixing runs of one value and stretches of noise, so that literals, matches and stored
/// stretches all occur.
enum MixedInput {
    static func bytes(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var input = [UInt8](repeating: 0, count: count)
        var index = 0
        while index < count {
            let run = Int.random(in: 1...300, using: &generator)
            let value = UInt8.random(in: 0...255, using: &generator)
            let noisy = Bool.random(using: &generator)
            for offset in index..<min(count, index + run) {
                input[offset] = noisy ? UInt8.random(in: 0...255, using: &generator) : value
            }
            index += run
        }
        return input
    }
}
