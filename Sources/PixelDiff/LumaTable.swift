/// ``IntegerLuma`` per channel value: `Y(p)` is three table reads and two additions.
///
/// The one table is made on first use and never freed or changed, so copies of this pointer
/// stay valid and may be read from any thread.
struct LumaTable: @unchecked Sendable {
    /// Red products at 0…255, green at 256…511, blue at 512…767.
    private let products: UnsafePointer<Int64>

    static let shared = LumaTable()

    private init() {
        let products = UnsafeMutablePointer<Int64>.allocate(capacity: 768)
        for value in 0..<256 {
            products[value] = IntegerLuma.red * Int64(value)
            products[256 + value] = IntegerLuma.green * Int64(value)
            products[512 + value] = IntegerLuma.blue * Int64(value)
        }
        self.products = UnsafePointer(products)
    }

    /// `Y` of the pixel at `index` (in pixels) of `image`.
    @inline(__always) func luma(_ image: Pixels32, _ index: Int) -> Int64 {
        let offset = index &* 4
        let red = Int(image.base.load(fromByteOffset: offset, as: UInt8.self))
        let green = Int(image.base.load(fromByteOffset: offset &+ 1, as: UInt8.self))
        let blue = Int(image.base.load(fromByteOffset: offset &+ 2, as: UInt8.self))
        return products[red] &+ products[256 &+ green] &+ products[512 &+ blue]
    }
}
