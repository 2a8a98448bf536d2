@testable import PixelDiff

/// A plain, pixel-by-pixel pixelmatch 7.2.0, written from the algorithm's description
/// (ALGORITHM.md in the conformance data) to check the optimised engine against.
///
/// Every pixel reads its bytes through array subscripts and every formula is spelled out in
/// `Double`, in the description's operand order; nothing is vectorised, cached or skipped.
struct ReferencePixelMatch {
    let image1: [UInt8]
    let image2: [UInt8]
    let width: Int
    let height: Int
    let options: DiffOptions

    /// The number of counted pixels; draws into `output` when given.
    func compare(output: inout [UInt8]?) -> Int {
        if image1 == image2 {
            if output != nil && !options.diffMask {
                for pixel in 0..<(width * height) { drawGray(pixel * 4, into: &output!) }
            }
            return 0
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let k = (y * width + x) * 4
                let delta = samePixel(image1, k, image2, k) ? 0 : colorDelta(k)
                if abs(delta) > maxDelta {
                    let excluded =
                        !options.includeAA
                        && (antialiased(image1, x, y, own: image1, other: image2) || antialiased(image2, x, y, own: image2, other: image1))
                    if excluded {
                        if output != nil && !options.diffMask { draw(options.aaColor, k, into: &output!) }
                    } else {
                        if output != nil {
                            draw(delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor, k, into: &output!)
                        }
                        count += 1
                    }
                } else if output != nil && !options.diffMask {
                    drawGray(k, into: &output!)
                }
            }
        }
        return count
    }

    private func samePixel(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Bool {
        a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3]
    }

    /// The background behind translucent pixels at byte offset `k`.
    private func background(_ k: Int) -> (Double, Double, Double) {
        guard options.checkerboard else { return (255, 255, 255) }
        let red = 48 + 159 * Double(k % 2)
        let green = 48 + 159 * Double(Int((Double(k) / 1.618033988749895).rounded(.towardZero)) % 2)
        let blue = 48 + 159 * Double(Int((Double(k) / 2.618033988749895).rounded(.towardZero)) % 2)
        return (red, green, blue)
    }

    /// Red, green and blue differences of pixel `i` of `a` and pixel `j` of `b`, blended over the
    /// background of offset `k` when either is translucent.
    private func differences(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int, background k: Int) -> (Double, Double, Double) {
        let r1 = Double(a[i]), g1 = Double(a[i + 1]), b1 = Double(a[i + 2]), a1 = Double(a[i + 3])
        let r2 = Double(b[j]), g2 = Double(b[j + 1]), b2 = Double(b[j + 2]), a2 = Double(b[j + 3])
        guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        let (rb, gb, bb) = background(k)
        return (
            (r1 * a1 - r2 * a2 - rb * (a1 - a2)) / 255,
            (g1 * a1 - g2 * a2 - gb * (a1 - a2)) / 255,
            (b1 * a1 - b2 * a2 - bb * (a1 - a2)) / 255
        )
    }

    private func colorDelta(_ k: Int) -> Double {
        let (dr, dg, db) = differences(image1, k, image2, k, background: k)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    private func brightnessDelta(_ image: [UInt8], center k: Int, neighbour m: Int) -> Double {
        if samePixel(image, k, image, m) { return 0 }
        let (dr, dg, db) = differences(image, k, image, m, background: k)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    private func isOnEdge(_ x: Int, _ y: Int) -> Bool { x == 0 || y == 0 || x == width - 1 || y == height - 1 }

    private func antialiased(_ image: [UInt8], _ x1: Int, _ y1: Int, own: [UInt8], other: [UInt8]) -> Bool {
        var zeroes = isOnEdge(x1, y1) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var darkest: (Int, Int)? = nil, brightest: (Int, Int)? = nil
        let center = (y1 * width + x1) * 4
        for x in max(x1 - 1, 0)...min(x1 + 1, width - 1) {
            for y in max(y1 - 1, 0)...min(y1 + 1, height - 1) where x != x1 || y != y1 {
                let delta = brightnessDelta(image, center: center, neighbour: (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    brightest = (x, y)
                } else if delta > maximum {
                    maximum = delta
                    darkest = (x, y)
                }
            }
        }
        guard let brightest, let darkest else { return false }
        return (hasManySiblings(own, brightest) && hasManySiblings(other, brightest))
            || (hasManySiblings(own, darkest) && hasManySiblings(other, darkest))
    }

    private func hasManySiblings(_ image: [UInt8], _ pixel: (Int, Int)) -> Bool {
        let (x1, y1) = pixel
        var zeroes = isOnEdge(x1, y1) ? 1 : 0
        let center = (y1 * width + x1) * 4
        for x in max(x1 - 1, 0)...min(x1 + 1, width - 1) {
            for y in max(y1 - 1, 0)...min(y1 + 1, height - 1) where x != x1 || y != y1 {
                if samePixel(image, center, image, (y * width + x) * 4) { zeroes += 1 }
            }
        }
        return zeroes > 2
    }

    private func draw(_ color: DiffColor, _ k: Int, into output: inout [UInt8]) {
        output[k] = color.red
        output[k + 1] = color.green
        output[k + 2] = color.blue
        output[k + 3] = 255
    }

    private func drawGray(_ k: Int, into output: inout [UInt8]) {
        let y = Double(image1[k]) * 0.29889531 + Double(image1[k + 1]) * 0.58662247 + Double(image1[k + 2]) * 0.11448223
        let value = 255 + (y - 255) * options.alpha * Double(image1[k + 3]) / 255
        let gray = UInt8(clamping: Int(value.rounded(.towardZero)))
        output[k] = gray
        output[k + 1] = gray
        output[k + 2] = gray
        output[k + 3] = 255
    }
}
