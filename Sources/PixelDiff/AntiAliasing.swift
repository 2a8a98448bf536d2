/// pixelmatch's anti-aliasing detector (after Vyšniauskas 2009) over one pair of images.
///
/// A pixel is excluded as anti-aliasing when `antialiased(image1)` or `antialiased(image2)` holds.
/// Both tests are pure functions of the inputs, so they may run in any order and stop early.
/// Pixels at least two pixels from every edge take a branch-light path: sibling counts for the
/// whole 3×3 block at once (``SiblingGrid``) and, where the block is opaque, integer brightness
/// (``IntegerLuma``, ``NeighbourExtremes``). The others take pixelmatch's `Double` path.
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
    ///
    /// The result is symmetric in the two images, so they may be taken in either order:
    /// `secondFirst` starts with the second image, and the order is swapped whenever the image
    /// taken second decides the result, on the bet that neighbouring pixels look alike.
    func excludes(_ x: Int, _ y: Int, _ image1: Pixels32, _ image2: Pixels32, secondFirst: inout Bool) -> Bool {
        guard isDeepInside(x, y) else {
            return exactAntialiased(x, y, own: image1, other: image2) || exactAntialiased(x, y, own: image2, other: image1)
        }
        let index = y &* width &+ x
        let (first, second) = secondFirst ? (image2, image1) : (image1, image2)
        // Either test ends on a neighbour with many siblings in both images; often there is none.
        let firstGrid = SiblingGrid(first, around: index, width: width)
        if firstGrid.bits & 0xFF == 0 { return false }
        let secondGrid = SiblingGrid(second, around: index, width: width)
        let shared = firstGrid.bits & secondGrid.bits & 0xFF
        guard shared != 0 else {
            if secondGrid.bits & 0xFF == 0 { secondFirst.toggle() }
            return false
        }
        if antialiased(x, y, index, own: first, firstGrid, other: second, shared: shared) { return true }
        guard antialiased(x, y, index, own: second, secondGrid, other: first, shared: shared) else { return false }
        secondFirst.toggle()
        return true
    }

    /// Whether (x, y) is two pixels or more from every edge, so that its ``SiblingGrid`` (whose rows
    /// reach x + 3 in row y + 2) lies inside the buffer.
    @inline(__always) private func isDeepInside(_ x: Int, _ y: Int) -> Bool {
        x >= 2 && y >= 2 && x < width &- 2 && y < height &- 2 && (y &+ 2) &* width &+ x &+ 4 <= width &* height
    }

    /// pixelmatch's test of `own` off the edges: the centre has at most two equal neighbours, a
    /// strictly brighter and a strictly darker one, and the brightest or the darkest (the first
    /// in pixelmatch's visiting order among equals) has many siblings in both images, that is
    /// its slot is in `shared`.
    @inline(__always)
    private func antialiased(
        _ x: Int, _ y: Int, _ index: Int, own: Pixels32, _ grid: SiblingGrid, other: Pixels32, shared: UInt32
    ) -> Bool {
        guard grid.isOpaque else { return exactAntialiased(x, y, own: own, other: other) }
        // An opaque neighbour has brightness delta 0 exactly when it equals the centre, so more
        // than two zero deltas means the centre itself has many siblings.
        if grid.bits & 0x100 != 0 { return false }
        let extremes = NeighbourExtremes(own, around: index, width: width, lumaTable: lumaTable)
        guard extremes.hasBrighter && extremes.hasDarker else { return false }
        return shared & (1 &<< extremes.brightestSlot | 1 &<< extremes.darkestSlot) != 0
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
