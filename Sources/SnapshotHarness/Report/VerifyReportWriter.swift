import ComponentKit
import Foundation
import SnapshotCore

/// Writes the verify report (on every verify run, also when everything passes).
///
/// Failures are grouped by component under a table of contents, each collapsed to one line
/// (status, id, first line of its message) until opened, so a run with a hundred failures stays
/// a short page: j/k walk them with a visible position, status buttons filter them. An opened
/// failure shows reference | diff | actual, a swipe and an onion-skin view, a zoom, and the exact
/// command that accepts it. Orphans follow with the `clean` command; passing checks are collapsed.
public enum VerifyReportWriter {
    /// Writes `report/index.html` inside `output` for `report`, copying the images it shows into
    /// `report/images/`.
    ///
    /// Every image is read through its folder's rule: an actual or diff image only from inside
    /// `output`, a reference only from inside `snapshots`, so a tampered manifest cannot copy a
    /// file from elsewhere into the report. The images of an earlier report are swept first
    /// (only PNG files; anything else in `report/images/` stays).
    @discardableResult
    public static func write(
        _ report: RunReport, lastRun: LastRun, snapshots: ContainedFolder, output: ContainedFolder, commands: ApproveCommands,
        galleryLink: String
    ) throws -> URL {
        try FileRemover.sweep("report/images", in: output) { $0.hasSuffix(".png") || FileWriter.isTemporaryName($0) }
        try HTMLTemplates.copyAssets(["style.css", "checks.js", "report.js"], to: "report", in: output)
        var groups: [(component: String, failures: [[String: Any]])] = []
        for entry in lastRun.entries where entry.status != "matched" && entry.status != "recorded" {
            var context: [String: Any] = [
                "id": entry.id, "status": entry.status.uppercased(), "statusKey": entry.status, "anchor": anchor(entry.id),
                "message": entry.message ?? "", "firstLine": (entry.message ?? "").split(separator: "\n").first.map(String.init) ?? "",
                "hasDiffText": (entry.message ?? "").contains("\n"), "approve": commands.approve(entry.id), "zooms": [1, 2, 4, 8],
            ]
            let isImage = entry.reference.hasSuffix(".png")
            if isImage, let actual = entry.actual {
                context["hasImages"] = true
                context["actual"] = try copy(
                    output.resolve(file: URL(fileURLWithPath: actual)), as: "images/actual/\(entry.reference)", into: output)
                if let diff = entry.diff {
                    context["diff"] = try copy(
                        output.resolve(file: URL(fileURLWithPath: diff)), as: "images/diff/\(entry.reference)", into: output)
                }
                let reference = try snapshots.resolve(entry.reference)
                if entry.status == "failed", FileManager.default.fileExists(atPath: reference.path) {
                    context["reference"] = try copy(reference, as: "images/reference/\(entry.reference)", into: output)
                }
            }
            if entry.status == "error" { context["approve"] = "(fix the input first; nothing to approve)" }
            if let cause = entry.cause {
                context["hasCause"] = true
                context["causeKey"] = cause.key
                context["causeLines"] = cause.causes.map(\.description)
            }
            let component = entry.component
            if let index = groups.firstIndex(where: { $0.component == component }) {
                groups[index].failures.append(context)
            } else {
                groups.append((component, [context]))
            }
        }
        let failureCount = groups.map(\.failures.count).reduce(0, +)
        let causeGroups = CauseGroup.groups(in: lastRun)
        let passing = lastRun.entries.filter { $0.status == "matched" || $0.status == "recorded" }.map(\.id)
        let counts = Dictionary(grouping: lastRun.entries, by: \.status).mapValues(\.count)
        let filters: [[String: Any]] =
            [("failed", "Failed"), ("missing", "Missing"), ("error", "Errors")].compactMap { key, label in
                counts[key].map { ["status": key, "label": label, "count": $0] }
            } + (lastRun.orphans.isEmpty ? [] : [["status": "orphaned", "label": "Orphaned", "count": lastRun.orphans.count]])
            + [["status": "passed", "label": "Passed", "count": passing.count]]
        let html = try HTMLTemplates.render(
            "report",
            [
                "summary": report.summary, "hasFailures": failureCount > 0, "failureCount": failureCount,
                "groups": groups.map { group -> [String: Any] in
                    [
                        "component": group.component, "anchor": "component-" + anchor(group.component), "count": group.failures.count,
                        "failures": group.failures, "approveGroup": commands.approve("\(group.component)/*"),
                    ]
                },
                "approveAll": commands.approveAllFailed, "program": CommandName.current, "statusFilters": filters, "passing": passing,
                "passingCount": passing.count,
                "orphans": lastRun.orphans, "hasOrphans": !lastRun.orphans.isEmpty, "orphanCount": lastRun.orphans.count,
                "galleryLink": galleryLink,
                "hasCauses": !causeGroups.isEmpty,
                "causes": causeGroups.map { group -> [String: Any] in
                    [
                        "key": group.key, "summary": group.summary, "extent": group.extent,
                        "components": group.components.joined(separator: ", "),
                        "members": group.entries.map { ["id": $0.id, "anchor": anchor($0.id)] },
                        "approve": commands.approve(cause: group.key),
                    ]
                },
            ])
        return try FileWriter.write(Data(html.utf8), to: "report/index.html", in: output)
    }

    /// A fragment id for a variant id: letters, digits, `-` and `_` kept, anything else `-`.
    static func anchor(_ id: String) -> String {
        String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    /// Copies the image at the real location `source` into `report/<relative>`; returns `relative`
    /// (the page's link). The largest image copied is the largest a reference may be.
    private static func copy(_ source: URL, as relative: String, into output: ContainedFolder) throws -> String {
        try HTMLTemplates.copyFile(source, limit: ReferenceStore.defaultByteLimit, to: "report/\(relative)", in: output)
        return relative
    }
}
