import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// A recorded `provenance.txt` larger than its component could produce is refused, naming the
/// file, before it is parsed; one within the limits is read as before.
@Suite struct ProvenanceLimitsTests {
    typealias Limits = ProvenanceListing.Limits

    /// A listing of `blocks` variant blocks of `lines` fact lines each, every line `width` bytes
    /// (newline included), after a one-line header.
    static func listing(blocks: Int, lines: Int, width: Int = 64) -> Data {
        var text = "# header\n"
        for block in 0..<blocks {
            text += "variant-\(block)\n"
            let fact = "  token t [base] = " + String(repeating: "x", count: max(0, width - 20)) + "\n"
            text += String(repeating: fact, count: lines)
        }
        return Data(text.utf8)
    }

    func excess(_ data: Data, variants: Int) -> String? {
        data.withUnsafeBytes { ProvenanceListing.excess(of: $0, variants: variants) }
    }

    @Test func theRealListingsAreWellWithinTheLimits() throws {
        for component in Catalog.eb.components {
            let url = packageRoot.appendingPathComponent("Snapshots/\(ProvenanceListing.referencePath(component: component.name))")
            let data = try Data(contentsOf: url)
            #expect(excess(data, variants: component.variants.count) == nil, "\(component.name)")
            #expect(data.count * 10 < Limits.bytes(variants: component.variants.count), "\(component.name): ten times the room it needs")
        }
    }

    @Test func aBlockOfTheMostLinesPassesAndOneMoreIsRefused() {
        #expect(excess(Self.listing(blocks: 2, lines: Limits.linesPerBlock - 1), variants: 2) == nil, "the name line and 1,199 facts")
        let refused = excess(Self.listing(blocks: 2, lines: Limits.linesPerBlock), variants: 2)
        #expect(refused?.contains("the block of 'variant-0' (line 2) holds more than the 1200 lines") == true, "\(refused ?? "nil")")
    }

    /// A line ends at CR and CRLF as at LF: a CR-only listing is not one long line, and CRLF counts one break.
    @Test(arguments: ["\r", "\r\n"])
    func everyLineEndingCountsOneLine(ending: String) throws {
        func converted(_ data: Data) -> Data {
            Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: ending).utf8)
        }
        #expect(excess(converted(Self.listing(blocks: 2, lines: Limits.linesPerBlock - 1)), variants: 2) == nil)
        let refused = excess(converted(Self.listing(blocks: 2, lines: Limits.linesPerBlock)), variants: 2)
        #expect(refused?.contains("the block of 'variant-0' (line 2) holds more than the 1200 lines") == true, "\(refused ?? "nil")")
    }

    @Test func aLineOfTheMostBytesPassesAndOneMoreIsRefused() {
        let longest = Self.listing(blocks: 1, lines: 1, width: Limits.lineBytes + 1)  // its newline is not part of the line
        #expect(excess(longest, variants: 1) == nil)
        let refused = excess(Self.listing(blocks: 1, lines: 1, width: Limits.lineBytes + 2), variants: 1)
        #expect(refused == "line 3 holds more than the \(Limits.lineBytes) bytes a line of a listing may")
    }

    @Test func aBlockOfTheMostBytesPassesAndMoreIsRefused() {
        // 32 lines of 4,096 bytes: 131,072 bytes, with the block's name line a little more.
        let full = Self.listing(blocks: 1, lines: 31, width: Limits.lineBytes)
        #expect(excess(full, variants: 1) == nil)
        let over = Self.listing(blocks: 1, lines: 33, width: Limits.lineBytes)
        #expect(excess(over, variants: 3)?.contains("more than the 131072 bytes one variant's provenance may") == true)
    }

    @Test func aListingOverItsComponentsBytesIsRefusedBeforeAnyLineIsRead() {
        let variants = 3, limit = Limits.bytes(variants: variants)
        var atLimit = Self.listing(blocks: 4, lines: 500, width: 64)
        while atLimit.count < limit {  // more blocks, each a name line alone
            let length = min(limit - atLimit.count, 4_000)
            atLimit.append(Data((String(repeating: "v", count: length - 1) + "\n").utf8))
        }
        #expect(atLimit.count == limit)
        #expect(excess(atLimit, variants: variants) == nil, "exactly the limit passes")
        atLimit.append(UInt8(ascii: "\n"))
        #expect(
            excess(atLimit, variants: variants)
                == "it holds \(limit + 1) bytes, more than a listing of 3 variants can (at most 131072 bytes a variant, \(limit) in all)")
    }

    /// The verify of a component whose `provenance.txt` is over its size is an error naming the
    /// file, found without reading it whole, and its failures name the refusal as their cause.
    @Test func verifyRefusesAHostileListingQuicklyAndSaysSoInTheCauses() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let path = ProvenanceListing.referencePath(component: "EBCounter")
        let listing = workspace.snapshotsDirectory.appendingPathComponent(path)
        var hostile = try Data(contentsOf: listing)
        let fact = Data("  token counter.hostile [base] = #EEF2F9  @ EBCounter.tokens.json\n".utf8)
        while hostile.count <= Limits.bytes(variants: EBCounter.variants.count) { hostile.append(fact) }
        try hostile.write(to: listing)
        let variant = EBCounter.variants[1]
        let target = workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2))
        var image = try PNGCodec.read(contentsOf: target)
        image[3, 3] = (0, 0, 0, 255)
        try PNGCodec.encode(image).write(to: target)

        let clock = ContinuousClock(), start = clock.now
        let verification = try VerifyRun.perform(
            SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never), variants: [variant])
        #expect(clock.now - start < .seconds(30))
        let entry = try #require(verification.lastRun.entries.first { $0.id == path })
        #expect(entry.status == "error")
        #expect(
            entry.message?.contains(listing.path) == true
                && entry.message?.contains("more than a listing of \(EBCounter.variants.count) variants can") == true,
            "\(entry.message ?? "")")
        let failed = try #require(verification.lastRun.entries.first { $0.id == variant.id })
        #expect(
            failed.cause?.causes.first?.description.contains("Snapshots/EBCounter/provenance.txt was refused") == true,
            "\(String(describing: failed.cause))")
    }
}
