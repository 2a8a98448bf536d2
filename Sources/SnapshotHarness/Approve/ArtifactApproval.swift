import Foundation
import SnapshotCore

/// `approve --from DIR`: accepts actual files from a verify run made elsewhere, its output
/// downloaded as a CI artifact (one shard's, or the merged one), without rendering them again.
///
/// References are the same bytes on every Linux machine, so a CI run's actual files are exactly
/// what a local run would make. What a local approve checks by the workspace's latest run, this
/// checks by digests instead:
///
/// - the manifest is the one verify manifest at the top of `DIR` (`shard-2.json`, `snapshots.json`,
///   or `last-run.json` in a copied output folder);
/// - each chosen actual is found under `DIR` by its path inside its run's output folder
///   (``LastRun/Entry/actualInOutput``), inside `DIR` once links are resolved, and must have the
///   SHA-256 the manifest records (and decode to its recorded size);
/// - each reference it replaces must still be the one the run compared against: the SHA-256 the
///   manifest records (``LastRun/Entry/referenceSHA256``), or absent for a missing one.
///
/// Failures are chosen as a local approve chooses them (ids, globs, `--cause KEY` with its
/// partial files, `--all-failed`); all of them are written in one transaction, or none.
package enum ArtifactApproval {
    /// Why an artifact cannot be approved from, in words naming the file.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String

        init(_ description: String) { self.description = description }
    }

    /// The most files looked at under `DIR`, and how deep: an artifact holds a run's output.
    static let fileLimit = 200_000
    static let depthLimit = 12

    /// The manifest at the top of `folder`, and its file.
    package static func manifest(in folder: URL) throws -> (run: LastRun, file: URL) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw Problem("--from \(folder.path): not a folder that can be read (download the CI artifact there first)")
        }
        let candidates = names.filter { $0.hasSuffix(".json") }
        var found: [(LastRun, URL)] = []
        for name in candidates {
            let url = try ContainedFolder(folder, role: "the artifact folder").resolve(name)
            if let run = try? LastRun.read(file: url) { found.append((run, url)) }
        }
        guard found.count <= 1 else {
            throw Problem(
                "--from \(folder.path) holds several verify manifests (\(found.map(\.1.lastPathComponent).joined(separator: ", "))): "
                    + "give one artifact's folder")
        }
        guard let only = found.first else {
            throw Problem(
                "--from \(folder.path) holds no verify manifest at its top (shard-N.json or snapshots.json from `verify --json`/`merge "
                    + "--json`, or last-run.json): give the folder the CI artifact was downloaded into")
        }
        return only
    }

    /// Approves, from the artifact in `folder`, what `ids`, `causes` or `allFailed` choose (as
    /// ``Approver/approve(ids:causes:allFailed:lastRun:workspace:output:latestOutput:naming:withheld:)``
    /// chooses them); returns the references written, relative to `Snapshots/`.
    package static func approve(
        ids: [String], causes: [String], allFailed: Bool, from folder: URL, workspace: Workspace, naming: ReferenceNaming,
        withheld: (LastRun.Entry, [LastRun.Entry.Cause.Change]) -> Void = { _, _ in },
        retired: ([String]) -> Void = { _ in }
    ) throws -> (written: [String], manifest: LastRun) {
        let (lastRun, _) = try manifest(in: folder)
        var chosen: [LastRun.Entry] = []
        for entry in try Approver.choose(ids: ids, causes: causes, allFailed: allFailed, in: lastRun) {
            switch PartialApproval.source(of: entry, accepting: Set(causes)) {
            case .whole: chosen.append(entry)
            case .partial(let partial): chosen.append(partial)
            case .withheld(let others): withheld(entry, others)
            }
        }
        let references = try chosen.map { entry throws(SnapshotError) in
            try Approver.reference(of: entry, scale: lastRun.scale, naming: naming)
        }
        let files = try ArtifactFiles(folder)
        let lock = try workspace.lock(.exclusive, purpose: "snapshot approve --from")
        defer { lock.release() }
        let transaction = workspace.transaction()
        defer { transaction.discard() }
        for (entry, reference) in zip(chosen, references) {
            try requireCompared(entry, reference: reference, in: workspace)
            try transaction.stage(try files.actual(of: entry), to: reference, in: workspace.snapshots)
        }
        try transaction.commit()
        let orphans = Approver.retiredOrphans(by: chosen, accepting: Set(causes), allFailed: allFailed, in: lastRun)
        if !orphans.isEmpty {
            try Orphans.remove(orphans, in: workspace.snapshots)
            retired(orphans)
        }
        return (references, lastRun)
    }

    /// Throws unless `reference` is still what the run compared `entry` against.
    static func requireCompared(_ entry: LastRun.Entry, reference: String, in workspace: Workspace) throws {
        let url = try workspace.snapshots.resolve(reference)
        let current = try FileReader.readWhole(url.path, expected: "a reference", limit: ReferenceStore.defaultByteLimit)
        let changed = "Snapshots/\(reference) changed since the run compared against it"
        switch (entry.status, current) {
        case ("missing", nil): return
        case ("missing", .some):
            throw Problem("\(changed) (it was missing then, and exists now); nothing was approved (verify again)")
        case (_, nil):
            throw Problem("\(changed) (it is gone now); nothing was approved (verify again)")
        case (_, .some(let data)):
            guard let compared = entry.referenceSHA256 else {
                throw Problem(
                    "the manifest records no digest of Snapshots/\(reference) as the run found it (made by an older harness): "
                        + "nothing was approved (run the CI again)")
            }
            guard SHA256.hex(of: data) == compared else {
                throw Problem("\(changed) (its SHA-256 is not the one the manifest records); nothing was approved (verify again)")
            }
        }
    }
}

/// The regular files of a downloaded artifact, by every tail of their path, so a run's file is
/// found by its path inside its output folder wherever that folder sits in the artifact
/// (`snapshot-output/artifacts/…` in a shard's, `shards/snapshots-shard-2/snapshot-output/…` in
/// the merged one).
struct ArtifactFiles {
    let folder: ContainedFolder
    /// Every tail of every file's relative path (`artifacts/A/x.actual.png`, `A/x.actual.png`, …) → those paths.
    private var byTail: [String: [String]] = [:]

    init(_ url: URL) throws {
        folder = ContainedFolder(url, role: "the artifact folder")
        let root = try folder.realLocation()
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var count = 0
        while let (relative, depth) = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path + "/" + name, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR, depth < ArtifactApproval.depthLimit {
                    pending.append((child, depth + 1))
                } else if status.st_mode & S_IFMT == S_IFREG {
                    count += 1
                    guard count <= ArtifactApproval.fileLimit else {
                        throw ArtifactApproval.Problem(
                            "--from \(url.path) holds more than \(ArtifactApproval.fileLimit) files: give one artifact's folder")
                    }
                    let parts = PathBytes.components(of: child)
                    for start in parts.indices { byTail[parts[start...].joined(separator: "/"), default: []].append(child) }
                }
            }
        }
    }

    /// The bytes of `entry`'s actual in the artifact: a file at its path inside its output folder
    /// with the SHA-256 the manifest records (several candidates: the one with that digest).
    func actual(of entry: LastRun.Entry) throws -> Data {
        guard let inOutput = entry.actualInOutput, !inOutput.isEmpty else {
            throw ArtifactApproval.Problem(
                "\(entry.id): the manifest does not say where its actual file is inside the run's output (made by an older harness): "
                    + "nothing was approved (run the CI again)")
        }
        let candidates = byTail[inOutput] ?? []
        guard !candidates.isEmpty else {
            throw ArtifactApproval.Problem(
                "\(entry.id): its actual file \(inOutput) is not in \(folder.url.path) (download the whole artifact); nothing was approved")
        }
        var firstProblem: Error?
        for candidate in candidates {
            do {
                let located = try folder.resolve(candidate)
                return try Approver.usableActual(entry, at: located, named: located.path)
            } catch {
                firstProblem = firstProblem ?? error
            }
        }
        if case .actualChanged(let path)? = firstProblem as? SnapshotError {
            throw ArtifactApproval.Problem(
                "\(path): its SHA-256 is not the one the manifest records for \(entry.id): the artifact changed after the run wrote it; "
                    + "nothing was approved (download it again)")
        }
        throw firstProblem ?? ArtifactApproval.Problem("\(entry.id): no usable actual file")
    }
}
