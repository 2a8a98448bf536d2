/// A listing made of one block per variant (`provenance.txt`): header lines, then each variant's
/// name on a line of its own followed by its indented lines.
struct ListingBlocks {
    var header: [String] = []
    var blocks: [(name: String, lines: [String])] = []

    /// The blocks of `text`.
    init(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            if line.hasPrefix("  "), !blocks.isEmpty {
                blocks[blocks.count - 1].lines.append(String(line))
            } else if line.hasPrefix("#") && blocks.isEmpty {
                header.append(String(line))
            } else {
                blocks.append((String(line), []))
            }
        }
    }

    /// The lines of the block named `name`, if there is one.
    func lines(of name: String) -> [String]? {
        blocks.first { $0.name == name }?.lines
    }

    /// This listing with each block whose name `take` accepts replaced by `other`'s block of that
    /// name; nil when `other` lacks one.
    func replacing(from other: ListingBlocks, where take: (String) -> Bool) -> String? {
        var lines = header
        for block in blocks {
            lines.append(block.name)
            if take(block.name) {
                guard let replacement = other.lines(of: block.name) else { return nil }
                lines += replacement
            } else {
                lines += block.lines
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
