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
