import Testing

@testable import SnapshotHarness

/// A listing spliced for some variants keeps every other block as recorded.
@Suite struct ListingBlocksTests {
    let recorded = """
        # header: 3 variants
        a  10×10
        b
          fact 1
          fact 2
        d
          fact 4

        """

    @Test func theScopedBlocksAndTheHeaderComeFromTheCurrentText() throws {
        let current = "# header: 4 variants\na  12×10\nb\n  fact 1 changed\nc\n  fact 3\nd\n  fact 4 changed\n"
        let spliced = try ListingBlocks.splice(recorded: recorded, current: current, names: ["b"])
        #expect(spliced == "# header: 4 variants\na  10×10\nb\n  fact 1 changed\nd\n  fact 4\n")
        let sized = try ListingBlocks.splice(recorded: recorded, current: current, names: ["a"])
        #expect(
            sized == "# header: 4 variants\na  12×10\nb\n  fact 1\n  fact 2\nd\n  fact 4\n", "a block keyed by its name before two spaces")
    }

    @Test func aNewBlockGoesAfterTheOneBeforeItInTheCurrentText() throws {
        let current = "# header: 4 variants\na  10×10\nb\n  fact 1\n  fact 2\nc\n  fact 3\nd\n  fact 4\n"
        let spliced = try ListingBlocks.splice(recorded: recorded, current: current, names: ["c"])
        #expect(spliced == current)
        let first = try ListingBlocks.splice(recorded: recorded, current: "# h\nz\n  fact 0\n" + current.dropFirst(21), names: ["z"])
        #expect(first.hasPrefix("# h\nz\n  fact 0\na  10×10\n"), "\(first)")
    }

    @Test func blocksOutsideTheScopeAreKeptEvenWhenTheCurrentTextLacksThem() throws {
        let spliced = try ListingBlocks.splice(recorded: recorded, current: "# header: 3 variants\nb\n  fact 1\n", names: ["b"])
        #expect(spliced == "# header: 3 variants\na  10×10\nb\n  fact 1\nd\n  fact 4\n")
    }

    /// The recorded listing with `ending` for each line break, after a BOM when `bom`.
    func recorded(_ ending: String, bom: Bool) -> String {
        (bom ? "\u{FEFF}" : "") + recorded.replacingOccurrences(of: "\n", with: ending)
    }

    @Test(arguments: ["\n", "\r\n", "\r"], [false, true])
    func aSpliceKeepsEveryByteOutsideTheBlocksItRewrites(ending: String, bom: Bool) throws {
        let current = "# header: 3 variants\na  10×10\nb\n  fact 1 changed\nd\n  fact 4\n"
        let spliced = try ListingBlocks.splice(recorded: recorded(ending, bom: bom), current: current, names: ["b"])
        let expected =
            (bom ? "\u{FEFF}" : "")
            + "# header: 3 variants\na  10×10\nb\n  fact 1 changed\nd\n  fact 4\n"
            .replacingOccurrences(of: "\n", with: ending)
        #expect(Array(spliced.utf8) == Array(expected.utf8))
        let unchanged = try ListingBlocks.splice(recorded: recorded(ending, bom: bom), current: recorded, names: ["a", "b", "d"])
        #expect(Array(unchanged.utf8) == Array(recorded(ending, bom: bom).utf8), "a splice of what is recorded changes no byte")
    }

    @Test func mixedEndingsAndAMissingLastBreakAreKeptAsTheyAre() throws {
        let mixed = "# header: 3 variants\r\na  10×10\nb\r  fact 1\r\n  fact 2\nd\r\n  fact 4"
        let spliced = try ListingBlocks.splice(recorded: mixed, current: "# header: 3 variants\nb\n  fact 1 changed\n", names: ["b"])
        #expect(Array(spliced.utf8) == Array("# header: 3 variants\r\na  10×10\nb\r\n  fact 1 changed\r\nd\r\n  fact 4".utf8))
        let added = try ListingBlocks.splice(recorded: mixed, current: "# h\nd\n  fact 4\ne\n  fact 5\n", names: ["e"])
        #expect(Array(added.utf8) == Array("# h\r\na  10×10\nb\r  fact 1\r\n  fact 2\nd\r\n  fact 4\r\ne\r\n  fact 5\r\n".utf8))
    }

    @Test func aByteOrderMarkIsNotABlock() throws {
        let blocks = ListingBlocks("\u{FEFF}# header\r\na\r\n  fact\r\n")
        #expect(blocks.byteOrderMark && blocks.header.map(\.text) == ["# header"] && blocks.blocks.map(\.name.text) == ["a"])
        #expect(blocks.lines(of: "a") == ["  fact"])
    }

    @Test func replacingKeepsTheBytesOfEveryBlockLeftAsItWas() throws {
        let text = recorded("\r\n", bom: true)
        let blocks = ListingBlocks(text)
        let same = blocks.replacing(from: blocks) { _, old, _ in old }
        #expect(same.map { Array($0.utf8) } == Array(text.utf8))
        let changed = blocks.replacing(from: blocks) { name, old, _ in name == "d" ? ["  fact 4 changed"] : old }
        #expect(changed.map { Array($0.utf8) } == Array(text.replacingOccurrences(of: "fact 4", with: "fact 4 changed").utf8))
    }
}
