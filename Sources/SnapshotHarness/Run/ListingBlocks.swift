/// A listing made of one block per variant (`provenance.txt`): header lines, then each variant's
/// name on a line of its own followed by its indented lines.
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
                if index[String(line)] == nil { index[String(line)] = blocks.count }
                blocks.append((String(line), []))
            }
        }
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
}
