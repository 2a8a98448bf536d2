import ComponentKit
import Foundation
import SnapshotCore

/// A verify run as Markdown for a CI job summary or a pull-request comment: the counts, the
/// failures grouped by cause (each group with the command that accepts it), a table of what
/// failed, is missing or orphaned with its cause (its first change and key) and message, and the
/// commands that accept it.
///
/// Ids, statuses, messages, cause lines and keys come from files (provenance, a merged shard's
/// result) and are escaped for Markdown and HTML (``MarkdownText``): the summary's markup is its own.
///
/// ```swift
/// let markdown = PullRequestSummary.markdown(lastRun, commands: runner.approvalHints)
/// ```
package enum PullRequestSummary {
    /// At most this many rows in the table, and cause groups in the list; the rest are counted below each.
    package static let rowLimit = 100

    /// The summary of `run`, its commands `commands`. With `artifact` (the CI artifact that holds
    /// the run's output, and the commands approve from it), it says how to download it first;
    /// `runID` is the CI run's, for `gh run download`.
    package static func markdown(_ run: LastRun, commands: ApprovalHints, artifact: String? = nil, runID: String? = nil) -> String {
        let problems = run.entries.filter { $0.status != "matched" && $0.status != "recorded" }
        var lines = ["## Snapshot verify: " + (run.exitCode == 0 ? "passed" : "changes found"), "", run.summary, ""]
        if let names = run.staleTables, !names.isEmpty {
            lines = [
                "## Snapshot verify: rebuild first", "",
                "**\(MarkdownText.inline(StaleTables(names: names).message))**: "
                    + "this run rendered the tables built into the binary, not the package's.", "", run.summary, "",
            ]
        }
        if let artifact, problems.contains(where: { $0.status == "failed" || $0.status == "missing" }) {
            let download = "gh run download \(runID ?? "<run id>") --name \(artifact) --dir \(artifact)"
            lines += [
                "The commands below accept from this run's artifact \(MarkdownText.code(artifact)), its actual images as CI "
                    + "rendered them: download it into the package (\(MarkdownText.code(download)), or from the run's page), "
                    + "then run them there.",
                "",
            ]
        }
        let groups = CauseGroup.groups(in: run)
        if !groups.isEmpty {
            lines += ["### By cause", ""]
            for group in groups.prefix(rowLimit) {
                lines += [
                    "- **\(MarkdownText.inline(group.summary))**: \(group.extent) "
                        + "(\(group.components.map(MarkdownText.code).joined(separator: ", "))); "
                        + "accept: \(MarkdownText.code(commands.approve(cause: group.key)))"
                ]
            }
            if groups.count > rowLimit { lines += ["", "… and \(groups.count - rowLimit) more changes (see the report)."] }
            lines.append("")
        }
        if !problems.isEmpty || !run.orphans.isEmpty {
            lines += ["| Status | Reference | Cause | Message |", "|---|---|---|---|"]
            let rows =
                problems.map { ($0.status, $0.id, causeCell($0.cause), $0.message ?? "") }
                + run.orphans.map { ("orphaned", $0, "", "no variant produces it") }
            for (status, id, cause, message) in rows.prefix(rowLimit) {
                lines.append(
                    "| \(MarkdownText.inline(status)) | \(MarkdownText.code(id)) | \(cause) | "
                        + "\(MarkdownText.inline(OutputCaps.capped(firstLine(message), limit: cellCharacters))) |")
            }
            if rows.count > rowLimit { lines += ["", "… and \(rows.count - rowLimit) more (see the report)."] }
            lines.append("")
        }
        let approvable = problems.filter { $0.status == "failed" || $0.status == "missing" }
        if !approvable.isEmpty {
            lines += [
                "Accept every failed and missing reference (after looking at them):", "", "```sh",
                MarkdownText.oneLine(commands.approveAllFailed), "```", "",
            ]
            let components = Array(Set(approvable.map(\.component))).sorted()
            let perComponent = components.map { MarkdownText.oneLine(commands.approve("\($0)/*")) }
            lines += ["Or one component at a time:", "", "```sh"] + perComponent + ["```", ""]
        }
        if !run.orphans.isEmpty { lines += ["Remove orphaned references with `\(CommandName.current) clean`.", ""] }
        return lines.joined(separator: "\n")
    }

    /// The most characters of a cell's text (a change, a message's first line).
    static let cellCharacters = 200

    /// A failure's cause cell: its first change and key, and how many more it has; escaped.
    private static func causeCell(_ cause: LastRun.Entry.Cause?) -> String {
        guard let cause, let first = cause.changeList.first else { return "" }
        let more = cause.changeList.count - 1 + (cause.omittedChanges ?? 0)
        // A file with two changes says so, with each key (`approve --cause KEY` accepts one apart).
        let others = cause.changeList.dropFirst().prefix(2).map { MarkdownText.code($0.key) }
        return MarkdownText.inline(OutputCaps.capped(first.summary, limit: cellCharacters)) + " " + MarkdownText.code(first.key)
            + (more > 0 ? " (+\(more) more: " + others.joined(separator: ", ") + (more > others.count ? ", …" : "") + ")" : "")
    }

    private static func firstLine(_ text: String) -> String { text.split(separator: "\n").first.map(String.init) ?? "" }
}
