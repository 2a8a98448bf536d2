/// The brightest and the darkest of an opaque pixel's eight neighbours, as pixelmatch picks them.
///
/// pixelmatch visits the neighbours in x-outer order (slots 0…7) and keeps the first strictly
/// smallest and largest brightness delta `Y(centre) − Y(neighbour)`: the first brightest and the
/// first darkest neighbour. Each neighbour here gets the keys `8·Y + 7 − slot` and `8·Y + slot`
/// (``IntegerLuma``, so exact), and one branch-free maximum and minimum pick both, ties going to
/// the lower slot.
struct NeighbourExtremes {
    private let centerKey: Int64
    private var brightestKey = Int64.min
    private var darkestKey = Int64.max

    /// For the pixel at `index`, whose neighbours must all be inside the image.
    @inline(__always) init(_ image: Pixels32, around index: Int, width: Int, lumaTable: LumaTable) {
        centerKey = lumaTable.luma(image, index) &<< 3
        let up = index &- width, down = index &+ width
        visit(0, lumaTable.luma(image, up &- 1))
        visit(1, lumaTable.luma(image, index &- 1))
        visit(2, lumaTable.luma(image, down &- 1))
        visit(3, lumaTable.luma(image, up))
        visit(4, lumaTable.luma(image, down))
        visit(5, lumaTable.luma(image, up &+ 1))
        visit(6, lumaTable.luma(image, index &+ 1))
        visit(7, lumaTable.luma(image, down &+ 1))
    }

    @inline(__always) private mutating func visit(_ slot: Int64, _ luma: Int64) {
        let brighter = luma &<< 3 | (7 &- slot), darker = luma &<< 3 | slot
        brightestKey = brighter > brightestKey ? brighter : brightestKey
        darkestKey = darker < darkestKey ? darker : darkestKey
    }

    /// Whether some neighbour is strictly brighter than the centre (pixelmatch's `min < 0`).
    @inline(__always) var hasBrighter: Bool { brightestKey > centerKey | 7 }
    /// Whether some neighbour is strictly darker than the centre (pixelmatch's `max > 0`).
    @inline(__always) var hasDarker: Bool { darkestKey < centerKey }

    @inline(__always) var brightestSlot: Int { 7 &- Int(brightestKey & 7) }
    @inline(__always) var darkestSlot: Int { Int(darkestKey & 7) }
}
