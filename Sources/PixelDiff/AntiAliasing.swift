/// pixelmatch's anti-aliasing detector (after Vyšniauskas 2009) over one pair of images.
///
/// A pixel is excluded as anti-aliasing when `antialiased(image1)` or `antialiased(image2)` holds.
/// Both tests are pure functions of the inputs, so they may run in any order and stop early.
/// Interior pixels whose 3×3 neighbourhood is opaque take an integer path (see ``IntegerLuma``);
/// pixels on an edge or near translucency take pixelmatch's `Double` path.
struct AntiAliasing {
    let width: Int
    let height: Int
    let checkerboard: Bool

    /// Whether pixel (x, y) is excluded as anti-aliasing in either image.
    @inline(__always)
    func excludes(_ x: Int, _ y: Int, _ image1: Pixels32, _ image2: Pixels32) -> Bool {
        antialiased(x, y, own: image1, other: image2) || antialiased(x, y, own: image2, other: image1)
    }

    /// Whether (x, y) of `own` looks like anti-aliasing: it has a strictly darker and a strictly
    /// brighter neighbour, at most two equal ones, and the darkest or brightest neighbour has
    /// many siblings in both images.
    func antialiased(_ x: Int, _ y: Int, own: Pixels32, other: Pixels32) -> Bool {
        guard x > 0, y > 0, x < width - 1, y < height - 1 else { return exactAntialiased(x, y, own: own, other: other) }
        let index = y * width + x
        let up = index - width, down = index + width
        let center = own[index]
        let n0 = own[up - 1], n1 = own[index - 1], n2 = own[down - 1]
        let n3 = own[up], n4 = own[down]
        let n5 = own[up + 1], n6 = own[index + 1], n7 = own[down + 1]
        guard RGBA.isOpaque(center & n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7) else {
            return exactAntialiased(x, y, own: own, other: other)
        }
        // An opaque neighbour has brightness delta 0 exactly when it equals the centre.
        var equal = n0 == center ? 1 : 0
        equal &+= n1 == center ? 1 : 0
        equal &+= n2 == center ? 1 : 0
        equal &+= n3 == center ? 1 : 0
        equal &+= n4 == center ? 1 : 0
        equal &+= n5 == center ? 1 : 0
        equal &+= n6 == center ? 1 : 0
        equal &+= n7 == center ? 1 : 0
        if equal > 2 { return false }

        // delta = Y(centre) − Y(neighbour): the minimum delta is the brightest neighbour.
        let luma = IntegerLuma.of(center)
        var extremes = Extremes()
        extremes.visit(0, luma &- IntegerLuma.of(n0))
        extremes.visit(1, luma &- IntegerLuma.of(n1))
        extremes.visit(2, luma &- IntegerLuma.of(n2))
        extremes.visit(3, luma &- IntegerLuma.of(n3))
        extremes.visit(4, luma &- IntegerLuma.of(n4))
        extremes.visit(5, luma &- IntegerLuma.of(n5))
        extremes.visit(6, luma &- IntegerLuma.of(n6))
        extremes.visit(7, luma &- IntegerLuma.of(n7))
        guard extremes.minimumSlot >= 0, extremes.maximumSlot >= 0 else { return false }
        let (minX, minY) = Self.neighbour(extremes.minimumSlot, of: x, y)
        let (maxX, maxY) = Self.neighbour(extremes.maximumSlot, of: x, y)
        return (hasManySiblings(own, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(own, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// The neighbour in visiting slot 0…7 of (x, y): the 3×3 cells in x-outer order, centre skipped.
    @inline(__always)
    private static func neighbour(_ slot: Int, of x: Int, _ y: Int) -> (Int, Int) {
        let cell = slot < 4 ? slot : slot + 1
        return (x + cell / 3 - 1, y + cell % 3 - 1)
    }

    /// pixelmatch's detector as written, in `Double`: for edge pixels and translucent neighbourhoods.
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
        return (hasManySiblings(own, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(own, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether more than two neighbours of (x, y) (counting an image edge as one) have exactly its value.
    func hasManySiblings(_ image: Pixels32, _ x: Int, _ y: Int) -> Bool {
        guard x > 0, y > 0, x < width - 1, y < height - 1 else { return edgeHasManySiblings(image, x, y) }
        let index = y * width + x
        let up = index - width, down = index + width
        let value = image[index]
        var equal = image[up - 1] == value ? 1 : 0
        equal &+= image[up] == value ? 1 : 0
        equal &+= image[up + 1] == value ? 1 : 0
        equal &+= image[index - 1] == value ? 1 : 0
        equal &+= image[index + 1] == value ? 1 : 0
        equal &+= image[down - 1] == value ? 1 : 0
        equal &+= image[down] == value ? 1 : 0
        equal &+= image[down + 1] == value ? 1 : 0
        return equal > 2
    }

    private func edgeHasManySiblings(_ image: Pixels32, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = 1  // on an edge
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) && image[y * width + x] == value {
                zeroes += 1
            }
        }
        return zeroes > 2
    }
}

/// The first strictly smallest negative and strictly largest positive delta, as pixelmatch
/// tracks them while visiting the neighbours in order.
private struct Extremes {
    var minimum: Int64 = 0, maximum: Int64 = 0
    var minimumSlot = -1, maximumSlot = -1

    @inline(__always) mutating func visit(_ slot: Int, _ delta: Int64) {
        if delta < minimum {
            minimum = delta
            minimumSlot = slot
        } else if delta > maximum {
            maximum = delta
            maximumSlot = slot
        }
    }
}
