import ComponentKit
import DesignTokens
import EBComponents
import EBTestSupport
import Foundation
import SnapshotCauses
import TestSupport
import Testing

@testable import SnapshotHarness

/// The layout refinement of `impact`: of the EBCounter variants whose recorded provenance read an
/// edited token, it keeps those whose drawing the edit changes and moves the others apart.
@Suite struct ImpactRefinementTests {
    let variants = Catalog.eb.variants.filter { $0.component == "EBCounter" }

    var recorded: [String: String] {
        get throws {
            ["EBCounter": try String(contentsOf: packageRoot.appendingPathComponent("Snapshots/EBCounter/provenance.txt"), encoding: .utf8)]
        }
    }

    /// EBCounter's own table text with `original` replaced by `replacement` (which must occur).
    func edited(_ original: String, _ replacement: String) throws -> String {
        let text = try String(contentsOf: try #require(EBCounter.tokenTableURL), encoding: .utf8)
        let range = try #require(text.range(of: original), "the table holds \(original)")
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// The provenance pass and the refinement for EBCounter's table edited to `text`.
    func impact(_ text: String) throws -> (predicted: ImpactAnalysis, refined: ImpactAnalysis) {
        let folder = try temporaryFolder("refine")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        let table = try TokenTable(contentsOf: folder.appendingPathComponent("EBCounter.tokens.json"))
        let recorded = try recorded
        let predicted = ImpactAnalysis.predict(recorded: recorded, variants: variants) { $0 == "EBCounter.tokens.json" ? table : nil }
        let system = try DesignSystem(tokensDirectory: folder, catalog: Catalog([EBCounter.self]))
        return (predicted, predicted.refined(with: system, variants: variants, recorded: recorded, scale: 2))
    }

    /// A change of the counter's radius from `before` to `after`.
    func radiusCause(before: String, after: String) -> FailureCause {
        FailureCause(kind: .token, subject: "counter.size.radius [base]", before: before, after: after, detail: "EBCounter.tokens.json")
    }

    /// The radius entry of the table, with `value`.
    func radius(_ value: Int) -> String {
        "\"radius\": {\n        \"$value\": {\n          \"value\": \(value),"
    }

    @Test func aRadiusTheLayoutClampsReachesNoVariant() throws {
        let (predicted, refined) = try impact(try edited(radius(12), radius(20)))
        #expect(predicted.affected.count == variants.count, "every counter reads the radius")
        #expect(refined.isRefined)
        #expect(refined.affected.isEmpty, "\(refined.affected.map(\.id))")
        #expect(refined.readNotDrawn.map(\.id) == predicted.affected.map(\.id))
    }

    @Test func aRadiusThatIsDrawnReachesEveryVariantThatDrawsIt() throws {
        let (predicted, refined) = try impact(try edited(radius(12), radius(8)))
        #expect(refined.affected.map(\.id) == predicted.affected.map(\.id))
        #expect(refined.readNotDrawn.isEmpty)
        #expect(refined.affected.first?.causes == predicted.affected.first?.causes, "the causes are kept")
    }

    @Test func aVariantWhoseRecordedFactsDifferIsKept() throws {
        // A recorded text the layout no longer gives: the variant changes whatever the token does.
        var recorded = try recorded
        recorded["EBCounter"] = recorded["EBCounter"]?.replacingOccurrences(of: "text #1 = \"0\"", with: "text #1 = \"O\"")
        let variant = try #require(variants.first)
        let facts = ImpactAnalysis.blocks(of: recorded["EBCounter"] ?? "")[variant.name].map(ImpactAnalysis.drawnFacts(in:))
        let cause = radiusCause(before: "12px", after: "20px")
        #expect(!ImpactAnalysis.drawingChanges(of: variant, causes: [cause], recorded: { nil }, system: sharedSystem, scale: 2))
        #expect(ImpactAnalysis.drawingChanges(of: variant, causes: [cause], recorded: { facts }, system: sharedSystem, scale: 2))
    }

    @Test func aVariantThatCannotBeJudgedIsKept() throws {
        let variant = try #require(variants.first)
        let unreadable = radiusCause(before: "not a dimension", after: "20px")
        #expect(ImpactAnalysis.drawingChanges(of: variant, causes: [unreadable], recorded: { nil }, system: sharedSystem, scale: 2))
        let removed = ImpactAnalysis(
            affected: [.init(id: variant.id, causes: [.init(kind: .tokenRemoved, subject: "counter.size.radius [base]", before: "12px")])],
            considered: 1)
        #expect(removed.refined(with: sharedSystem, variants: [variant], recorded: try recorded, scale: 2).affected.count == 1)
    }

    @Test func threadsJudgeAsOneDoes() throws {
        let recorded = try recorded
        let work = variants.map { variant in
            (variant: variant, causes: [radiusCause(before: variant.name.hasPrefix("count-1_") ? "8px" : "12px", after: "12px")])
        }
        let serial = ImpactAnalysis.judge(work, system: sharedSystem, recorded: recorded, scale: 2, jobs: 1)
        let threaded = ImpactAnalysis.judge(work, system: sharedSystem, recorded: recorded, scale: 2, jobs: 3, perThread: 4)
        #expect(serial == threaded)
        #expect(serial.count == variants.count)
        #expect(serial.values.contains(true) && serial.values.contains(false), "some variants drew an 8px radius, the others not")
    }
}
