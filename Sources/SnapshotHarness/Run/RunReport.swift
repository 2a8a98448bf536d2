import ComponentKit
import Foundation
import SnapshotCauses
import SnapshotCore

/// The result of checking one reference.
package struct CheckResult: Sendable {
    package enum Status: Sendable {
        case outcome(SnapshotOutcome)
        /// Bad input or a failed write: the message names the file.
        case error(String)
    }

    package var id: String
    /// The reference's location, kept as its path: a run holds a result per variant until it
    /// ends, and a path is a fraction of a `URL`'s memory.
    private var referencePath: String
    package var reference: URL {
        // A reference is a file: said so, the URL is made without asking the file system.
        get { URL(fileURLWithPath: referencePath, isDirectory: false) }
        set { referencePath = newValue.path }
    }
    package var status: Status
    /// Actual and diff images written for a failure.
    package var artifacts: [URL]
    /// The identity of each artifact this run wrote, by its path as ``artifacts`` names it: the
    /// report links such a file unread while it is still that file (it checks any other).
    package var written: [String: FileIdentity] = [:]
    /// Why a variant's image failed, from its provenance (empty for passes and for text references).
    package var causes: [FailureCause] = []
    /// For a failure with more than one change: by change key, the artifact holding that change
    /// alone (see ``LastRun/Entry/partials``).
    package var partials: [String: URL] = [:]
    /// When recording, a variant that drew text its layout does not list in `textRuns` (nil
    /// otherwise, and always when verifying).
    package var unlistedText: UnlistedText?
    /// When recording, a variant whose laid-out size is not whole pixels at the run's scale
    /// (nil otherwise, and always when verifying).
    package var pixelRounding: PixelRounding?

    package init(
        id: String, reference: URL, status: Status, artifacts: [URL], written: [String: FileIdentity] = [:], causes: [FailureCause] = [],
        partials: [String: URL] = [:], unlistedText: UnlistedText? = nil, pixelRounding: PixelRounding? = nil
    ) {
        self.id = id
        self.referencePath = reference.path
        self.status = status
        self.artifacts = artifacts
        self.written = written
        self.causes = causes
        self.partials = partials
        self.unlistedText = unlistedText
        self.pixelRounding = pixelRounding
    }

    package var passed: Bool {
        if case .outcome(let outcome) = status { return outcome.passed }
        return false
    }
}

/// Everything a record or verify run found, with its counts and exit code.
package struct RunReport: Sendable {
    package var results: [CheckResult]
    package var artifactsDirectory: URL
    /// References no variant produces (only looked for in whole-matrix runs).
    package var orphans: [String] = []
    /// Set when the renderer fingerprint is missing or differs from the recorded one.
    package var rendererNote: String?
    /// How many files a record staged and then dropped because the run had errors (a record
    /// writes all of its files or none); 0 when everything staged was written.
    package var unwritten = 0

    /// One warning per component whose recorded variants drew text their layouts do not list
    /// (``UnlistedText``), and one per component whose recorded variants lay out at sizes that are
    /// not whole pixels (``PixelRounding``); empty when verifying.
    package var warnings: [String] {
        UnlistedText.warnings(results.compactMap(\.unlistedText)) + PixelRounding.warnings(results.compactMap(\.pixelRounding))
    }

    package func count(_ label: String) -> Int {
        results.filter { result in
            switch result.status {
            case .outcome(let outcome): outcome.label == label
            case .error: label == "error"
            }
        }.count
    }

    /// 0 when everything passed, 2 when any input error occurred, otherwise 1 (differences,
    /// missing references or orphans).
    package var exitCode: Int32 {
        if count("error") > 0 { return 2 }
        return results.allSatisfy(\.passed) && orphans.isEmpty ? 0 : 1
    }

    /// `27 checked: 25 matched, 0 recorded, 1 failed, 1 missing, 0 errors`.
    ///
    /// A record whose writes were dropped (``unwritten``) says `N recorded but not written`; one
    /// that left references alone because their pixels already match (`kept`) says how many
    /// after the matched ones.
    package var summary: String {
        let kept = count("kept")
        let parts =
            ["matched", "recorded", "failed", "missing"].map { label in
                "\(count(label)) \(label)" + (label == "recorded" && unwritten > 0 ? " but not written" : "")
                    + (label == "matched" && kept > 0 ? ", \(kept) left alone" : "")
            } + ["\(count("error")) errors"]
        return "\(results.count) checked: " + parts.joined(separator: ", ") + (orphans.isEmpty ? "" : ", \(orphans.count) orphaned")
    }

    /// One line per result that did not pass, then its causes and the rest of its message, capped
    /// (``FailureText``, ``OutputCaps``), then its artifacts; then the orphans and the renderer note.
    package var failureLines: [String] { failureLines(commands: nil) }

    /// ``failureLines``, a file that holds more than one change also naming the command that
    /// accepts each of them apart (with `commands`).
    package func failureLines(commands: ApprovalHints?) -> [String] {
        var budget = RunDetailBudget()
        let lines = results.compactMap { result -> String? in
            switch result.status {
            case .outcome(.failed(let difference)):
                let text = FailureText(message: difference.message, causes: result.causes.map(\.description))
                let body = budget.allows(text.body.count) ? text.indentedBody : []
                let apart = commands.flatMap { Self.changesApart(result.causes, commands: $0) }.map { ["    " + $0] } ?? []
                return (["FAIL \(result.id): \(text.headline)"] + apart + body).joined(separator: "\n") + artifactsNote(result)
            case .outcome(.missing(let message)):
                let causes = result.causes.map { "\n    cause: " + OutputCaps.capped($0.description) }.joined()
                return "MISSING \(result.id): \(OutputCaps.capped(message))" + causes + artifactsNote(result)
            case .error(let message):
                return "ERROR \(result.id): \(OutputCaps.capped(message))"
            case .outcome:
                return nil
            }
        }
        return lines + (budget.note.map { [$0] } ?? [])
            + orphans.map { orphan in
                let what =
                    FileWriter.isTemporaryName((orphan as NSString).lastPathComponent)
                    ? "a temporary file an interrupted write left behind" : "no variant produces it"
                return "ORPHAN Snapshots/\(orphan): \(what) (remove with `\(CommandName.current) clean`)"
            }
            + (rendererNote.map { ["NOTE \($0)"] } ?? [])
    }

    /// `holds 2 changes, accepted apart: …; …` for a file with more than one change (nil otherwise).
    static func changesApart(_ causes: [FailureCause], commands: ApprovalHints) -> String? {
        let keys = FailureCause.changeKeys(causes)
        guard keys.count > 1 else { return nil }
        return "holds \(keys.count) changes, accepted apart: " + keys.map { commands.approve(cause: $0) }.joined(separator: "; ")
    }

    private func artifactsNote(_ result: CheckResult) -> String {
        result.artifacts.isEmpty ? "" : "\n    " + result.artifacts.map(\.path).joined(separator: "\n    ")
    }
}
