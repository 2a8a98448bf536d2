import ComponentKit
import Foundation
import SnapshotCore

/// Writes the verify report (on every verify run, also when everything passes).
///
/// Failures are grouped by cause first ("by cause": each change with its key, one example
/// reference | diff | actual strip, links to its failures and the command that accepts it), then
/// by component under a table of contents, each collapsed to one line (status, id, first line of
/// its message, its changes with their keys) until opened, so a run with a hundred failures stays
/// a short page: j/k walk them with a visible position, status buttons filter them. An opened
/// failure shows its causes, links to its cause groups, reference | diff | actual, a swipe and an
/// onion-skin view, a zoom, and the exact command that accepts it. Orphans follow with the `clean`
/// command; passing checks are collapsed. Each list is capped (``OutputCaps``).
package enum VerifyReportWriter {
    /// Writes `report/index.html` inside `output` for `report`, copying the images it shows into
    /// `report/images/`.
    ///
    /// Every image is read through its folder's rule: an actual or diff image only from inside
    /// `output`, a reference only from inside `snapshots`, so a tampered manifest cannot copy a
    /// file from elsewhere into the report. An artifact this run wrote, still the file it wrote
    /// (``CheckResult/written``), is linked unread: its bytes are the run's own encoder's, so the
    /// report neither reads nor checks them again. The images of an earlier report are swept first
    /// (only PNG files; anything else in `report/images/` stays).
    @discardableResult
    package static func write(
        _ report: RunReport, lastRun: LastRun, snapshots: ContainedFolder, output: ContainedFolder, commands: ApprovalHints,
        galleryLink: String
    ) throws -> URL {
        try FileRemover.sweep("report/images", in: output) { $0.hasSuffix(".png") || FileWriter.isTemporaryName($0) }
        try HTMLTemplates.copyAssets(["style.css", "checks.js", "report.js"], to: "report", in: output)
        let causeGroups = CauseGroup.groups(in: lastRun)
        let listed = Set(causeGroups.prefix(OutputCaps.reportGroups).map(\.key))
        let written = report.results.reduce(into: [String: FileIdentity]()) { all, result in
            all.merge(result.written) { first, _ in first }
        }
        let files = ReportFiles(snapshots: snapshots, output: output, written: written)
        let groups = try failuresByComponent(lastRun, files: files, commands: commands, listedGroups: listed)
        let failureCount = groups.map(\.failures.count).reduce(0, +)
        let passing = lastRun.entries.filter { $0.status == "matched" || $0.status == "recorded" }.map(\.id)
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
                "approveAll": commands.approveAllFailed, "program": CommandName.current, "statusFilters": statusFilters(lastRun),
                "passing": passing, "passingCount": passing.count,
                "orphans": lastRun.orphans, "hasOrphans": !lastRun.orphans.isEmpty, "orphanCount": lastRun.orphans.count,
                "galleryLink": galleryLink,
                "stale": lastRun.staleTables.map { StaleTables(names: $0).message } ?? false,
                "hasCauses": !causeGroups.isEmpty,
                "causes": try causeGroups.prefix(OutputCaps.reportGroups).map { group in
                    try causeContext(group, files: files, commands: commands)
                },
            ].merging(positive("moreCauses", causeGroups.count - OutputCaps.reportGroups)) { $1 })
        return try FileWriter.write(Data(html.utf8), to: "report/index.html", in: output)
    }

    /// Each entry that did not pass as its part of the page (``failureContext``), grouped by
    /// component in the order the components first fail.
    private static func failuresByComponent(_ lastRun: LastRun, files: ReportFiles, commands: ApprovalHints, listedGroups: Set<String>)
        throws -> [(component: String, failures: [[String: Any]])]
    {
        var groups: [(component: String, failures: [[String: Any]])] = []
        let failing = lastRun.entries.filter { $0.status != "matched" && $0.status != "recorded" }
        // Each failure's images, copied into the report on every core (each to its own names).
        let shown = try failing.concurrentMap { entry in
            Result { entry.reference.hasSuffix(".png") ? try images(of: entry, files: files) : [:] }
        }.map { try $0.get() }
        for (entry, images) in zip(failing, shown) {
            let context = try failureContext(entry, images: images, files: files, commands: commands, listedGroups: listedGroups)
            if let index = groups.firstIndex(where: { $0.component == entry.component }) {
                groups[index].failures.append(context)
            } else {
                groups.append((entry.component, [context]))
            }
        }
        return groups
    }

    /// The status filter buttons: one per status present, with its count.
    private static func statusFilters(_ lastRun: LastRun) -> [[String: Any]] {
        let counts = Dictionary(grouping: lastRun.entries, by: \.status).mapValues(\.count)
        let passing = lastRun.entries.filter { $0.status == "matched" || $0.status == "recorded" }.count
        return [("failed", "Failed"), ("missing", "Missing"), ("error", "Errors")].compactMap { key, label in
            counts[key].map { ["status": key, "label": label, "count": $0] }
        } + (lastRun.orphans.isEmpty ? [] : [["status": "orphaned", "label": "Orphaned", "count": lastRun.orphans.count]])
            + [["status": "passed", "label": "Passed", "count": passing]]
    }

    /// One failure's part of the page: its collapsed row (status, id, first line, its changes with
    /// their keys), its message, causes and links to its cause groups, its images and its command.
    private static func failureContext(
        _ entry: LastRun.Entry, images: [String: Any], files: ReportFiles, commands: ApprovalHints, listedGroups: Set<String>
    ) throws -> [String: Any] {
        let output = files.output
        let message = entry.message ?? ""
        var context: [String: Any] = [
            "id": entry.id, "status": entry.status.uppercased(), "statusKey": entry.status, "anchor": anchor(entry.id),
            "message": message, "firstLine": FailureText(message: message, causes: []).headline,
            "hasDiffText": message.contains("\n"), "approve": commands.approve(entry.id), "zooms": [1, 2, 4, 8],
        ]
        if entry.reference.hasSuffix(".png") {
            context.merge(images) { $1 }
        } else if let actual = entry.actual, let link = link(to: actual, in: output) {
            context["actualText"] = link
        }
        if entry.status == "error" { context["approve"] = "(fix the input first; nothing to approve)" }
        if let cause = entry.cause {
            let changes = cause.changeList
            context["hasCause"] = true
            context["causeKey"] = cause.key
            context["causeLines"] = cause.causes.map(\.description)
            if let file = entry.causesFile.flatMap({ link(to: $0, in: output) }) { context["causesFile"] = file }
            context["rowChanges"] = changes.prefix(rowChanges).map {
                ["summary": OutputCaps.capped($0.summary, limit: 160), "key": $0.key]
            }
            context.merge(positive("moreCauses", cause.omittedCauses ?? 0)) { $1 }
            context.merge(positive("moreRowChanges", max(0, changes.count - rowChanges) + (cause.omittedChanges ?? 0))) { $1 }
            context["causeGroups"] = changes.map { change -> [String: Any] in
                var group: [String: Any] = ["summary": change.summary, "key": change.key]
                if listedGroups.contains(change.key) { group["target"] = groupAnchor(change.key) }
                return group
            }
            // Accepting a change is the usual step: each change's command, and both when there are more.
            let accepts = changes.map { ["summary": $0.summary, "key": $0.key, "command": commands.approve(cause: $0.key)] }
            if entry.status != "error" {
                if accepts.count == 1 { context["oneChange"] = accepts[0] }
                if accepts.count > 1 && cause.omittedChanges == nil {
                    context["manyChanges"] = [
                        "count": accepts.count, "changeCommands": accepts, "allCommand": commands.approve(causes: changes.map(\.key)),
                    ]
                }
            }
        }
        return context
    }

    /// How many of a failure's changes its collapsed row names.
    static let rowChanges = 2

    /// An image failure's reference, diff and actual, copied into the report; their links by role.
    private static func images(of entry: LastRun.Entry, files: ReportFiles) throws -> [String: Any] {
        guard let actual = entry.actual else { return [:] }
        var context: [String: Any] = ["hasImages": true]
        context["actual"] = try files.show(actual, as: "images/actual/\(entry.reference)")
        if let diff = entry.diff { context["diff"] = try files.show(diff, as: "images/diff/\(entry.reference)") }
        let reference = try files.snapshots.resolve(entry.reference)
        if entry.status == "failed", FileManager.default.fileExists(atPath: reference.path) {
            context["reference"] = try copy(reference, as: "images/reference/\(entry.reference)", into: files.output)
        }
        return context
    }

    /// One cause group: its change, its reach, the failures it holds (at most
    /// ``OutputCaps/groupMembers`` links), one example strip (reference | diff | actual) and its command.
    private static func causeContext(_ group: CauseGroup, files: ReportFiles, commands: ApprovalHints) throws -> [String: Any] {
        var context: [String: Any] = [
            "key": group.key, "anchor": groupAnchor(group.key), "summary": group.summary, "extent": group.extent,
            "components": group.components.joined(separator: ", "),
            "members": group.entries.prefix(OutputCaps.groupMembers).map { ["id": $0.id, "anchor": anchor($0.id)] },
            "approve": commands.approve(cause: group.key),
        ]
        context.merge(positive("moreMembers", group.entries.count - OutputCaps.groupMembers)) { $1 }
        if let example = group.entries.first(where: { $0.strip != nil && $0.reference.hasSuffix(".png") }), let strip = example.strip {
            context["example"] = ["id": example.id, "strip": try files.show(strip, as: "images/strip/\(example.reference)")]
        }
        return context
    }

    /// `[name: count]` when `count` is positive, else nothing: a Mustache section shows for any
    /// number, 0 included, so a count of none is left out.
    private static func positive(_ name: String, _ count: Int) -> [String: Any] { count > 0 ? [name: count] : [:] }

    /// The fragment id of a cause group: `cause-` and its key.
    static func groupAnchor(_ key: String) -> String { "cause-" + anchor(key) }

    /// A link from the report's page to `file` in the output folder (`../artifacts/…`), when the
    /// file is named and lies inside it.
    private static func link(to file: String, in output: ContainedFolder) -> String? {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path, prefix = output.url.standardizedFileURL.path + "/"
        guard let relative = PathBytes.remainder(of: path, after: prefix), output.holds(URL(fileURLWithPath: path)) else { return nil }
        return "../" + (relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")
    }

    /// A fragment id for a variant id: letters, digits, `-` and `_` kept, anything else `-`.
    static func anchor(_ id: String) -> String {
        String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    /// Copies the image at the real location `source` into `report/<relative>`; returns `relative`
    /// (the page's link). The largest image copied is the largest a reference may be. With
    /// `linking` (the run's own artifacts, inside `output`), the copy is a second name of the
    /// same file where the file system allows: a run with many failures makes no file twice.
    static func copy(
        _ source: URL, as relative: String, into output: ContainedFolder, linking: Bool = false, written: FileIdentity? = nil
    ) throws -> String {
        try HTMLTemplates.copyFile(
            source, limit: ReferenceStore.defaultByteLimit, to: "report/\(relative)", in: output, linking: linking, written: written)
        return relative
    }
}
