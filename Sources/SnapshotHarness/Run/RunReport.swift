import Foundation

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

    public func count(_ label: String) -> Int {
        results.filter { result in
            switch result.status {
            case .outcome(let outcome): outcome.label == label
            case .error: label == "error"
            }
        }.count
    }

    /// 0 when everything passed, 2 when any input error occurred, otherwise 1.
    public var exitCode: Int32 {
        if count("error") > 0 { return 2 }
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// `27 checked: 25 matched, 0 recorded, 1 failed, 1 missing, 0 errors`.
    public var summary: String {
        let parts = ["matched", "recorded", "failed", "missing"].map { "\(count($0)) \($0)" } + ["\(count("error")) errors"]
        return "\(results.count) checked: " + parts.joined(separator: ", ")
    }

    /// One line per result that did not pass, with its message and artifacts.
    public var failureLines: [String] {
        results.compactMap { result in
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
        }
    }

    private func artifactsNote(_ result: CheckResult) -> String {
        result.artifacts.isEmpty ? "" : "\n    " + result.artifacts.map(\.path).joined(separator: "\n    ")
    }
}
