internal import CDeflate

/// The CRC-32 PNG puts after each chunk (ISO 3309, as zlib and libdeflate compute it).
enum CRC32 {
    /// The CRC-32 of `bytes`, continuing from `initial` (0 to start).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing initial: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress else { return initial }
        return libdeflate_crc32(initial, base, bytes.count)
    }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}
