import Foundation
import SnapshotCore

/// JUnit XML for CI dashboards: one test case per checked reference, failures with their message
/// and artifact paths.
///
/// Every id, message and cause line may come from a file (provenance, a merged shard's result), so
/// each is escaped for where it goes (``escape(_:inAttribute:)``): the file stays well-formed XML
/// 1.0 whatever the text holds.
package enum JUnitReport {
    package static func xml(_ run: LastRun, name: String = "snapshot") -> String {
        let failures = run.entries.filter { $0.status == "failed" || $0.status == "missing" }.count + run.orphans.count
        let errors = run.entries.filter { $0.status == "error" }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites tests="\#(run.entries.count + run.orphans.count)" failures="\#(failures)" errors="\#(errors)">"#,
            #"  <testsuite name="\#(escape(name))" tests="\#(run.entries.count + run.orphans.count)" failures="\#(failures)" errors="\#(errors)">"#,
        ]
        var budget = RunDetailBudget()
        for entry in run.entries {
            let (classname, testName) = split(entry.id)
            let open = #"    <testcase classname="\#(escape(classname))" name="\#(escape(testName))""#
            switch entry.status {
            case "failed", "missing", "error":
                let element = entry.status == "error" ? "error" : "failure"
                lines.append(open + ">")
                lines.append(
                    #"      <\#(element) message="\#(escape(attribute(entry)))">\#(escape(details(entry, budget: &budget), inAttribute: false))</\#(element)>"#
                )
                lines.append("    </testcase>")
            default:
                lines.append(open + "/>")
            }
        }
        for orphan in run.orphans {
            lines.append(
                #"    <testcase classname="orphans" name="\#(escape(orphan))"><failure message="orphaned reference: run \#(escape(CommandName.current)) clean"/></testcase>"#
            )
        }
        // After the test cases, where the schema has a suite's output.
        if let note = budget.note { lines.append(#"    <system-out>\#(escape(note, inAttribute: false))</system-out>"#) }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A failure's one-line message: its status, its message's first line and its changes, capped.
    static func attribute(_ entry: LastRun.Entry) -> String {
        let headline = FailureText(message: entry.message ?? "", causes: []).headline
        let status = entry.status == "error" ? "" : entry.status + ": "
        return OutputCaps.capped(status + headline + (entry.cause.map { "; cause: " + $0.summary } ?? ""))
    }

    /// A failure's text: its cause lines first, then its message (the first line, then the rest
    /// capped), then its artifacts; only the first line once the run's budget is spent.
    static func details(_ entry: LastRun.Entry, budget: inout RunDetailBudget) -> String {
        let text = FailureText(
            message: entry.message ?? "", causes: entry.cause?.causes.map(\.description) ?? [],
            omittedCauses: entry.cause?.omittedCauses ?? 0)
        let shown = budget.allows(text.body.count)
        let causes = shown ? text.causeLines : [], rest = shown ? text.detailLines : []
        let files = [entry.actual, entry.diff, entry.strip, entry.causesFile].compactMap { $0 }
        return (causes + [text.headline] + rest + files).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `EBCounter/count-1_…` → (`EBCounter`, `count-1_…`).
    static func split(_ id: String) -> (String, String) {
        guard let slash = id.firstIndex(of: "/") else { return ("snapshot", id) }
        return (String(id[..<slash]), String(id[id.index(after: slash)...]))
    }

    /// `text` escaped for XML 1.0 character data, or an attribute value when `inAttribute`.
    ///
    /// The five markup characters become entities. A carriage return (and in an attribute a tab or
    /// a line feed, which a parser would turn into spaces) becomes a character reference, so it
    /// reads back as it was. Characters XML 1.0 does not allow (C0 controls other than tab, line
    /// feed and carriage return; U+FFFE and U+FFFF) would make the file unreadable, and DEL and C1
    /// controls would reach the terminal of whoever prints it, and bidirectional controls would
    /// reorder what a reviewer reads: each becomes its visible escape
    /// (`\u{1B}`, ``ControlCharacters/escaped(_:)``).
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where ControlCharacters.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += ControlCharacters.escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
