import ComponentKit
import DesignTokens
import EBComponents
import Foundation
import Testing

@testable import SnapshotHarness

@Suite struct ImpactAnalysisTests {
    /// Three EBCounter variants with hand-written provenance, and one without any.
    let variants = Array(Catalog.eb.variants.filter { $0.component == "EBCounter" }.prefix(4))

    /// The recorded provenance of the first three variants: the first reads the background
    /// through an alias, the second reads it directly, the third reads only the label.
    var recorded: [String: String] {
        let names = variants.map(\.name)
        return [
            "EBCounter": """
            # EBCounter provenance: written by hand for this test
            \(names[0])
              size image = 24×24
              token counter.color.empty.bg [base] = #FF0000  ← counter.palette.red  @ EBCounter.tokens.json
              text #1 = "0" Proxima Soft 600 12px/16px #000000 at 0,0 8×16
            \(names[1])
              token counter.color.empty.bg [base] = #FF0000  ← counter.palette.red  @ EBCounter.tokens.json
            \(names[2])
              token counter.color.empty.label [base] = #000000  @ EBCounter.tokens.json

            """
        ]
    }

    /// A table whose background is `background` (a literal colour or an alias) and whose label is black.
    func table(background: String) throws -> TokenTable {
        let json = """
            {"counter": {
              "palette": {"$type": "color",
                "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
                "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
              "color": {"$type": "color", "empty": {
                "bg": {"$value": \(background)},
                "label": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}}
            """
        return try TokenTable(json: Data(json.utf8), source: "EBCounter.tokens.json")
    }

    func predict(_ table: TokenTable?) -> ImpactAnalysis {
        ImpactAnalysis.predict(recorded: recorded, variants: variants) { $0 == "EBCounter.tokens.json" ? table : nil }
    }

    @Test func aValueChangeReachesEveryVariantThatReadTheTokenAndNoOther() throws {
        let impact = predict(try table(background: #"{"colorSpace": "srgb", "components": [0, 0, 1]}"#))
        #expect(impact.considered == 4)
        #expect(impact.affected.map(\.id) == [variants[0].id, variants[1].id, variants[3].id])
        let cause = try #require(impact.affected.first?.causes.first)
        #expect(cause.kind == .token)
        #expect(cause.subject == "counter.color.empty.bg [base]")
        #expect(cause.before == "#FF0000")
        #expect(cause.after == "#0000FF")
        #expect(cause.root == "counter.color.empty.bg", "its alias became a literal: the token whose value was edited")
        #expect(impact.affected.first?.causes.contains { $0.kind == .alias } == true, "the literal replaced the alias")
        #expect(impact.affected.last?.causes.map(\.kind) == [.unknown], "a variant with no provenance is never left out")
    }

    /// The recorded listing with CRLF or CR line endings, or a byte-order mark, predicts the same.
    @Test(arguments: ["\r\n", "\r", "\u{FEFF}"])
    func anyLineEndingPredictsAsLF(ending: String) throws {
        let table = try table(background: #"{"colorSpace": "srgb", "components": [0, 0, 1]}"#)
        let edited = recorded.mapValues { ending == "\u{FEFF}" ? ending + $0 : $0.replacingOccurrences(of: "\n", with: ending) }
        let impact = ImpactAnalysis.predict(recorded: edited, variants: variants) { $0 == "EBCounter.tokens.json" ? table : nil }
        #expect(impact.affected.map(\.id) == predict(table).affected.map(\.id))
        #expect(impact.affected.map { $0.causes.map(\.kind) } == predict(table).affected.map { $0.causes.map(\.kind) })
        let blocks = ImpactAnalysis.blocks(of: try #require(edited["EBCounter"]))
        #expect(Set(blocks.keys) == Set(variants.prefix(3).map(\.name)), "\(blocks.keys)")
    }

    @Test func anUnchangedTableReachesOnlyTheVariantsWithoutProvenance() throws {
        #expect(predict(nil).affected.map(\.id) == [variants[3].id])
        #expect(predict(try table(background: #""{counter.palette.red}""#)).affected.map(\.id) == [variants[3].id])
    }

    @Test func aRetargetedAliasIsACauseEvenWithTheSameValue() throws {
        // The palette's blue is made red, and the background now aliases it: same value, another token.
        let json = """
            {"counter": {
              "palette": {"$type": "color",
                "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
                "blue": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}},
              "color": {"$type": "color", "empty": {
                "bg": {"$value": "{counter.palette.blue}"},
                "label": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}}
            """
        let impact = predict(try TokenTable(json: Data(json.utf8), source: "EBCounter.tokens.json"))
        let causes = try #require(impact.affected.first?.causes)
        #expect(causes.map(\.kind) == [.alias])
        #expect(causes.first?.before == "counter.palette.red")
        #expect(causes.first?.after == "counter.palette.blue")
    }

    @Test func aRemovedTokenIsACause() throws {
        let json =
            #"{"counter": {"color": {"$type": "color", "empty": {"label": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}}"#
        let impact = predict(try TokenTable(json: Data(json.utf8), source: "EBCounter.tokens.json"))
        #expect(impact.affected.map(\.id) == [variants[0].id, variants[1].id, variants[3].id])
        #expect(impact.affected.first?.causes.map(\.kind) == [.tokenRemoved])
    }

    @Test func eachFileIsReadOnceHoweverManyFactsNameIt() throws {
        let changed = try table(background: #"{"colorSpace": "srgb", "components": [0, 0, 1]}"#)
        var reads: [String] = []
        _ = ImpactAnalysis.predict(recorded: recorded, variants: variants) { file in
            reads.append(file)
            return changed
        }
        #expect(reads == ["EBCounter.tokens.json"])
    }
}
