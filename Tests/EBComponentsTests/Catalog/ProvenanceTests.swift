import DesignTokens
import EBComponents
import EBTestSupport
import Rendering
import Testing

@testable import ComponentKit

/// Provenance over the EB catalog: recorded in the layout pass and complete, so what a variant's
/// image depends on is all in its provenance.
@Suite struct CatalogProvenanceTests {
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

    /// The design system formats each token fact once and reuses it; what it records is what a
    /// provenance made afresh from the same layout and reads holds.
    @Test func recordedProvenanceIsWhatTheLayoutAndItsReadsGive() throws {
        let system = sharedSystem
        for variant in Catalog.eb.variants.filter({ $0.name.hasSuffix("dark") }).prefix(12) {
            let log = TokenReadLog()
            let layout = try TokenReadLog.$current.withValue(log) { try variant.instance.layout(in: system, proposedWidth: nil) }
            let canvas = try Canvas(recording: layout.size, scale: 2, fonts: system.fonts)
            try layout.draw(on: canvas, system: system)
            let fresh = Provenance(layout: layout, reads: log.reads.reversed(), drawing: canvas.record?.digests ?? [])
            #expect(try system.provenance(of: variant) == fresh, "\(variant.id)")
        }
    }
}
