import SnapshotCore

/// A listing made of one block per variant (`provenance.txt`, `accessibility.txt`,
/// `variants.txt`): header lines, then each variant's name at the start of a line of its own
/// (`variants.txt` adds its size after two spaces) followed by its indented lines.
///
/// A listing is read as its bytes are, whatever its line endings: a line ends at LF, CRLF or a
/// lone CR, and a leading byte-order mark is kept apart. Rewriting some blocks keeps every
/// byte of the others (their line endings included) and writes the lines it replaces with the
/// file's own line ending (its first), so an editor's CRLF file stays CRLF. The harness writes LF.
struct ListingBlocks {
    /// A listing or block that cannot be rewritten safely, with the reason in words.
    struct Refusal: Error, CustomStringConvertible {
        var reason = "one change's lines cannot be told apart in it"
        var description: String { reason }
    }

    /// One line: its text and the line break that ends it (empty for a last line without one).
    struct Line: Equatable {
        var text: String
        var ending: String
    }

    /// A variant's block: the line naming it, then its own lines.
    struct Block {
        var name: Line
        var lines: [Line]
        /// The variant it names: its first line up to two spaces, as bytes.
        var key: PathBytes.Key { ListingBlocks.key(name.text) }
    }

    /// Whether the text began with a byte-order mark (U+FEFF).
    var byteOrderMark = false
    /// The line break new lines get: the file's first, LF when it has none.
    var ending = "\n"
    var header: [Line] = []
    var blocks: [Block] = []
    /// Each block's index by its name (the first, should a name repeat).
    private var index: [PathBytes.Key: Int] = [:]

    /// The blocks of `text`.
    init(_ text: String) {
        var body = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" {
            byteOrderMark = true
            body = Substring(text.unicodeScalars.dropFirst())
        }
        let lines = Self.lines(of: body)
        if let first = lines.first(where: { !$0.ending.isEmpty }) { ending = first.ending }
        for line in lines {
            if line.text.hasPrefix("  "), !blocks.isEmpty {
                blocks[blocks.count - 1].lines.append(line)
            } else if line.text.hasPrefix("#") && blocks.isEmpty {
                header.append(line)
            } else {
                let block = Block(name: line, lines: [])
                if index[block.key] == nil { index[block.key] = blocks.count }
                blocks.append(block)
            }
        }
    }

    /// The lines of `text`, each with the break that ends it (LF, CRLF or CR).
    static func lines(of text: Substring) -> [Line] {
        var lines: [Line] = []
        let bytes = text.utf8
        var start = bytes.startIndex, cursor = bytes.startIndex
        while cursor < bytes.endIndex {
            let byte = bytes[cursor]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                cursor = bytes.index(after: cursor)
                continue
            }
            var end = bytes.index(after: cursor)
            if byte == UInt8(ascii: "\r"), end < bytes.endIndex, bytes[end] == UInt8(ascii: "\n") { end = bytes.index(after: end) }
            lines.append(Line(text: String(text[start..<cursor]), ending: String(text[cursor..<end])))
            start = end
            cursor = end
        }
        if start < bytes.endIndex { lines.append(Line(text: String(text[start...]), ending: "")) }
        return lines
    }

    /// The variant a block's first line names: the line up to two spaces.
    static func key(_ line: some StringProtocol) -> PathBytes.Key {
        PathBytes.Key(line.range(of: "  ").map { line[..<$0.lowerBound] } ?? line[...])
    }

    /// Whether the listing has a block for the variant `name`.
    func contains(_ name: String) -> Bool { index[PathBytes.Key(name)] != nil }

    /// The variants' names, in the listing's order.
    var names: [String] { blocks.map(Self.name(of:)) }

    /// The variant `block` names, as text.
    private static func name(of block: Block) -> String {
        let text = block.name.text
        return String(text.range(of: "  ").map { text[..<$0.lowerBound] } ?? text[...])
    }

    /// The whole block of the variant `name`, its first line included, as its lines' texts.
    func block(of name: String) -> [String]? {
        index[PathBytes.Key(name)].map { [blocks[$0].name.text] + blocks[$0].lines.map(\.text) }
    }

    /// The header's lines, as text.
    var headerTexts: [String] { header.map(\.text) }

    /// One piece of a listing made from pieces (``text(of:)``).
    enum Piece {
        /// This listing's header, its bytes kept.
        case header
        /// This listing's block of the variant, its bytes kept.
        case block(String)
        /// Lines written anew, with this listing's line ending.
        case lines([String])
    }

    /// A listing in this one's form (its byte-order mark and line ending) made of `pieces`: its
    /// own header and blocks with their bytes, and new lines.
    func text(of pieces: [Piece]) -> String {
        text(
            pieces.flatMap { piece -> [Line] in
                switch piece {
                case .header: header
                case .block(let name): index[PathBytes.Key(name)].map { [blocks[$0].name] + blocks[$0].lines } ?? []
                case .lines(let texts): fresh(texts)
                }
            })
    }

    /// The lines of the block named `name`, if there is one.
    func lines(of name: String) -> [String]? {
        index[PathBytes.Key(name)].map { blocks[$0].lines.map(\.text) }
    }

    /// `texts` as new lines, each ending as this file's lines do.
    private func fresh(_ texts: [String]) -> [Line] { texts.map { Line(text: $0, ending: ending) } }

    /// Another listing's `block` as this file writes it: its text, with this file's line ending.
    private func rewritten(_ block: Block) -> Block {
        Block(name: Line(text: block.name.text, ending: ending), lines: fresh(block.lines.map(\.text)))
    }

    /// `lines` as the file's text: after the byte-order mark when the listing had one, each line
    /// with its own break, and a line that had none (the old last line) given the file's when
    /// another follows it.
    private func text(_ lines: [Line]) -> String {
        var out = byteOrderMark ? "\u{FEFF}" : ""
        for (offset, line) in lines.enumerated() {
            out += line.text
            out += line.ending.isEmpty && offset < lines.count - 1 ? ending : line.ending
        }
        return out
    }

    /// This listing with each block's lines as `take` makes them from its own and `other`'s block
    /// of that name (nil when `other` has none); nil when `take` refuses a block by throwing. A
    /// block `take` returns unchanged keeps its bytes.
    func replacing(from other: ListingBlocks, _ take: (_ name: String, _ old: [String], _ new: [String]?) throws -> [String])
        -> String?
    {
        var lines = header
        for block in blocks {
            lines.append(block.name)
            let old = block.lines.map(\.text)
            guard let replacement = try? take(block.name.text, old, other.lines(of: block.name.text)) else { return nil }
            lines += replacement == old ? block.lines : fresh(replacement)
        }
        return text(lines)
    }

    /// `recorded` with its header and the blocks of the variants `names` as `current` has them,
    /// every other block as recorded, byte for byte: what checking or recording only those
    /// variants compares and writes. A block `recorded` lacks goes after the block `current` puts
    /// before it. The new lines end as the recorded file's do; its byte-order mark stays.
    ///
    /// - Throws: ``Refusal`` when the result would hold fewer blocks than `recorded` less those
    ///   of `names` that `current` no longer has (a listing it cannot take apart safely).
    static func splice(recorded: String, current: String, names: Set<String>) throws -> String {
        let old = ListingBlocks(recorded), new = ListingBlocks(current)
        let scoped = Set(names.map(PathBytes.Key.init))
        var blocks: [Block] = old.blocks.compactMap { block in
            guard scoped.contains(block.key) else { return block }
            return new.index[block.key].map { old.rewritten(new.blocks[$0]) }
        }
        let removed = old.blocks.filter { scoped.contains($0.key) && new.index[$0.key] == nil }.count
        for (position, block) in new.blocks.enumerated() where scoped.contains(block.key) && old.index[block.key] == nil {
            let present = Dictionary(blocks.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            let after = new.blocks[..<position].reversed().lazy.compactMap { present[$0.key] }.first
            blocks.insert(old.rewritten(block), at: after.map { $0 + 1 } ?? 0)
        }
        guard blocks.count >= old.blocks.count - removed else {
            throw Refusal(reason: "rewriting it would leave \(blocks.count) of its \(old.blocks.count) variant blocks")
        }
        let lines = old.fresh(new.header.map(\.text)) + blocks.flatMap { [$0.name] + $0.lines }
        return lines.isEmpty ? "" : old.text(lines)
    }
}
