import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot impact (--tokens DIR | --base GITREF) [--json]`
struct ImpactCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "impact",
        abstract: "Predict, from the recorded provenance and without rendering, which variants a token change reaches.",
        discussion: """
            With --tokens DIR, the change is the folder's <Component>.tokens.json tables against the values the checked-in \
            provenance recorded; with --base GITREF, the package's tables against the provenance recorded at that revision. \
            Variants with no recorded provenance are listed too: nothing can be said of them.
            """)

    @OptionGroup var options: HarnessOptions

    @Option(name: .long, help: "Compare the package's token tables with the provenance recorded at this git revision.")
    var base: String?

    @Flag(name: .long, help: "Print {considered, affected: [{id, causes: [{kind, summary, change}]}]} as JSON.")
    var json = false

    func run() throws {
        let workspace = try options.workspace()
        let change = try TokenChange.named(tokens: options.tokens, base: base)
        let impact = try change.impact(in: workspace, catalog: SnapshotCommand.catalog)
        if json {
            let rows: [[String: Any]] = impact.affected.map { entry in
                [
                    "id": entry.id,
                    "causes": entry.causes.map { ["kind": $0.kind.rawValue, "summary": $0.description, "change": $0.change] },
                ]
            }
            let object: [String: Any] = ["considered": impact.considered, "affected": rows]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            Console.outJSON(String(decoding: data, as: UTF8.self))
            return
        }
        let unknown = impact.affected.filter { $0.causes.contains { $0.kind == .unknown } }
        let reached = impact.affected.filter { !$0.causes.contains { $0.kind == .unknown } }
        // By change, largest first: one edited token is one block however many tokens read it.
        var order: [String] = []
        var byChange: [String: [String]] = [:]
        for entry in reached {
            for change in Set(entry.causes.map(\.change)).sorted() {
                if byChange[change] == nil { order.append(change) }
                byChange[change, default: []].append(entry.id)
            }
        }
        Console.out(
            "impact: \(reached.count) of \(impact.considered) variants reached by \(order.count) change\(order.count == 1 ? "" : "s")"
                + (unknown.isEmpty ? "" : ", \(unknown.count) without provenance (record to give them one)"))
        for change in order.sorted(by: { (byChange[$0]?.count ?? 0) > (byChange[$1]?.count ?? 0) }) {
            let ids = byChange[change] ?? []
            let components = Set(ids.map { $0.prefix { $0 != "/" } }).count
            Console.out(
                "\(change): \(ids.count) variant\(ids.count == 1 ? "" : "s") in \(components) component\(components == 1 ? "" : "s")")
            for id in ids { Console.out("  \(id)") }
        }
        if !unknown.isEmpty {
            Console.out("without provenance (checked by verify --affected-by):")
            for entry in unknown { Console.out("  \(entry.id)") }
        }
    }
}
