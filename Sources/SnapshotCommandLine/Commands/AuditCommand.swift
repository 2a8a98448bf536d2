import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot audit [--json]`
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "WCAG contrast of every text- and icon-on-background token pair; fails on undeclared failures.",
        discussion:
            "Minimums: 4.5:1 for text, 3:1 for large text and icons. Pairs whose foreground token declares $extensions.decorative are listed, not failed."
    )

    @OptionGroup var options: HarnessOptions

    @Flag(name: .long, help: "Print the rows as JSON.")
    var json = false

    func run() throws {
        let workspace = try options.workspace()
        let system = try options.designSystem(workspace)
        let rows = try ContrastAudit.run(system: system)
        if rows.isEmpty {
            // Nothing checked is not a pass: say so, and which components could declare pairs.
            let names = system.catalog.componentNames
            let which =
                names.isEmpty ? "the catalog has no components" : "none of \(names.joined(separator: ", ")) declares `contrastPairs`"
            Console.error(
                "warning: audit: no contrast pairs to check: \(which); add them to a component to have its text and icon colours checked")
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.outJSON(String(decoding: try encoder.encode(rows), as: UTF8.self))
        } else {
            for row in rows {
                let verdict =
                    switch row.verdict {
                    case .pass: "pass"
                    case .fail: "FAIL"
                    case .decorative: "decorative: \(row.reason ?? "")"
                    }
                Console.out(
                    String(
                        format: "%@  %@  %@  %@ on %@  %.2f:1 (min %.1f)  %@",
                        row.component as NSString, row.context as NSString, row.role as NSString,
                        row.foregroundHex as NSString, row.backgroundHex as NSString, row.ratio, row.minimum, verdict as NSString))
            }
        }
        let failed = rows.filter { $0.verdict == .fail }.count
        let decorative = rows.filter { $0.verdict == .decorative }.count
        let summary =
            "audit: \(rows.count) pairs, \(rows.count - failed - decorative) pass, \(failed) fail, \(decorative) declared decorative"
        if json {
            Console.error(summary)
        } else {
            Console.out(summary)
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
