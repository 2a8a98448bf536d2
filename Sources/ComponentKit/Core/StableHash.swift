/// A hash that is the same on every run and machine (unlike `Hasher`), for file names and shard assignment.
package enum StableHash {
    /// 32-bit FNV-1a of the UTF-8 bytes.
    package static func fnv1a32(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
