/// Growable byte buffer that deflate's bit stream is written into, least significant bit first.
struct BitWriter {
    /// Spare bytes kept past the written data so that a 64-bit store never leaves the buffer.
    private static let slack = 16

    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whole bytes written so far.
    private(set) var byteCount = 0
    /// Bits not yet stored, in the low `pendingCount` bits.
    private var pending: UInt64 = 0
    /// Number of valid bits in `pending` (0...7 between calls).
    private(set) var pendingCount = 0

    /// Creates a writer with room for about `initialCapacity` bytes.
    init(initialCapacity: Int) {
        capacity = max(initialCapacity, 64) + BitWriter.slack
        storage = .allocate(capacity: capacity)
    }

    /// Bits written so far, including the pending ones.
    var bitCount: Int { byteCount * 8 + pendingCount }

    /// Makes sure that `bytes` more bytes can be written without checks.
    mutating func reserve(_ bytes: Int) {
        let needed = byteCount + bytes + BitWriter.slack
        if needed <= capacity { return }
        let newCapacity = max(needed, capacity * 2)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: byteCount)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// Appends the low `count` bits of `bits` (`count` ≤ 56, upper bits zero); room must be reserved.
    ///
    /// All eight bytes of `pending` are stored one by one, which optimized builds merge into one
    /// store and unoptimized ones run inline (`storeBytes` and `littleEndian` are generic calls).
    @inline(__always)
    mutating func write(_ bits: UInt64, count: Int) {
        pending |= bits &<< UInt64(truncatingIfNeeded: pendingCount)
        pendingCount &+= count
        let target = storage + byteCount
        target[0] = UInt8(truncatingIfNeeded: pending)
        target[1] = UInt8(truncatingIfNeeded: pending &>> 8)
        target[2] = UInt8(truncatingIfNeeded: pending &>> 16)
        target[3] = UInt8(truncatingIfNeeded: pending &>> 24)
        target[4] = UInt8(truncatingIfNeeded: pending &>> 32)
        target[5] = UInt8(truncatingIfNeeded: pending &>> 40)
        target[6] = UInt8(truncatingIfNeeded: pending &>> 48)
        target[7] = UInt8(truncatingIfNeeded: pending &>> 56)
        let whole = pendingCount &>> 3
        byteCount &+= whole
        pending = pending &>> UInt64(truncatingIfNeeded: whole &<< 3)
        pendingCount &= 7
    }

    /// Pads with zero bits up to the next byte boundary.
    mutating func alignToByte() {
        if pendingCount > 0 { write(0, count: 8 - pendingCount) }
    }

    /// Appends raw bytes; the writer must be byte-aligned and room reserved.
    mutating func writeBytes(_ bytes: UnsafePointer<UInt8>, count: Int) {
        (storage + byteCount).update(from: bytes, count: count)
        byteCount += count
    }

    /// Returns the bytes written (padding the last partial byte) and releases the buffer.
    mutating func finish() -> [UInt8] {
        alignToByte()
        let result = [UInt8](UnsafeBufferPointer(start: storage, count: byteCount))
        storage.deallocate()
        capacity = 0
        byteCount = 0
        return result
    }
}
