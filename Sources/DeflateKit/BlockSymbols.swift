/// A run of parsed entries (see `SymbolBuffer`) to be written as one block, with its frequencies.
struct BlockSymbols {
    /// The entries.
    let entries: UnsafePointer<UInt32>
    /// Number of entries.
    let count: Int
    /// Frequencies of literal/length symbols 0...285 (end-of-block not counted).
    let literalFrequencies: UnsafePointer<UInt32>
    /// Frequencies of distance codes 0...29.
    let distanceFrequencies: UnsafePointer<UInt32>
}
