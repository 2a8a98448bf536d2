import Foundation

/// A fast 128-bit digest of bytes, for telling whether inputs changed (not for security).
///
/// Four independent 64-bit multiply–xorshift lanes over little-endian 8-byte words (32 bytes per
/// step, so the multiplications of one step do not wait on each other), then the tail and the
/// length, folded into two 64-bit halves: several gigabytes per second, the same value on every
/// machine.
///
/// ```swift
/// var digest = ContentDigest()
/// digest.add(image.pixels)
/// digest.add("EBCounter/count-1")
/// let hex = digest.hex  // 32 hex digits
/// ```
package struct ContentDigest: Sendable {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
    )
    private var length: UInt64 = 0

    package init() {}

    @inline(__always) private static func mix(_ lane: UInt64, _ word: UInt64, _ multiplier: UInt64) -> UInt64 {
        let product = (lane ^ word) &* multiplier
        return product ^ product >> 29
    }

    /// Mixes `bytes` in (their count too, so ["ab", "c"] and ["a", "bc"] differ).
    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var (a, b, c, d) = lanes
        let words = bytes.count / 8
        if let base = bytes.baseAddress {
            var offset = 0
            let whole = words / 4 * 32
            while offset < whole {
                a = Self.mix(a, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), 0x9E37_79B9_7F4A_7C15)
                b = Self.mix(
                    b, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)), 0xC2B2_AE3D_27D4_EB4F)
                c = Self.mix(
                    c, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)), 0x1656_67B1_9E37_79F9)
                d = Self.mix(
                    d, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)), 0xD6E8_FEB8_6659_FD93)
                offset &+= 32
            }
            while offset < words &* 8 {
                a = Self.mix(a, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), 0x9E37_79B9_7F4A_7C15)
                offset &+= 8
            }
        }
        var tail: UInt64 = 0
        for index in (words * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
        b = Self.mix(b, tail ^ UInt64(bytes.count), 0xC2B2_AE3D_27D4_EB4F)
        c = Self.mix(c, UInt64(bytes.count), 0x1656_67B1_9E37_79F9)
        lanes = (a, b, c, d)
        length &+= UInt64(bytes.count)
    }

    package mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }
    package mutating func add(_ data: Data) { data.withUnsafeBytes { add($0) } }
    package mutating func add(_ text: String) { add(Array(text.utf8)) }
    package mutating func add(_ value: Int) { add(String(value)) }

    /// 32 lowercase hex digits.
    package var hex: String {
        let (a, b, c, d) = lanes
        let first = Self.mix(a ^ (c << 17 | c >> 47), length, 0xFF51_AFD7_ED55_8CCD)
        let second = Self.mix(b ^ (d << 23 | d >> 41), length, 0xC4CE_B9FE_1A85_EC53)
        return [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
