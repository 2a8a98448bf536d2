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

    @Flag(name: .long, help: "Print {considered, affected: [{id, causes}]} as JSON.")
    var json = false

    func run() throws {
        let workspace = try options.workspace()
        let change = try TokenChange.named(tokens: options.tokens, base: base)
        let impact = try change.impact(in: workspace, catalog: SnapshotCommand.catalog)
        if json {
            let rows: [[String: Any]] = impact.affected.map { entry in
                ["id": entry.id, "causes": entry.causes.map { ["kind": $0.kind.rawValue, "summary": $0.description] }]
            }
            let object: [String: Any] = ["considered": impact.considered, "affected": rows]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            Console.out(String(decoding: data, as: UTF8.self))
            return
        }
        let unknown = impact.affected.filter { $0.causes.contains { $0.kind == .unknown } }.count
        Console.out(
            "impact: \(impact.affected.count - unknown) of \(impact.considered) variants reached by the change"
                + (unknown == 0 ? "" : ", \(unknown) without provenance (record to give them one)"))
        for entry in impact.affected {
            Console.out("\(entry.id): " + entry.causes.map(\.description).joined(separator: "; "))
        }
    }
}
