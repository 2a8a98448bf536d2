/// The positions of the set bits of every 8-bit lane mask, for writing a mask's flagged pixels
/// into a list without a branch per pixel.
///
/// Entry `m` holds the indices of the set bits of `m`, lowest first (unused lanes are 0), and its
/// count. Appending eight pixels is then one vector store and one addition, whatever the mask:
/// the screen's verdicts, which vary from octet to octet, no longer steer a loop.
///
/// The one table is made on first use and never freed or changed, so copies of this pointer stay
/// valid and may be read from any thread.
struct FlaggedLanes: @unchecked Sendable {
    /// 256 entries of eight 32-bit positions.
    private let positions: UnsafePointer<SIMD8<Int32>>
    /// 256 counts.
    private let counts: UnsafePointer<UInt8>

    static let shared = FlaggedLanes()

    private init() {
        let positions = UnsafeMutablePointer<SIMD8<Int32>>.allocate(capacity: 256)
        let counts = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for mask in 0..<256 {
            var lanes = SIMD8<Int32>()
            var count = 0
            for bit in 0..<8 where mask >> bit & 1 != 0 {
                lanes[count] = Int32(bit)
                count += 1
            }
            positions[mask] = lanes
            counts[mask] = UInt8(count)
        }
        self.positions = UnsafePointer(positions)
        self.counts = UnsafePointer(counts)
    }

    /// Writes `first + i` for each set bit `i` of `mask` (0…255) at `list[count…]` and returns how
    /// many it wrote; `list` must have room for eight entries from `count` on.
    @inline(__always) func append(_ mask: UInt32, first: Int32, to list: UnsafeMutablePointer<Int32>, at count: Int) -> Int {
        let entry = Int(truncatingIfNeeded: mask & 0xFF)
        UnsafeMutableRawPointer(list + count).storeBytes(
            of: positions[entry] &+ SIMD8(repeating: first), as: SIMD8<Int32>.self)
        return Int(counts[entry])
    }
}
