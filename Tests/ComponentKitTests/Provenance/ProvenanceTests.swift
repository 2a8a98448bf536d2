import DesignTokens
import EBComponents
import Foundation
import Rendering
import SnapshotTestSupport
import Testing

@testable import ComponentKit

/// Provenance is recorded in the layout pass and is complete: drawing reads no token the layout
/// did not, so what a variant's image depends on is all in its provenance.
@Suite struct ProvenanceTests {
    @Test(arguments: Catalog.eb.componentNames)
    func drawingReadsNoTokenTheLayoutDidNot(component: String) throws {
        let system = sharedSystem
        for variant in Catalog.eb.variants where variant.component == component {
            let recorded = Set(try system.provenance(of: variant).tokens.keys)
            let log = TokenReadLog()
            _ = try TokenReadLog.$current.withValue(log) { try system.render(variant, scale: 1) }
            let drawn = log.reads.map { "\($0.path.dotted) [\($0.mode ?? "base")]" }
            #expect(drawn.allSatisfy(recorded.contains), "\(variant.id) reads while drawing: \(drawn.filter { !recorded.contains($0) })")
        }
    }

    @Test func factsReadBackAsTheyWereWritten() throws {
        let provenance = try sharedSystem.provenance(of: try #require(Catalog.eb.variants.first { $0.component == "EBToast" }))
        for fact in provenance.facts {
            #expect(Provenance.Fact(line: Substring(fact.line)) == fact, "\(fact.line)")
        }
        let tricky = Provenance.Fact(
            kind: .text, subject: "#1", value: Provenance.quoted("a  b = \"c\"\nd") + " Inter 400 12px/16px #000000 at 0,0 1×1")
        #expect(Provenance.Fact(line: Substring(tricky.line)) == tricky)
        #expect(!tricky.line.contains("  "), "two spaces only ever separate a value from its origin")
    }

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

    /// The design system formats each token fact once and reuses it; what it records is what a
    /// provenance made afresh from the same layout and reads holds.
    @Test func recordedProvenanceIsWhatTheLayoutAndItsReadsGive() throws {
        let system = sharedSystem
        for variant in Catalog.eb.variants.filter({ $0.name.hasSuffix("dark") }).prefix(12) {
            let log = TokenReadLog()
            let layout = try TokenReadLog.$current.withValue(log) { try variant.instance.layout(in: system, proposedWidth: nil) }
            let fresh = Provenance(layout: layout, reads: log.reads.reversed())
            #expect(try system.provenance(of: variant) == fresh, "\(variant.id)")
        }
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
