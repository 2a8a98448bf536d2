import Foundation
import Rendering

/// The result of checking one reference.
public struct CheckResult: Sendable {
    public enum Status: Sendable {
        case outcome(SnapshotOutcome)
        /// Bad input or a failed write: the message names the file.
        case error(String)
    }

    public var id: String
    public var reference: URL
    public var status: Status
    /// Actual and diff images written for a failure.
    public var artifacts: [URL]

    public var passed: Bool {
        if case .outcome(let outcome) = status { return outcome.passed }
        return false
    }
}

/// Everything a record or verify run found, with its counts and exit code.
public struct RunReport: Sendable {
    public var results: [CheckResult]
    public var artifactsDirectory: URL
    /// References no variant produces (only looked for in whole-matrix runs).
    public var orphans: [String] = []
    /// Set when the renderer fingerprint is missing or differs from the recorded one.
    public var rendererNote: String?
    /// How many files a record staged and then dropped because the run had errors (a record
    /// writes all of its files or none); 0 when everything staged was written.
    public var unwritten = 0

    public func count(_ label: String) -> Int {
        results.filter { result in
            switch result.status {
            case .outcome(let outcome): outcome.label == label
            case .error: label == "error"
            }
        }.count
    }

    /// 0 when everything passed, 2 when any input error occurred, otherwise 1 (differences,
    /// missing references or orphans).
    public var exitCode: Int32 {
        if count("error") > 0 { return 2 }
        return results.allSatisfy(\.passed) && orphans.isEmpty ? 0 : 1
    }

    /// `27 checked: 25 matched, 0 recorded, 1 failed, 1 missing, 0 errors`.
    ///
    /// A record whose writes were dropped (``unwritten``) says `N recorded but not written`.
    public var summary: String {
        let parts =
            ["matched", "recorded", "failed", "missing"].map { label in
                "\(count(label)) \(label)" + (label == "recorded" && unwritten > 0 ? " but not written" : "")
            } + ["\(count("error")) errors"]
        return "\(results.count) checked: " + parts.joined(separator: ", ") + (orphans.isEmpty ? "" : ", \(orphans.count) orphaned")
    }

    /// One line per result that did not pass, with its message and artifacts, then the orphans.
    public var failureLines: [String] {
        results.compactMap { result -> String? in
            switch result.status {
            case .outcome(.failed(let difference)):
                return "FAIL \(result.id): \(difference.message)" + artifactsNote(result)
            case .outcome(.missing(let message)):
                return "MISSING \(result.id): \(message)" + artifactsNote(result)
            case .error(let message):
                return "ERROR \(result.id): \(message)"
            case .outcome:
                return nil
            }
        } + orphans.map { "ORPHAN Snapshots/\($0): no variant produces it (remove with `snapshot clean`)" }
            + (rendererNote.map { ["NOTE \($0)"] } ?? [])
    }

    /// The manifest `approve` reads.
    func lastRun(scale: Int, snapshots: URL, outputDirectory: URL? = nil, tokensDirectory: URL? = nil) -> LastRun {
        let root = snapshots.standardizedFileURL.path + "/"
        let entries = results.map { result -> LastRun.Entry in
            let reference = String(result.reference.standardizedFileURL.path.dropFirst(root.count))
            func artifact(_ suffix: String) -> String? {
                result.artifacts.first { $0.deletingPathExtension().pathExtension == suffix }?.path
            }
            var status = "matched", message: String?
            switch result.status {
            case .outcome(.failed(let difference)): status = "failed"; message = difference.message
            case .outcome(.missing(let text)): status = "missing"; message = text
            case .outcome(.recorded): status = "recorded"
            case .outcome(.matched): status = "matched"
            case .error(let text): status = "error"; message = text
            }
            let actual = artifact("actual")
            let bytes = actual.flatMap { FileManager.default.contents(atPath: $0) }
            let header = bytes.flatMap { PNGHeader($0) }
            return LastRun.Entry(
                id: result.id, status: status, reference: reference, actual: actual,
                diff: artifact("diff"), strip: artifact("strip"), message: message,
                actualSHA256: bytes.map(SHA256.hex(of:)), actualWidth: header?.width, actualHeight: header?.height)
        }
        return LastRun(
            date: Date(), scale: scale, entries: entries, orphans: orphans, outputDirectory: outputDirectory?.standardizedFileURL.path,
            tokensDirectory: tokensDirectory?.standardizedFileURL.path)
    }

    private func artifactsNote(_ result: CheckResult) -> String {
        result.artifacts.isEmpty ? "" : "\n    " + result.artifacts.map(\.path).joined(separator: "\n    ")
    }
}
