import Foundation
import Rendering
import SnapshotCore

extension LastRun {
    /// The manifest of `report`: every check with its status, message and artifacts, and each
    /// actual image's SHA-256 and pixel size, which `approve` checks before it accepts one.
    ///
    /// - Parameters:
    ///   - snapshots: the references' folder, which the entries' paths are relative to.
    ///   - outputDirectory: the run's output folder (nil in merged results).
    ///   - tokensDirectory: the `--tokens` folder the run read replacement tables from, if any.
    ///   - stale: the tables edited under `Sources/` since the binary that ran was built, if any.
    package init(
        _ report: RunReport, scale: Int, snapshots: URL, outputDirectory: URL? = nil, tokensDirectory: URL? = nil,
        stale: StaleTables? = nil
    ) {
        let root = snapshots.standardizedFileURL.path + "/"
        let entries = report.results.map { result -> LastRun.Entry in
            let reference = String(result.reference.standardizedFileURL.path.dropFirst(root.count))
            func artifact(_ role: ArtifactLayout.Role) -> String? {
                result.artifacts.first { $0.deletingPathExtension().pathExtension == role.rawValue }?.path
            }
            var status = "matched", message: String?
            switch result.status {
            case .outcome(.failed(let difference)): status = "failed"; message = difference.message
            case .outcome(.missing(let text)): status = "missing"; message = text
            case .outcome(.recorded): status = "recorded"
            // A reference record left alone matches its actual pixel for pixel.
            case .outcome(.matched), .outcome(.kept): status = "matched"
            case .error(let text): status = "error"; message = text
            }
            let actual = artifact(.actual)
            let bytes = actual.flatMap { FileManager.default.contents(atPath: $0) }
            let header = bytes.flatMap { PNGHeader($0) }
            return LastRun.Entry(
                id: result.id, status: status, reference: reference, actual: actual,
                diff: artifact(.diff), strip: artifact(.strip), message: message,
                actualSHA256: bytes.map(SHA256.hex(of:)), actualWidth: header?.width, actualHeight: header?.height,
                cause: result.causes.isEmpty ? nil : LastRun.Entry.Cause(result.causes),
                partials: Self.partials(result.partials), causesFile: artifact(.causes))
        }
        self.init(
            date: Date(), scale: scale, entries: entries, orphans: report.orphans,
            outputDirectory: outputDirectory?.standardizedFileURL.path, tokensDirectory: tokensDirectory?.standardizedFileURL.path,
            staleTables: stale?.names)
    }

    /// The manifest's record of `files` (change key → artifact): each file's SHA-256 and pixel size.
    private static func partials(_ files: [String: URL]) -> [String: LastRun.Entry.Partial]? {
        guard !files.isEmpty else { return nil }
        return files.compactMapValues { url in
            guard let bytes = FileManager.default.contents(atPath: url.path) else { return nil }
            let header = PNGHeader(bytes)
            return LastRun.Entry.Partial(
                actual: url.path, actualSHA256: SHA256.hex(of: bytes), actualWidth: header?.width, actualHeight: header?.height)
        }
    }
}
