import Foundation
import SnapshotCore

/// JUnit XML for CI dashboards: one test case per checked reference, failures with their message
/// and artifact paths.
public enum JUnitReport {
    public static func xml(_ run: LastRun, name: String = "snapshot") -> String {
        let failures = run.entries.filter { $0.status == "failed" || $0.status == "missing" }.count + run.orphans.count
        let errors = run.entries.filter { $0.status == "error" }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites tests="\#(run.entries.count + run.orphans.count)" failures="\#(failures)" errors="\#(errors)">"#,
            #"  <testsuite name="\#(escape(name))" tests="\#(run.entries.count + run.orphans.count)" failures="\#(failures)" errors="\#(errors)">"#,
        ]
        for entry in run.entries {
            let (classname, testName) = split(entry.id)
            let open = #"    <testcase classname="\#(escape(classname))" name="\#(escape(testName))""#
            let causes = entry.cause.map { $0.causes.map { "cause: \($0)" } } ?? []
            let details = ([entry.message ?? ""] + causes + [entry.actual, entry.diff, entry.strip].compactMap { $0 }).filter {
                !$0.isEmpty
            }
            .joined(separator: "\n")
            switch entry.status {
            case "failed", "missing":
                lines.append(open + ">")
                let cause = entry.cause.map { "; cause: " + $0.summary } ?? ""
                lines.append(
                    #"      <failure message="\#(escape(entry.status + ": " + (entry.message ?? "") + cause))">\#(escape(details))</failure>"#
                )
                lines.append("    </testcase>")
            case "error":
                lines.append(open + ">")
                lines.append(#"      <error message="\#(escape(entry.message ?? ""))">\#(escape(details))</error>"#)
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
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `EBCounter/count-1_…` → (`EBCounter`, `count-1_…`).
    static func split(_ id: String) -> (String, String) {
        guard let slash = id.firstIndex(of: "/") else { return ("snapshot", id) }
        return (String(id[..<slash]), String(id[id.index(after: slash)...]))
    }

    /// XML text and attribute escaping.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
