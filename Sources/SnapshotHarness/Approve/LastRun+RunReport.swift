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
        // Each failure's files are read and hashed on every core, the entries kept in order.
        let entries = report.results.concurrentMap { result -> LastRun.Entry in
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
            let bytes = actual.flatMap { try? FileReader.readWhole($0, expected: "an actual file", limit: ReferenceStore.defaultByteLimit) }
            let header = bytes.flatMap { PNGHeader($0) }
            return LastRun.Entry(
                id: result.id, status: status, reference: reference, actual: actual,
                diff: artifact(.diff), strip: artifact(.strip), message: message,
                actualSHA256: bytes.map(SHA256.hex(of:)), actualWidth: header?.width, actualHeight: header?.height,
                cause: result.causes.isEmpty ? nil : LastRun.Entry.Cause(result.causes),
                partials: Self.partials(result.partials, output: outputDirectory), causesFile: artifact(.causes),
                actualInOutput: actual.flatMap { Self.path($0, inside: outputDirectory) },
                referenceSHA256: status == "failed" ? Self.digest(of: result.reference) : nil)
        }
        self.init(
            date: Date(), scale: scale, entries: entries, orphans: report.orphans,
            outputDirectory: outputDirectory?.standardizedFileURL.path, tokensDirectory: tokensDirectory?.standardizedFileURL.path,
            staleTables: stale?.names)
    }

    /// The manifest's record of `files` (change key → artifact): each file's SHA-256, pixel size
    /// and path inside `output`.
    private static func partials(_ files: [String: URL], output: URL?) -> [String: LastRun.Entry.Partial]? {
        guard !files.isEmpty else { return nil }
        return files.compactMapValues { url in
            guard let bytes = try? FileReader.readWhole(url.path, expected: "a partial", limit: ReferenceStore.defaultByteLimit)
            else { return nil }
            let header = PNGHeader(bytes)
            return LastRun.Entry.Partial(
                actual: url.path, actualSHA256: SHA256.hex(of: bytes), actualWidth: header?.width, actualHeight: header?.height,
                actualInOutput: path(url.path, inside: output))
        }
    }

    /// `path` relative to the folder `output`, nil when it lies elsewhere (or there is no folder).
    static func path(_ path: String, inside output: URL?) -> String? {
        guard let output else { return nil }
        let root = output.standardizedFileURL.path + "/"
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : nil
    }

    /// The SHA-256 of the reference at `url` as it is now (the run holds the lock, so it is the
    /// one it compared against); nil when it cannot be read.
    private static func digest(of url: URL) -> String? {
        (try? FileReader.readWhole(url.standardizedFileURL.path, expected: "a reference", limit: ReferenceStore.defaultByteLimit))
            .flatMap { $0 }.map(SHA256.hex(of:))
    }
}
