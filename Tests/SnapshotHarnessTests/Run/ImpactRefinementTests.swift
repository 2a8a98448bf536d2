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
/// edited token, it keeps those whose image the edit changes and moves the others apart, as
/// changing their listings only.
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
        #expect(refined.listingOnly.map(\.id) == predicted.affected.map(\.id))
    }

    @Test func aRadiusThatIsDrawnReachesEveryVariantThatDrawsIt() throws {
        let (predicted, refined) = try impact(try edited(radius(12), radius(8)))
        #expect(refined.affected.map(\.id) == predicted.affected.map(\.id))
        #expect(refined.listingOnly.isEmpty)
        #expect(refined.affected.first?.causes == predicted.affected.first?.causes, "the causes are kept")
    }

    /// The recorded facts of `variant`'s block in `recorded`, with `old` replaced by `new` in it.
    func facts(of variant: ComponentVariant, in recorded: [String: String], _ old: String = "", _ new: String = "") throws -> RecordedFacts
    {
        let block = try #require(ImpactAnalysis.blocks(of: recorded["EBCounter"] ?? "")[variant.name])
        return RecordedFacts(block: Substring(old.isEmpty ? String(block) : block.replacingOccurrences(of: old, with: new)))
    }

    @Test func aVariantWhoseRecordedDrawingDiffersIsKept() throws {
        // A recorded digest the drawing no longer gives: the image changes whatever the token does.
        let recorded = try recorded
        let variant = try #require(variants.first)
        let cause = radiusCause(before: "12px", after: "20px")
        let facts = try facts(of: variant, in: recorded)
        #expect(facts.recordsDrawing && facts.image.count > 1)
        let digest = try #require(facts.image.first { $0.kind == .draw }?.value)
        let tampered = try self.facts(of: variant, in: recorded, digest, String(digest.reversed()))
        #expect(!ImpactAnalysis.imageChanges(of: variant, causes: [cause], recorded: nil, system: sharedSystem, scale: 2))
        #expect(!ImpactAnalysis.imageChanges(of: variant, causes: [cause], recorded: facts, system: sharedSystem, scale: 2))
        #expect(ImpactAnalysis.imageChanges(of: variant, causes: [cause], recorded: tampered, system: sharedSystem, scale: 2))
        // Provenance recorded before drawing digests: its size, texts and parts are compared instead.
        let undigested = RecordedFacts(
            block: Substring(
                String(try #require(ImpactAnalysis.blocks(of: recorded["EBCounter"] ?? "")[variant.name]))
                    .split(separator: "\n").filter { !$0.hasPrefix("  draw ") }.joined(separator: "\n")))
        #expect(!undigested.recordsDrawing)
        #expect(!ImpactAnalysis.imageChanges(of: variant, causes: [cause], recorded: undigested, system: sharedSystem, scale: 2))
        var moved = undigested
        moved.drawn = moved.drawn.map { $0.kind == .text ? Provenance.Fact(kind: .text, subject: $0.subject, value: "\"O\"") : $0 }
        #expect(ImpactAnalysis.imageChanges(of: variant, causes: [cause], recorded: moved, system: sharedSystem, scale: 2))
    }

    /// A drawing that is the recorded one is judged without laying the variant out again with the
    /// tokens reverted: a cause that cannot be reverted is no obstacle then.
    @Test func aDrawingThatIsTheRecordedOneNeedsNoSecondLayout() throws {
        let variant = try #require(variants.first)
        let facts = try facts(of: variant, in: try recorded)
        let unreadable = radiusCause(before: "not a dimension", after: "20px")
        #expect(!ImpactAnalysis.imageChanges(of: variant, causes: [unreadable], recorded: facts, system: sharedSystem, scale: 2))
        #expect(ImpactAnalysis.imageChanges(of: variant, causes: [unreadable], recorded: nil, system: sharedSystem, scale: 2))
    }

    @Test func aVariantThatCannotBeJudgedIsKept() throws {
        let variant = try #require(variants.first)
        let unreadable = radiusCause(before: "not a dimension", after: "20px")
        #expect(ImpactAnalysis.imageChanges(of: variant, causes: [unreadable], recorded: nil, system: sharedSystem, scale: 2))
        let removed = ImpactAnalysis(
            affected: [.init(id: variant.id, causes: [.init(kind: .tokenRemoved, subject: "counter.size.radius [base]", before: "12px")])],
            considered: 1)
        #expect(removed.refined(with: sharedSystem, variants: [variant], recorded: try recorded, scale: 2).affected.count == 1)
    }

    /// Issue 42, item 7: the small toast's message weight 600 → 700 changes every Latin toast's
    /// image, and no Arabic one's (Noto Sans Arabic resolves both to its Bold): those change only
    /// the weight their provenance lists.
    @Test func aWeightTheFontResolvesToTheSameFaceChangesTheListingOnly() throws {
        let folder = try temporaryFolder("refine-toast")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: try #require(EBToast.tokenTableURL), encoding: .utf8)
        let group = try #require(text.range(of: #""small": {"#))
        let weight = try #require(text.range(of: #""fontWeight": 600"#, range: group.upperBound..<text.endIndex))
        try Data(text.replacingCharacters(in: weight, with: #""fontWeight": 700"#).utf8).write(
            to: folder.appendingPathComponent("EBToast.tokens.json"))
        let system = try DesignSystem(tokensDirectory: folder, catalog: Catalog([EBToast.self]))
        let provenance = try String(contentsOf: packageRoot.appendingPathComponent("Snapshots/EBToast/provenance.txt"), encoding: .utf8)
        let blocks = ImpactAnalysis.blocks(of: provenance)
        let cause = FailureCause(
            kind: .token, subject: "toast.typography.small.message [base]", before: "600 12px/16px Proxima Soft letter-spacing 0px",
            after: "700 12px/16px Proxima Soft letter-spacing 0px", detail: "EBToast.tokens.json")
        let small = EBToast.variants.filter { $0.name.contains("size-small") && $0.name.contains("appearance-neutral_theme-light") }
        let arabic = small.filter { $0.name.hasSuffix("env-rtl-ar") }, latin = small.filter { !$0.name.contains("env-") }
        #expect(!arabic.isEmpty && !latin.isEmpty)
        for variant in arabic + latin {
            let facts = RecordedFacts(block: try #require(blocks[variant.name]))
            let changes = ImpactAnalysis.imageChanges(of: variant, causes: [cause], recorded: facts, system: system, scale: 2)
            #expect(changes == latin.contains { $0.id == variant.id }, "\(variant.id)")
        }
    }

    @Test func threadsJudgeAsOneDoes() throws {
        // No recorded blocks: each variant is judged against its drawing with the radius reverted.
        let recorded: [String: String] = [:]
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
