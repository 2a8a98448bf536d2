/// Deflate's length and distance alphabets (RFC 1951 §3.2.5) as lookup tables.
struct CodeTables {
    /// Number of length codes (symbols 257...285 of the literal/length alphabet).
    static let lengthCodeCount = 29
    /// Number of distance codes.
    static let distanceCodeCount = 30

    /// Extra bits of each length code.
    static let lengthExtraBits: [UInt8] = (0..<29).map { (code: Int) -> UInt8 in
        if code < 8 || code == 28 { return 0 }
        return UInt8((code - 4) / 4)
    }
    /// Smallest length of each length code.
    static let lengthBase: [UInt16] = {
        var bases = [UInt16](repeating: 0, count: 29)
        var length = 3
        for code in 0..<28 {
            bases[code] = UInt16(length)
            length += 1 << Int(lengthExtraBits[code])
        }
        bases[28] = 258
        return bases
    }()
    /// Extra bits of each distance code.
    static let distanceExtraBits: [UInt8] = (0..<30).map { (code: Int) -> UInt8 in
        code < 4 ? 0 : UInt8(code / 2 - 1)
    }
    /// Smallest distance of each distance code.
    static let distanceBase: [UInt16] = {
        var bases = [UInt16](repeating: 0, count: 30)
        var distance = 1
        for code in 0..<30 {
            bases[code] = UInt16(distance)
            distance += 1 << Int(distanceExtraBits[code])
        }
        return bases
    }()

    /// Length code (0...28) of each match length, indexed by the length (3...258).
    let lengthCode: UnsafeMutablePointer<UInt8>
    /// Distance code of `distance - 1` below 256, then of `(distance - 1) >> 7` at offset 256.
    let distanceCode: UnsafeMutablePointer<UInt8>

    /// Builds the lookup tables; call `deallocate()` when done.
    init() {
        lengthCode = .allocate(capacity: 259)
        lengthCode.initialize(repeating: 0, count: 259)
        for code in 0..<CodeTables.lengthCodeCount {
            let base = Int(CodeTables.lengthBase[code])
            let span = code == 28 ? 1 : 1 << Int(CodeTables.lengthExtraBits[code])
            for length in base..<min(base + span, 259) { lengthCode[length] = UInt8(code) }
        }
        lengthCode[258] = 28
        distanceCode = .allocate(capacity: 512)
        distanceCode.initialize(repeating: 0, count: 512)
        for code in 0..<CodeTables.distanceCodeCount {
            let first = Int(CodeTables.distanceBase[code]) - 1
            let last = first + (1 << Int(CodeTables.distanceExtraBits[code])) - 1
            if first < 256 {
                for value in first...min(last, 255) { distanceCode[value] = UInt8(code) }
            }
            if last >= 256 {
                for slot in (max(first, 256) >> 7)...(last >> 7) { distanceCode[256 + slot] = UInt8(code) }
            }
        }
    }

    /// The distance code (0...29) of a distance in 1...32768.
    @inline(__always)
    func code(ofDistance distance: Int) -> Int {
        let value = distance &- 1
        return value < 256 ? Int(distanceCode[value]) : Int(distanceCode[256 &+ (value &>> 7)])
    }

    /// Releases the tables.
    func deallocate() {
        lengthCode.deallocate()
        distanceCode.deallocate()
    }
}
