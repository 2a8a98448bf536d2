import Foundation

/// Writes the verify report (on every verify run, also when everything passes): failures first,
/// each with reference | diff | actual, a swipe view, an onion-skin view, its figures and the
/// command that approves it; then orphans; passing checks collapsed.
public enum VerifyReportWriter {
    /// Writes `folder/index.html` for `report`, copying the images it shows into `folder/images/`.
    @discardableResult
    public static func write(_ report: RunReport, lastRun: LastRun, snapshots: URL, to folder: URL) throws -> URL {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("images"))
        try HTMLTemplates.copyAssets(["style.css", "checks.js"], to: folder)
        var failures: [[String: Any]] = []
        for (index, entry) in lastRun.entries.enumerated() where entry.status != "matched" && entry.status != "recorded" {
            var context: [String: Any] = [
                "id": entry.id, "status": entry.status.uppercased(), "message": entry.message ?? "", "anchor": "failure-\(index)",
                "approve": "swift run snapshot approve '\(entry.id)'",
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
            failures.append(context)
        }
        let passing = lastRun.entries.filter { $0.status == "matched" }.map(\.id)
        let html = try HTMLTemplates.render(
            "report",
            [
                "summary": report.summary, "hasFailures": !failures.isEmpty, "failureCount": failures.count, "failures": failures,
                "passing": passing, "passingCount": passing.count, "orphans": lastRun.orphans,
            ])
        let index = folder.appendingPathComponent("index.html")
        try ReferenceStore.atomicWrite(Data(html.utf8), to: index)
        return index
    }

    private static func copy(_ path: String, as relative: String, into folder: URL) throws -> String {
        try HTMLTemplates.copyFile(URL(fileURLWithPath: path), to: folder.appendingPathComponent(relative))
        return relative
    }
}
