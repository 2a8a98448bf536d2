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

    /// Contents of `lengthCode`, built once: unoptimized builds would spend more time building
    /// the tables than compressing a small image.
    private static let lengthCodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for code in 0..<lengthCodeCount {
            let base = Int(lengthBase[code])
            let span = code == 28 ? 1 : 1 << Int(lengthExtraBits[code])
            for length in base..<min(base + span, 259) { table[length] = UInt8(code) }
        }
        table[258] = 28
        return table
    }()
    /// Contents of `distanceCode`, built once.
    private static let distanceCodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for code in 0..<distanceCodeCount {
            let first = Int(distanceBase[code]) - 1
            let last = first + (1 << Int(distanceExtraBits[code])) - 1
            if first < 256 {
                for value in first...min(last, 255) { table[value] = UInt8(code) }
            }
            if last >= 256 {
                for slot in (max(first, 256) >> 7)...(last >> 7) { table[256 + slot] = UInt8(code) }
            }
        }
        return table
    }()

    /// Builds the lookup tables; call `deallocate()` when done.
    init() {
        lengthCode = .allocate(capacity: 259)
        lengthCode.initialize(from: CodeTables.lengthCodeTable, count: 259)
        distanceCode = .allocate(capacity: 512)
        distanceCode.initialize(from: CodeTables.distanceCodeTable, count: 512)
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
