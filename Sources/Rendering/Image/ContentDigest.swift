import Foundation

/// A fast 128-bit digest of bytes, for telling whether inputs changed (not for security).
///
/// Two independent 64-bit multiply–xorshift lanes over little-endian 8-byte words, then the
/// tail and the length: several gigabytes per second, the same value on every machine.
///
/// ```swift
/// var digest = ContentDigest()
/// digest.add(image.pixels)
/// digest.add("EBCounter/count-1")
/// let hex = digest.hex  // 32 hex digits
/// ```
public struct ContentDigest: Sendable, Equatable {
    private var first: UInt64 = 0x243F_6A88_85A3_08D3
    private var second: UInt64 = 0x1319_8A2E_0370_7344
    private var length: UInt64 = 0

    public init() {}

    /// Mixes `bytes` in (their count too, so ["ab", "c"] and ["a", "bc"] differ).
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var first = self.first, second = self.second
        let words = bytes.count / 8
        if let base = bytes.baseAddress {
            for index in 0..<words {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self))
                first = (first ^ word) &* 0x9E37_79B9_7F4A_7C15
                first ^= first >> 29
                second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
                second ^= second >> 31
            }
        }
        var tail: UInt64 = 0
        for index in (words * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
        first = (first ^ tail ^ UInt64(bytes.count)) &* 0x9E37_79B9_7F4A_7C15
        second = (second &+ tail &+ UInt64(bytes.count)) &* 0xC2B2_AE3D_27D4_EB4F
        self.first = first ^ first >> 29
        self.second = second ^ second >> 31
        length &+= UInt64(bytes.count)
    }

    public mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }
    public mutating func add(_ data: Data) { data.withUnsafeBytes { add($0) } }
    public mutating func add(_ text: String) { add(Array(text.utf8)) }
    public mutating func add(_ value: Int) { add(String(value)) }

    /// 32 lowercase hex digits.
    public var hex: String {
        let a = (first ^ length) &* 0xFF51_AFD7_ED55_8CCD, b = (second ^ length) &* 0xC4CE_B9FE_1A85_EC53
        return [a ^ a >> 33, b ^ b >> 33].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
