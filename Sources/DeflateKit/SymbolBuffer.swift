/// The literals and matches parsed so far, with the symbol frequencies of the current chunk.
///
/// Each entry is a `UInt32`: a literal is `byte << 16`; a match is
/// `length << 16 | distance` (distance 1...32768, so a nonzero low half marks a match).
final class SymbolBuffer {
    /// Number of literal/length symbols (0...285, with room up to 287).
    static let literalAlphabetSize = 288
    /// Number of distance symbols (0...29, with room up to 31).
    static let distanceAlphabetSize = 32
    /// End-of-block symbol.
    static let endOfBlock = 256

    /// The entries.
    let entries: UnsafeMutablePointer<UInt32>
    /// Number of entries that fit.
    let capacity: Int
    /// Number of entries recorded.
    var count = 0
    /// Frequencies of the literal/length symbols of the current chunk (end-of-block not counted).
    let literalFrequencies: UnsafeMutablePointer<UInt32>
    /// Frequencies of the distance symbols of the current chunk.
    let distanceFrequencies: UnsafeMutablePointer<UInt32>

    /// An empty buffer whose `capacity` entries are at `entries` (which it does not own).
    init(entries: UnsafeMutablePointer<UInt32>, capacity: Int) {
        self.capacity = capacity
        self.entries = entries
        literalFrequencies = .allocate(capacity: SymbolBuffer.literalAlphabetSize)
        literalFrequencies.initialize(repeating: 0, count: SymbolBuffer.literalAlphabetSize)
        distanceFrequencies = .allocate(capacity: SymbolBuffer.distanceAlphabetSize)
        distanceFrequencies.initialize(repeating: 0, count: SymbolBuffer.distanceAlphabetSize)
    }

    deinit {
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
    }

    /// Sets all frequencies to zero, keeping the entries.
    func resetFrequencies() {
        // Plain loops: unoptimized, `update(repeating:)` makes a generic call per element.
        let literalFrequencies = self.literalFrequencies
        let distanceFrequencies = self.distanceFrequencies
        let literalCount = SymbolBuffer.literalAlphabetSize
        let distanceCount = SymbolBuffer.distanceAlphabetSize
        var symbol = 0
        while symbol < literalCount {
            literalFrequencies[symbol] = 0
            symbol += 1
        }
        symbol = 0
        while symbol < distanceCount {
            distanceFrequencies[symbol] = 0
            symbol += 1
        }
    }
}
