/// Adler-32 checksum of RFC 1950, summed 16 bytes at a time in vector lanes.
///
/// A debug build sums a byte at a time instead (``vectorised`` false): unoptimised, the
/// `SIMD16` arithmetic makes generic calls for every lane, and the vector rounds were a third of
/// the PNG writer's time in the tests. Both give the same checksum; the tests check both.
struct Adler32 {
    /// The largest prime below 2^16.
    private static let modulus: UInt32 = 65521
    /// 16-byte blocks summed in 16-bit lanes before widening: 255 × n(n+1)/2 stays below 2^16.
    private static let blocksPerRound = 22
    /// Rounds per reduction modulo 65521, keeping every 32-bit sum from overflowing.
    private static let roundsPerReduction = 8

    /// Whether ``update(_:count:)`` sums in vector lanes (by default, unless this is a debug build).
    #if DEBUG
        static let vectorisedByDefault = false
    #else
        static let vectorisedByDefault = true
    #endif

    /// The checksum of the bytes seen so far.
    private(set) var value: UInt32 = 1
    /// Whether whole rounds of 16-byte blocks are summed in vector lanes (the rest a byte at a time).
    let vectorised: Bool

    init(vectorised: Bool = Adler32.vectorisedByDefault) {
        self.vectorised = vectorised
    }

    /// Adds `count` bytes starting at `bytes` to the checksum, 16 at a time in vector lanes.
    mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var a = value & 0xFFFF
        var b = value >> 16
        var pointer = UnsafeRawPointer(bytes)
        var remaining = count
        // Without vectors no round is whole: every byte goes through the loop at the end.
        let roundBytes = vectorised ? 16 * Adler32.blocksPerRound : Int.max
        // Lane weights: byte i of a 16-byte block is added 16 - i more times to `b` than to `a`.
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        while remaining >= roundBytes {
            var sums = SIMD16<UInt32>(repeating: 0)
            var prefixSums = SIMD16<UInt32>(repeating: 0)
            var blocksBefore: UInt32 = 0
            var rounds = 0
            while remaining >= roundBytes && rounds < Adler32.roundsPerReduction {
                // In 16-bit lanes: laneSums += x; lanePrefix += laneSums (after each block).
                var laneSums = SIMD16<UInt16>(repeating: 0)
                var lanePrefix = SIMD16<UInt16>(repeating: 0)
                for _ in 0..<Adler32.blocksPerRound {
                    let block = SIMD16<UInt16>(truncatingIfNeeded: pointer.loadUnaligned(as: SIMD16<UInt8>.self))
                    lanePrefix &+= laneSums
                    laneSums &+= block
                    pointer += 16
                }
                // prefixSums: per lane, each byte times the number of blocks after its own.
                let wideSums = SIMD16<UInt32>(truncatingIfNeeded: laneSums)
                prefixSums &+= SIMD16<UInt32>(truncatingIfNeeded: lanePrefix) &+ sums &* UInt32(Adler32.blocksPerRound)
                sums &+= wideSums
                blocksBefore &+= UInt32(Adler32.blocksPerRound)
                remaining -= roundBytes
                rounds += 1
            }
            // Over L bytes, b grows by L·a plus each byte times the number of bytes from it to the end.
            let totalBytes = blocksBefore &* 16
            let weighted = (prefixSums &* 16 &+ sums &* weights).wrappedSum()
            b = (b &+ totalBytes &* a % Adler32.modulus &+ weighted % Adler32.modulus) % Adler32.modulus
            a = (a &+ sums.wrappedSum() % Adler32.modulus) % Adler32.modulus
        }
        var index = 0
        let tail = bytes + (count - remaining)
        while index < remaining {
            a &+= UInt32(tail[index])
            b &+= a
            index += 1
            if index & 1023 == 0 {
                a %= Adler32.modulus
                b %= Adler32.modulus
            }
        }
        value = (b % Adler32.modulus) << 16 | a % Adler32.modulus
    }
}
