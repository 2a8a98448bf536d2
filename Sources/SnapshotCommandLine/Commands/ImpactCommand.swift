import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot impact (--tokens DIR | --base GITREF) [--provenance-only] [--json]`
struct ImpactCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "impact",
        abstract: "Predict, without rendering, which images a token change alters, and which variants it changes in their listings only.",
        discussion: """
            With --tokens DIR, the change is the folder's <Component>.tokens.json tables against the values the checked-in \
            provenance recorded; with --base GITREF, the working tree's tables (the files under Sources/ of the package it runs \
            in, not the copies built into this binary) against the provenance recorded at that revision. The variants whose \
            provenance read a changed token are then laid out with the new tables and drawn into a record, without pixels: the \
            count first printed is the images that change; those whose image stays (a token read but not drawn, a dimension \
            the layout clamps, a weight the font resolves to the same face) are listed apart as "listing only": their lines in \
            provenance.txt change, their images do not. Variants with no recorded provenance are listed too: nothing can be \
            said of them.
            """)

    @OptionGroup var options: HarnessOptions

    @Option(name: .long, help: "Compare the working tree's token tables with the provenance recorded at this git revision.")
    var base: String?

    @Flag(
        name: .long,
        help: "Predict from the recorded provenance alone: every variant that read a changed token, images and listings together.")
    var provenanceOnly = false

    @Flag(
        name: .long,
        help:
            "Print {considered, affected: [{id, causes: [{kind, summary, change}]}], listingOnly: [id]} as JSON (affected: the images that change)."
    )
    var json = false

    func run() throws {
        let workspace = try options.workspace()
        let change = try TokenChange.named(tokens: options.tokens, base: base)
        let impact = try change.impact(in: workspace, options: options, catalog: SnapshotCommand.catalog, refining: !provenanceOnly)
        if json {
            try printJSON(impact)
        } else {
            printText(impact)
        }
    }

    /// The prediction as JSON on stdout.
    private func printJSON(_ impact: ImpactAnalysis) throws {
        let rows: [[String: Any]] = impact.affected.map { entry in
            [
                "id": entry.id,
                "causes": entry.causes.map { ["kind": $0.kind.rawValue, "summary": $0.description, "change": $0.change] },
            ]
        }
        var object: [String: Any] = ["considered": impact.considered, "affected": rows]
        if impact.isRefined { object["listingOnly"] = impact.listingOnly.map(\.id) }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        Console.outJSON(String(decoding: data, as: UTF8.self))
    }

    /// The prediction for people: the images that change, by change, largest first (one edited
    /// token is one block however many tokens read it), then the variants whose listings alone
    /// change, then those without provenance.
    private func printText(_ impact: ImpactAnalysis) {
        let unknown = impact.affected.filter { $0.causes.contains { $0.kind == .unknown } }
        let reached = impact.affected.filter { !$0.causes.contains { $0.kind == .unknown } }
        let order = Self.byChange(reached)
        let changes = "by \(order.count) change\(order.count == 1 ? "" : "s")"
        let what = impact.isRefined ? "images" : "variants"
        Console.out(
            "impact: "
                + (impact.isRefined
                    ? "\(reached.count) of \(impact.considered) images change, \(changes)"
                    : "\(reached.count) of \(impact.considered) variants read a changed token, \(changes) (images and listings together: not laid out)")
                + (impact.listingOnly.isEmpty ? "" : "; \(impact.listingOnly.count) more variants change their listings only")
                + (unknown.isEmpty ? "" : "; \(unknown.count) without provenance (record to give them one)"))
        for (change, ids) in order {
            let components = Set(ids.map { $0.prefix { $0 != "/" } }).count
            Console.out(
                "\(change): \(ids.count) \(ids.count == 1 ? String(what.dropLast()) : what) in \(components) component\(components == 1 ? "" : "s")"
            )
            for id in ids { Console.out("  \(id)") }
        }
        if !impact.listingOnly.isEmpty {
            Console.out("listing only (images unchanged; their lines in provenance.txt change): \(impact.listingOnly.count) variants")
            for entry in impact.listingOnly { Console.out("  \(entry.id)") }
        }
        if !unknown.isEmpty {
            Console.out("without provenance (checked by verify --affected-by):")
            for entry in unknown { Console.out("  \(entry.id)") }
        }
    }

    /// The ids of `entries` by change, the change reaching the most variants first.
    static func byChange(_ entries: [ImpactAnalysis.Entry]) -> [(change: String, ids: [String])] {
        var order: [String] = []
        var byChange: [String: [String]] = [:]
        for entry in entries {
            for change in Set(entry.causes.map(\.change)).sorted() {
                if byChange[change] == nil { order.append(change) }
                byChange[change, default: []].append(entry.id)
            }
        }
        return order.map { ($0, byChange[$0] ?? []) }.sorted { $0.ids.count > $1.ids.count }
    }
}
