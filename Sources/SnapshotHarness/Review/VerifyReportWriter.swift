import Foundation

/// Writes the verify report (on every verify run, also when everything passes).
///
/// Failures are grouped by component under a table of contents, each collapsed to one line
/// (status, id, first line of its message) until opened, so a run with a hundred failures stays
/// a short page: j/k walk them with a visible position, status buttons filter them. An opened
/// failure shows reference | diff | actual, a swipe and an onion-skin view, a zoom, and the exact
/// command that accepts it. Orphans follow with the `clean` command; passing checks are collapsed.
public enum VerifyReportWriter {
    /// Writes `folder/index.html` for `report`, copying the images it shows into `folder/images/`.
    @discardableResult
    public static func write(
        _ report: RunReport, lastRun: LastRun, snapshots: URL, to folder: URL, commands: ApproveCommands, galleryLink: String
    ) throws -> URL {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("images"))
        try HTMLTemplates.copyAssets(["style.css", "checks.js", "report.js"], to: folder)
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
                context["actual"] = try copy(actual, as: "images/actual/\(entry.reference)", into: folder)
                if let diff = entry.diff { context["diff"] = try copy(diff, as: "images/diff/\(entry.reference)", into: folder) }
                let reference = snapshots.appendingPathComponent(entry.reference)
                if entry.status == "failed", FileManager.default.fileExists(atPath: reference.path) {
                    context["reference"] = try copy(reference.path, as: "images/reference/\(entry.reference)", into: folder)
                }
            }
            if entry.status == "error" { context["approve"] = "(fix the input first; nothing to approve)" }
            let component = entry.component
            if let index = groups.firstIndex(where: { $0.component == component }) {
                groups[index].failures.append(context)
            } else {
                groups.append((component, [context]))
            }
        }
        let failureCount = groups.map(\.failures.count).reduce(0, +)
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
                "approveAll": commands.approveAllFailed, "statusFilters": filters, "passing": passing, "passingCount": passing.count,
                "orphans": lastRun.orphans, "hasOrphans": !lastRun.orphans.isEmpty, "orphanCount": lastRun.orphans.count,
                "galleryLink": galleryLink,
            ])
        let index = folder.appendingPathComponent("index.html")
        try ReferenceStore.atomicWrite(Data(html.utf8), to: index)
        return index
    }

    /// A fragment id for a variant id: letters, digits, `-` and `_` kept, anything else `-`.
    static func anchor(_ id: String) -> String {
        String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    private static func copy(_ path: String, as relative: String, into folder: URL) throws -> String {
        try HTMLTemplates.copyFile(URL(fileURLWithPath: path), to: folder.appendingPathComponent(relative))
        return relative
    }
}
