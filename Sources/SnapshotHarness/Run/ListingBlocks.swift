/// A listing made of one block per variant (`provenance.txt`, `accessibility.txt`,
/// `variants.txt`): header lines, then each variant's name at the start of a line of its own
/// (`variants.txt` adds its size after two spaces) followed by its indented lines.
struct ListingBlocks {
    /// A block one change's lines cannot be told apart in.
    struct Refusal: Error {}

    var header: [String] = []
    var blocks: [(name: String, lines: [String])] = []
    /// Each block's index by its name (the first, should a name repeat).
    private var index: [String: Int] = [:]

    /// The blocks of `text`.
    init(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            if line.hasPrefix("  "), !blocks.isEmpty {
                blocks[blocks.count - 1].lines.append(String(line))
            } else if line.hasPrefix("#") && blocks.isEmpty {
                header.append(String(line))
            } else {
                if index[Self.key(line)] == nil { index[Self.key(line)] = blocks.count }
                blocks.append((String(line), []))
            }
        }
    }

    /// The variant a block's first line names: the line up to two spaces.
    static func key(_ line: some StringProtocol) -> String {
        String(line.range(of: "  ").map { line[..<$0.lowerBound] } ?? line[...])
    }

    /// Whether the listing has a block for the variant `name`.
    func contains(_ name: String) -> Bool { index[name] != nil }

    /// The variants' names, in the listing's order.
    var names: [String] { blocks.map { Self.key($0.name) } }

    /// The whole block of the variant `name`, its first line included, if there is one.
    func block(of name: String) -> [String]? {
        index[name].map { [blocks[$0].name] + blocks[$0].lines }
    }

    /// The lines of the block named `name`, if there is one.
    func lines(of name: String) -> [String]? {
        index[name].map { blocks[$0].lines }
    }

    /// This listing with each block's lines as `take` makes them from its own and `other`'s block
    /// of that name (nil when `other` has none); nil when `take` refuses a block by throwing.
    func replacing(from other: ListingBlocks, _ take: (_ name: String, _ old: [String], _ new: [String]?) throws -> [String])
        -> String?
    {
        var lines = header
        for block in blocks {
            lines.append(block.name)
            guard let replacement = try? take(block.name, block.lines, other.lines(of: block.name)) else { return nil }
            lines += replacement
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `recorded` with its header and the blocks of the variants `names` as `current` has them,
    /// every other block as recorded: what checking or recording only those variants compares
    /// and writes. A block `recorded` lacks goes after the block `current` puts before it.
    static func splice(recorded: String, current: String, names: Set<String>) -> String {
        let old = ListingBlocks(recorded), new = ListingBlocks(current)
        var blocks: [(name: String, lines: [String])] = old.blocks.compactMap { block in
            let key = Self.key(block.name)
            guard names.contains(key) else { return block }
            return new.index[key].map { new.blocks[$0] }
        }
        for (position, block) in new.blocks.enumerated() where names.contains(Self.key(block.name)) && !old.contains(Self.key(block.name)) {
            let present = Dictionary(blocks.enumerated().map { (Self.key($1.name), $0) }, uniquingKeysWith: { first, _ in first })
            let after = new.blocks[..<position].reversed().lazy.compactMap { present[Self.key($0.name)] }.first
            blocks.insert(block, at: after.map { $0 + 1 } ?? 0)
        }
        let lines = new.header + blocks.flatMap { [$0.name] + $0.lines }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
