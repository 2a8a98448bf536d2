/// FNV-1a, the one hash that is the same on every run and machine (unlike `Hasher`): file
/// names, shard assignment, cause keys, font digests and drawing digests all use it.
///
/// ```swift
/// var hash = StableHash()
/// hash.combine("EBToast")
/// hash.combine(2.5)
/// hash.hex          // "9f2c1d3e4b5a6978"
/// StableHash.fnv1a32("EBCounter/count-3")   // a shard's hash
/// ```
package struct StableHash: Sendable, Hashable {
    /// The 64-bit value so far.
    package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    package init() {}

    /// Mixes in one byte.
    package mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Mixes in `bytes`, read as one buffer when the sequence has one (font files are a megabyte or more).
    package mutating func combine(bytes: some Sequence<UInt8>) {
        var hash = value
        let read: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return true
        }
        if read == nil {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        value = hash
    }

    /// Mixes in the eight bytes of `number`, least significant first.
    package mutating func combine(_ number: UInt64) {
        // A range, not stride(from:to:by:): unoptimised (the tests' debug build), a stride's
        // iterator looks up its generic metadata at every step.
        for byte in 0..<8 { combine(UInt8(truncatingIfNeeded: number >> UInt64(byte * 8))) }
    }

    /// Mixes in `number` (an `Int`'s two's complement).
    package mutating func combine(_ number: Int) { combine(UInt64(bitPattern: Int64(number))) }

    /// Mixes in `number`'s bits, with `-0` as `0` (the same point, one digest).
    package mutating func combine(_ number: Double) { combine(number == 0 ? 0 : number.bitPattern) }

    /// Mixes in `flag` as one byte.
    package mutating func combine(_ flag: Bool) { combine(flag ? 1 as UInt8 : 0) }

    /// Mixes in `text`'s UTF-8 bytes after their count, so `"ab" + "c"` and `"a" + "bc"` differ.
    package mutating func combine(_ text: String) {
        combine(text.utf8.count)
        combine(bytes: text.utf8)
    }

    /// The value as 16 lowercase hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// FNV-1a 64 of `bytes` as 16 hex digits.
    package static func fnv1a64(_ bytes: some Sequence<UInt8>) -> String {
        var hash = StableHash()
        hash.combine(bytes: bytes)
        return hash.hex
    }

    /// 32-bit FNV-1a of `text`'s UTF-8 bytes (shards and shortened file names keep using the
    /// 32-bit form, so their assignments and names do not move).
    package static func fnv1a32(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
