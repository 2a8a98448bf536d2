import ComponentFixtures
import DesignTokens
import Foundation
import Rendering
import Testing

@testable import ComponentKit

/// Provenance is recorded in the layout pass and is complete: drawing reads no token the layout
/// did not, so what a variant's image depends on is all in its provenance.
@Suite struct ProvenanceTests {
    @Test(arguments: [
        ("Plain text, one space", #""Plain text, one space""#),
        ("two  spaces", #""two \sspaces""#),
        ("three   spaces", #""three \s spaces""#),
        (#"a "quote" and a \ backslash"#, #""a \"quote\" and a \\ backslash""#),
        ("lines\nand\ttabs\r", #""lines\nand\ttabs\r""#),
        ("Überweisung fehlgeschlagen", #""Überweisung fehlgeschlagen""#),
    ])
    func quotingEscapesWhatWouldBreakALine(text: String, quoted: String) {
        #expect(Provenance.quoted(text) == quoted)
    }

    @Test func aTokenReadThroughAliasesNamesThem() throws {
        let table = try TokenTable(
            json: Data(
                #"{"palette": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}, "brand": {"$value": "{palette.blue}"}, "button": {"$value": "{brand}"}}"#
                    .utf8), source: "T.tokens.json")
        let log = TokenReadLog()
        _ = try TokenReadLog.$current.withValue(log) { try table.color("button") }
        #expect(log.reads.map(\.aliases) == [[TokenPath("brand"), TokenPath("palette.blue")]])
        #expect(log.reads.first?.value.text == "#0000FF")
    }
}

/// The Chip's provenance, in the fixture's serialized suite (it lays chips out, which other tests
/// there count).
extension NewComponentTests {
    /// The kit's own fixture: every variant of the Chip reads while drawing only tokens its
    /// provenance names (the EB catalog's components: EBComponentsTests' `CatalogProvenanceTests`).
    @Test func drawingTheChipReadsNoTokenTheLayoutDidNot() throws {
        let system = try DesignSystem(catalog: Catalog([Chip.self]))
        for variant in Catalog([Chip.self]).variants {
            let recorded = Set(try system.provenance(of: variant).tokens.keys)
            #expect(!recorded.isEmpty, "\(variant.id) reads its tokens in the layout")
            let log = TokenReadLog()
            _ = try TokenReadLog.$current.withValue(log) { try system.render(variant, scale: 1) }
            let drawn = log.reads.map { "\($0.path.dotted) [\($0.mode ?? "base")]" }
            #expect(drawn.allSatisfy(recorded.contains), "\(variant.id) reads while drawing: \(drawn.filter { !recorded.contains($0) })")
        }
    }
}

/// A kept layout's provenance is made when first asked for: the same value a fresh layout pass
/// makes, whatever the asker's context.
extension NewComponentTests {
    @Test func aKeptLayoutsProvenanceIsTheOneAFreshPassMakes() async throws {
        let catalog = Catalog([Chip.self])
        let system = try DesignSystem(catalog: catalog)
        for variant in catalog.variants {
            // A fresh pass, never kept: laid out and drawn again with nothing reverted.
            let fresh = try system.provenance(of: variant, reverting: .none)
            #expect(fresh.recordsDrawing, "\(variant.id): the fresh pass records the drawing part by part")
            // Asked first from another environment and under a read log: made in the variant's own, logging nothing.
            let log = TokenReadLog()
            let kept = try TokenReadLog.$current.withValue(log) {
                try system.withEnvironment(RenderEnvironment(textSize: .default, direction: .rightToLeft, reduceMotion: true)) {
                    try system.provenance(of: variant)
                }
            }
            #expect(kept == fresh, "\(variant.id)")
            #expect(log.reads.isEmpty, "\(variant.id): making a kept provenance reads no token into the asker's log")
        }
        // Asked from several threads at once: one value.
        let variant = try #require(catalog.variants.last)
        let values = try await withThrowingTaskGroup(of: Provenance.self) { group in
            for _ in 0..<4 { group.addTask { try system.provenance(of: variant) } }
            return try await group.reduce(into: [Provenance]()) { $0.append($1) }
        }
        #expect(Set(values).count == 1)
    }
}

/// A recorded listing reads the same whatever its line endings and byte-order mark.
@Suite struct ListingTextTests {
    static let listing = "# header\na\n  size image = 24×24\n  token a.b [base] = #FF0000  @ A.tokens.json\nb\n  size image = 8×8\n"

    @Test(arguments: ["\r\n", "\r", "\n"], [false, true])
    func everyEndingAndAByteOrderMarkReadAsLF(ending: String, bom: Bool) {
        let text = (bom ? "\u{FEFF}" : "") + Self.listing.replacingOccurrences(of: "\n", with: ending)
        #expect(Array(ListingText.normalized(text).utf8) == Array(Self.listing.utf8))
        let parsed = Provenance.listing(text)
        #expect(parsed == Provenance.listing(Self.listing) && parsed.count == 2 && parsed["a"]?.facts.count == 2)
        #expect(Provenance(text: text) == Provenance(text: Self.listing))
    }
}
