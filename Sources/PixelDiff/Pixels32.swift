#if _endian(big)
    #error("PixelDiff reads RGBA bytes as little-endian 32-bit pixel values")
#endif

/// RGBA bytes read a whole pixel at a time.
///
/// Raw loads only, so the `[UInt8]` storage is never bound to `UInt32` (which
/// `assumingMemoryBound` would claim without it being true). A pixel value has red in its low
/// byte and alpha in its high byte (the host is little-endian); ``RGBA`` reads the channels.
struct Pixels32 {
    let base: UnsafeRawPointer

    init(_ base: UnsafeRawPointer) { self.base = base }

    /// The pixel at `index` (in pixels, not bytes).
    @inline(__always) subscript(index: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self) }

    /// Four consecutive pixels starting at `index`.
    @inline(__always) func quad(at index: Int) -> SIMD4<UInt32> {
        base.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<UInt32>.self)
    }

    /// Eight consecutive pixels starting at `index`.
    @inline(__always) func octet(at index: Int) -> SIMD8<UInt32> {
        base.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<UInt32>.self)
    }

    /// Whether the eight pixels starting at `index` equal those of `other` at the same place.
    @inline(__always) func eightEqual(_ other: Pixels32, at index: Int) -> Bool {
        let offset = index &* 4
        let a0 = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let a1 = base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
        let a2 = base.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
        let a3 = base.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
        let b0 = other.base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let b1 = other.base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
        let b2 = other.base.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
        let b3 = other.base.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
        return ((a0 ^ b0) | (a1 ^ b1) | (a2 ^ b2) | (a3 ^ b3)) == 0
    }
}

/// Channel access on a pixel value read by ``Pixels32``.
enum RGBA {
    @inline(__always) static func red(_ pixel: UInt32) -> UInt32 { pixel & 0xFF }
    @inline(__always) static func green(_ pixel: UInt32) -> UInt32 { (pixel &>> 8) & 0xFF }
    @inline(__always) static func blue(_ pixel: UInt32) -> UInt32 { (pixel &>> 16) & 0xFF }
    @inline(__always) static func alpha(_ pixel: UInt32) -> UInt32 { pixel &>> 24 }
    /// Whether the alpha byte is 255.
    @inline(__always) static func isOpaque(_ pixel: UInt32) -> Bool { pixel >= 0xFF00_0000 }
}
