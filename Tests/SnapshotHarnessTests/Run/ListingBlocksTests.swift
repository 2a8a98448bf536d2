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

    @Test func theScopedBlocksAndTheHeaderComeFromTheCurrentText() {
        let current = "# header: 4 variants\na  12×10\nb\n  fact 1 changed\nc\n  fact 3\nd\n  fact 4 changed\n"
        let spliced = ListingBlocks.splice(recorded: recorded, current: current, names: ["b"])
        #expect(spliced == "# header: 4 variants\na  10×10\nb\n  fact 1 changed\nd\n  fact 4\n")
        let sized = ListingBlocks.splice(recorded: recorded, current: current, names: ["a"])
        #expect(
            sized == "# header: 4 variants\na  12×10\nb\n  fact 1\n  fact 2\nd\n  fact 4\n", "a block keyed by its name before two spaces")
    }

    @Test func aNewBlockGoesAfterTheOneBeforeItInTheCurrentText() {
        let current = "# header: 4 variants\na  10×10\nb\n  fact 1\n  fact 2\nc\n  fact 3\nd\n  fact 4\n"
        let spliced = ListingBlocks.splice(recorded: recorded, current: current, names: ["c"])
        #expect(spliced == current)
        let first = ListingBlocks.splice(recorded: recorded, current: "# h\nz\n  fact 0\n" + current.dropFirst(21), names: ["z"])
        #expect(first.hasPrefix("# h\nz\n  fact 0\na  10×10\n"), "\(first)")
    }

    @Test func blocksOutsideTheScopeAreKeptEvenWhenTheCurrentTextLacksThem() {
        let spliced = ListingBlocks.splice(recorded: recorded, current: "# header: 3 variants\nb\n  fact 1\n", names: ["b"])
        #expect(spliced == "# header: 3 variants\na  10×10\nb\n  fact 1\nd\n  fact 4\n")
    }
}
