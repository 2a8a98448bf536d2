import EndToEndSupport
import Foundation
import TestSupport
import Testing

/// A listing is rewritten block by block, so the bytes outside the blocks it writes must come back
/// as they were: one that is not UTF-8 cannot, and is refused in words rather than repaired.
@Suite struct ListingBytesTests {
    /// `variants.txt` lacking one variant's block, with a byte 0xFF in another block's line (the
    /// fresh round of issue 44, class 2): `record --mode missing` exits 2, names the file and says
    /// why, and leaves it byte for byte (it used to write it back with U+FFFD in place of 0xFF).
    @Test func aListingThatIsNotUTF8IsNotSplicedByRecordMissing() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let listing = package.appendingPathComponent("Snapshots/EBCounter/variants.txt")
        let text = try String(contentsOf: listing, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let dropped = try #require(lines.firstIndex { $0.hasPrefix("count-10_limit-10_theme-light ") })
        lines.remove(at: dropped)
        while dropped < lines.count, lines[dropped].hasPrefix("  ") { lines.remove(at: dropped) }
        let other = try #require(lines.firstIndex { $0.hasPrefix("count-0_limit-none_theme-dark ") })
        var bytes = [UInt8]()
        for (index, line) in lines.enumerated() {
            bytes += Array(line.utf8)
            if index == other { bytes.append(0xFF) }
            if index < lines.count - 1 { bytes.append(UInt8(ascii: "\n")) }
        }
        try Data(bytes).write(to: listing)
        let output = try CLIRunner.run(["record", "--filter", "EBCounter/", "--mode", "missing"], in: package)
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        #expect((output.stdout + output.stderr).contains("variants.txt"))
        #expect((output.stdout + output.stderr).contains("not UTF-8"))
        #expect(try [UInt8](Data(contentsOf: listing)) == bytes, "the file is left as it was")
    }
}
