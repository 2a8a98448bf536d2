/// Reads a fact's line (``Provenance/Fact/init(line:)``) by its bytes, when every character of
/// it is one ASCII byte or the arrow `←`: the separators (`" "`, `" = "`, `"  "`, `" ← "`) are
/// ASCII, so in such a line they are found at the bytes where the characters hold them, and each
/// part is the same text.
enum FactLineBytes {
    /// What reading a line by its bytes gave.
    enum Parsed {
        case fact(Provenance.Fact)
        /// A plain line that holds no fact.
        case notAFact
        /// A line with other characters: read it by its characters.
        case notPlain
    }

    /// The arrow `←` (U+2190) in UTF-8.
    private static let arrow: [UInt8] = [0xE2, 0x86, 0x90]
    private static let equals = Array(" = ".utf8), twoSpaces = Array("  ".utf8), aliasSeparator = Array(" ← ".utf8)
    private static let aliasesStart = Array("← ".utf8), fileStart = Array("@ ".utf8)

    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Parsed {
        guard isPlain(line) else { return .notPlain }
        guard let space = line.firstIndex(of: UInt8(ascii: " ")),
            let kind = Provenance.Fact.Kind(rawValue: text(line, 0..<space)),
            let equals = find(Self.equals, in: line, from: space),
            // `kind = value`, with no subject: not a line ``Provenance/Fact/line`` writes.
            equals.lowerBound > space
        else { return .notAFact }
        let separator = find(twoSpaces, in: line, from: equals.upperBound)
        var origin = Provenance.Fact.Origin()
        if let separator {
            for part in split(line, separator.upperBound..<line.count, on: twoSpaces) {
                if line[part].starts(with: aliasesStart) {
                    origin.aliases = split(line, part.lowerBound + aliasesStart.count..<part.upperBound, on: aliasSeparator).map {
                        text(line, $0)
                    }
                }
                if line[part].starts(with: fileStart) { origin.file = text(line, part.lowerBound + fileStart.count..<part.upperBound) }
            }
        }
        return .fact(
            Provenance.Fact(
                kind: kind, subject: text(line, space + 1..<equals.lowerBound),
                value: text(line, equals.upperBound..<(separator?.lowerBound ?? line.count)), origin: origin))
    }

    /// Whether every byte is ASCII or part of an arrow.
    private static func isPlain(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < line.count {
            if line[index] < 0x80 {
                index += 1
            } else if line[index...].starts(with: arrow) {
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// The first range of `needle` at or after `start`.
    private static func find(_ needle: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var index = start
        while index + needle.count <= line.count {
            if line[index..<index + needle.count].elementsEqual(needle) { return index..<index + needle.count }
            index += 1
        }
        return nil
    }

    /// `range` cut at each `needle`, left to right, as `components(separatedBy:)` cuts it.
    private static func split(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, on needle: [UInt8]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        let slice = UnsafeBufferPointer(rebasing: line[..<range.upperBound])
        while let found = find(needle, in: slice, from: start) {
            parts.append(start..<found.lowerBound)
            start = found.upperBound
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    private static func text(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
    }
}
