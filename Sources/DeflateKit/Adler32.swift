/// Adler-32 checksum of RFC 1950, summed 16 bytes at a time in vector lanes.
///
/// Unoptimized (DEBUG) builds run every SIMD operation as a generic call, about 50 MB/s; they
/// sum 8 bytes at a time in the 16-bit lanes of a `UInt64` instead, which is 20 times faster
/// there (and 2.5 times slower than the vectors when optimized). Both give the same checksum.
struct Adler32 {
    /// The largest prime below 2^16.
    private static let modulus: UInt32 = 65521
    /// Words summed per round by `updateByWords`: each 16-bit lane of the running sums reaches
    /// 255 × n(n−1)/2, which stays below 2^16.
    private static let wordsPerRound = 23
    /// 16-byte blocks summed in 16-bit lanes before widening: 255 × n(n+1)/2 stays below 2^16.
    private static let blocksPerRound = 22
    /// Rounds per reduction modulo 65521, keeping every 32-bit sum from overflowing.
    private static let roundsPerReduction = 8

    /// The checksum of the bytes seen so far.
    private(set) var value: UInt32 = 1

    /// Adds `count` bytes starting at `bytes` to the checksum.
    mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
        #if DEBUG
            updateByWords(bytes, count: count)
        #else
            updateByVectors(bytes, count: count)
        #endif
    }

    /// Adds `count` bytes starting at `bytes`, 16 at a time in vector lanes.
    mutating func updateByVectors(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var a = value & 0xFFFF
        var b = value >> 16
        var pointer = UnsafeRawPointer(bytes)
        var remaining = count
        let roundBytes = 16 * Adler32.blocksPerRound
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

    /// Adds `count` bytes starting at `bytes`, 8 at a time: the even and the odd bytes of each
    /// aligned 64-bit word are summed in four 16-bit lanes each.
    mutating func updateByWords(_ bytes: UnsafePointer<UInt8>, count: Int) {
        let modulus = UInt64(Adler32.modulus)
        var a = UInt64(value & 0xFFFF)
        var b = UInt64(value >> 16)
        // Bytes before the first 8-byte boundary, one at a time (fewer than 8: no overflow).
        let head = min(count, (8 &- Int(bitPattern: UInt(bitPattern: bytes)) & 7) & 7)
        var index = 0
        while index < head {
            a &+= UInt64(bytes[index])
            b &+= a
            index &+= 1
        }
        let wordCount = (count &- head) &>> 3
        // Byte i of a word must be its bits 8i..<8i+8 (`littleEndian` itself is a generic call).
        let swapBytes = 1.littleEndian != 1
        if wordCount > 0 {
            (bytes + head).withMemoryRebound(to: UInt64.self, capacity: wordCount) { words in
                let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
                let wordsPerRound = Adler32.wordsPerRound
                var word = 0
                while word < wordCount {
                    let roundEnd = wordCount &- word > wordsPerRound ? word &+ wordsPerRound : wordCount
                    let roundBytes = UInt64(truncatingIfNeeded: (roundEnd &- word) &<< 3)
                    // Lane sums of the words so far, and the sums of those before each word.
                    var evenSums: UInt64 = 0
                    var oddSums: UInt64 = 0
                    var evenPrefix: UInt64 = 0
                    var oddPrefix: UInt64 = 0
                    while word < roundEnd {
                        let x = swapBytes ? words[word].byteSwapped : words[word]
                        evenPrefix &+= evenSums
                        oddPrefix &+= oddSums
                        evenSums &+= x & lanes
                        oddSums &+= (x &>> 8) & lanes
                        word &+= 1
                    }
                    // Byte i of a word is added 8 - i more times to `b` than to `a`, and each
                    // word's bytes once more for each of the 8 bytes of every later word.
                    let e0 = evenSums & 0xFFFF
                    let e1 = (evenSums &>> 16) & 0xFFFF
                    let e2 = (evenSums &>> 32) & 0xFFFF
                    let e3 = evenSums &>> 48
                    let o0 = oddSums & 0xFFFF
                    let o1 = (oddSums &>> 16) & 0xFFFF
                    let o2 = (oddSums &>> 32) & 0xFFFF
                    let o3 = oddSums &>> 48
                    let prefix = Adler32.laneSum(evenPrefix) &+ Adler32.laneSum(oddPrefix)
                    let weighted = e0 &* 8 &+ o0 &* 7 &+ e1 &* 6 &+ o1 &* 5 &+ e2 &* 4 &+ o2 &* 3 &+ e3 &* 2 &+ o3
                    b = (b &+ roundBytes &* a &+ prefix &* 8 &+ weighted) % modulus
                    a = (a &+ e0 &+ e1 &+ e2 &+ e3 &+ o0 &+ o1 &+ o2 &+ o3) % modulus
                }
            }
            index = head &+ wordCount &<< 3
        }
        // At most 7 bytes are left.
        while index < count {
            a &+= UInt64(bytes[index])
            b &+= a
            index &+= 1
        }
        value = UInt32(truncatingIfNeeded: (b % modulus) &<< 16 | a % modulus)
    }

    /// Sum of the four 16-bit lanes of `x`.
    private static func laneSum(_ x: UInt64) -> UInt64 {
        (x & 0xFFFF) &+ ((x &>> 16) & 0xFFFF) &+ ((x &>> 32) & 0xFFFF) &+ (x &>> 48)
    }
}
