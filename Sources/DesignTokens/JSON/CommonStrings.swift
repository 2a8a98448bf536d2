/// The member names and values token files repeat most, so the parser can hand out a string
/// literal instead of building (and validating) a new string for every occurrence.
///
/// The literals are data: a table by length, each literal's bytes packed into two words. A
/// candidate's bytes are packed the same way once and compared with the few literals of its
/// length. A match costs no allocation and no UTF-8 validation (every literal here is ASCII and
/// at most 15 bytes, a small string); anything else is built as usual.
enum CommonStrings {
    /// The literals, all different, each of 2 to 15 ASCII bytes.
    static let literals: [String] = [
        "px", "ms", "hex", "hsl", "hwb", "rem", "unit", "srgb", "$ref", "blur", "butt", "dark", "none", "$type",
        "$root", "alpha", "color", "delay", "inset", "light", "modes", "oklch", "oklab", "round", "style", "solid",
        "value", "width", "$value", "border", "number", "shadow", "spread", "lineCap", "offsetX", "offsetY",
        "duration", "fontSize", "gradient", "position", "dimension", "dashArray", "colorSpace", "components",
        "display-p3", "fontFamily", "fontWeight", "lineHeight", "typography", "transition", "$extensions",
        "cubicBezier", "strokeStyle", "$description", "letterSpacing", "timingFunction",
    ]

    /// A literal's bytes as two little-endian words (zero past its end), and the literal itself.
    private struct Entry {
        let low: UInt64
        let high: UInt64
        let string: String
    }

    /// The literals by length: `byLength[n]` holds those of `n` bytes.
    private static let byLength: [[Entry]] = {
        var table = [[Entry]](repeating: [], count: 16)
        for literal in literals {
            let bytes = Array(literal.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { words($0.baseAddress!, count: $0.count) }
            table[bytes.count].append(Entry(low: low, high: high, string: literal))
        }
        return table
    }()

    /// The `count` (at most 16) bytes at `bytes` as two little-endian words, zero past the end.
    @inline(__always)
    private static func words(_ bytes: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<count {
            if index < 8 {
                low |= UInt64(bytes[index]) &<< (8 &* UInt64(index))
            } else {
                high |= UInt64(bytes[index]) &<< (8 &* UInt64(index &- 8))
            }
        }
        return (low, high)
    }

    /// The literal whose bytes are `bytes[range]`, or nil.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        let count = range.count
        guard count < byLength.count, let base = bytes.baseAddress else { return nil }
        let (low, high) = words(base + range.lowerBound, count: count)
        for entry in byLength[count] where entry.low == low && entry.high == high {
            return entry.string
        }
        return nil
    }
}
