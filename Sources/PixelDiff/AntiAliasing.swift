/// pixelmatch's anti-aliasing detector (after Vyšniauskas 2009) over one pair of images.
///
/// A pixel is excluded as anti-aliasing when `antialiased(image1)` or `antialiased(image2)` holds.
/// Both tests are pure functions of the inputs, so they may run in any order and stop early.
/// Pixels at least two pixels from every edge whose 3×3 neighbourhoods are opaque in both images
/// take an integer path (see ``IntegerLuma``); the others take pixelmatch's `Double` path.
struct AntiAliasing {
    let width: Int
    let height: Int
    let checkerboard: Bool
    private let lumaTable = LumaTable.shared

    init(width: Int, height: Int, checkerboard: Bool) {
        self.width = width
        self.height = height
        self.checkerboard = checkerboard
    }

    /// Whether pixel (x, y) is excluded as anti-aliasing in either image.
    func excludes(_ x: Int, _ y: Int, _ image1: Pixels32, _ image2: Pixels32) -> Bool {
        guard isDeepInside(x, y) else {
            return exactAntialiased(x, y, own: image1, other: image2) || exactAntialiased(x, y, own: image2, other: image1)
        }
        let index = y &* width &+ x
        let window1 = PixelWindow(image1, around: index, width: width)
        let window2 = PixelWindow(image2, around: index, width: width)
        guard window1.isOpaque && window2.isOpaque else {
            return exactAntialiased(x, y, own: image1, other: image2) || exactAntialiased(x, y, own: image2, other: image1)
        }
        return antialiased(window1, index, own: image1, other: image2) || antialiased(window2, index, own: image2, other: image1)
    }

    /// Whether (x, y) is two pixels or more from every edge, so that it and its neighbours have a
    /// ``PixelWindow`` inside the buffer (the bottom-right neighbour's reaches x + 3 in row y + 2).
    @inline(__always) private func isDeepInside(_ x: Int, _ y: Int) -> Bool {
        x >= 2 && y >= 2 && x < width &- 2 && y < height &- 2 && (y &+ 2) &* width &+ x &+ 4 <= width &* height
    }

    /// The integer form of pixelmatch's test for an opaque neighbourhood: the centre has at most two
    /// equal neighbours, a strictly brighter and a strictly darker one, and the brightest or the
    /// darkest (the first in pixelmatch's visiting order among equals) has many siblings in both
    /// images.
    @inline(__always)
    private func antialiased(_ window: PixelWindow, _ index: Int, own: Pixels32, other: Pixels32) -> Bool {
        // An opaque neighbour has brightness delta 0 exactly when it equals the centre.
        if window.equalNeighbours > 2 { return false }
        let extremes = NeighbourExtremes(own, around: index, width: width, lumaTable: lumaTable)
        guard extremes.hasBrighter && extremes.hasDarker else { return false }
        let brightest = index &+ offset(extremes.brightestSlot), darkest = index &+ offset(extremes.darkestSlot)
        // All four sibling tests at once, without short cuts: cheaper than mispredicted branches.
        let many = PixelWindow.haveManySiblings(
            PixelWindow(own, around: brightest, width: width), PixelWindow(other, around: brightest, width: width),
            PixelWindow(own, around: darkest, width: width), PixelWindow(other, around: darkest, width: width))
        // Lanes 0 and 1 (brightest in both images), or 2 and 3 (darkest): a 64-bit half of all ones.
        let pairs = unsafeBitCast(many, to: SIMD2<Int64>.self)
        return pairs[0] == -1 || pairs[1] == -1
    }

    /// The index offset of visiting slot 0…7: the 3×3 cells in x-outer order, centre skipped.
    @inline(__always) private func offset(_ slot: Int) -> Int {
        let cell = slot < 4 ? slot : slot &+ 1
        return (cell % 3 &- 1) &* width &+ cell / 3 &- 1
    }

    /// pixelmatch's detector as written, in `Double`: near the edges and translucent pixels.
    func exactAntialiased(_ x1: Int, _ y1: Int, own: Pixels32, other: Pixels32) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let offset = (y1 * width + x1) * 4
        let center = own[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = YIQ.brightnessDelta(center, own[y * width + x], offset: offset, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (exactHasManySiblings(own, minX, minY) && exactHasManySiblings(other, minX, minY))
            || (exactHasManySiblings(own, maxX, maxY) && exactHasManySiblings(other, maxX, maxY))
    }

    /// Whether more than two neighbours of (x, y) (counting an image edge as one) have exactly its value.
    private func exactHasManySiblings(_ image: Pixels32, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) && image[y * width + x] == value {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
