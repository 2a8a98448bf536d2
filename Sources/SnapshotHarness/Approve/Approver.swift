import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore

/// Accepts actual images of the last verify run as references: only those, all or nothing.
package enum Approver {
    /// Copies the last run's actual files for `ids` (or every failed and missing one with `allFailed`)
    /// over their references, all or none. Returns the references written, relative to `Snapshots/`.
    ///
    /// - Parameters:
    ///   - ids: exact ids, or globs with `*` (`EBCounter/*`) as `verify --filter` takes them; each
    ///     must match at least one failed or missing entry.
    ///   - causes: cause keys (`c1a2b3c4d`, from the report or the summary): every failure with
    ///     those causes; each must name at least one.
    ///   - output: the folder `lastRun` was read from. When the manifest records another folder,
    ///     or the workspace's latest verify (`latestOutput`) wrote elsewhere, nothing is approved.
    ///   - latestOutput: the output folder of the workspace's latest verify, if noted.
    ///   - naming: how an entry's id names its reference. Each chosen entry's `reference` must be
    ///     the one its id names (at the manifest's scale), or nothing is approved; the path
    ///     written is the derived one, never the manifest's as it stands.
    ///
    /// Before anything is written, every chosen actual file must lie inside `output`, still have
    /// the SHA-256 the run recorded, and be what its reference needs: a PNG that decodes to the
    /// size the run recorded, or UTF-8 text. Each is then staged beside its reference (which must
    /// lie inside `Snapshots/`, links resolved) and the set is renamed into place by one
    /// ``FileTransaction``: if any step fails, no reference changes and no temporary file is left.
    /// The workspace's lock is held throughout, so no other run records or approves meanwhile.
    ///   - withheld: told of each failure `causes` reached that also holds a change not being
    ///     accepted and has no file of the accepted change alone: it is left as it is (an
    ///     approval never writes pixels that belong to another cause), with the other changes.
    package static func approve(
        ids: [String], causes: [String] = [], allFailed: Bool, lastRun: LastRun, workspace: Workspace, output: URL,
        latestOutput: URL? = nil, naming: ReferenceNaming = .rule,
        withheld: (LastRun.Entry, [LastRun.Entry.Cause.Change]) -> Void = { _, _ in },
        retired: ([String]) -> Void = { _ in }
    ) throws -> [String] {
        // A run whose binary was older than the package's tables rendered tables the package no longer has.
        if let names = lastRun.staleTables, !names.isEmpty { throw StaleTables(names: names).runRefusal }
        let folder = output.standardizedFileURL.path
        if let recorded = lastRun.outputDirectory, recorded != folder {
            throw SnapshotError.staleManifest(manifestFolder: folder, latestFolder: recorded)
        }
        if let latest = latestOutput?.standardizedFileURL.path, latest != folder {
            throw SnapshotError.staleManifest(manifestFolder: folder, latestFolder: latest)
        }
        var chosen: [LastRun.Entry] = []
        for entry in try choose(ids: ids, causes: causes, allFailed: allFailed, in: lastRun) {
            switch PartialApproval.source(of: entry, accepting: Set(causes)) {
            case .whole: chosen.append(entry)
            case .partial(let partial): chosen.append(partial)
            case .withheld(let others): withheld(entry, others)
            }
        }
        let references = try chosen.map { entry throws(SnapshotError) in try reference(of: entry, scale: lastRun.scale, naming: naming) }
        let lock = try workspace.lock(.exclusive, purpose: "snapshot approve")
        defer { lock.release() }
        let runFolder = workspace.outputFolder(output)
        let snapshots = workspace.snapshots
        let transaction = workspace.transaction()
        defer { transaction.discard() }
        for (entry, reference) in zip(chosen, references) {
            let data = try usableActual(entry, in: runFolder)
            try transaction.stage(data, to: reference, in: snapshots)
        }
        try transaction.commit()
        // Variants a matrix edit removed or renamed leave their references behind: accepting the
        // edit removes those (harness-made names only), as `clean` would.
        let orphans = retiredOrphans(by: chosen, accepting: Set(causes), allFailed: allFailed, in: lastRun)
        if !orphans.isEmpty {
            try Orphans.remove(orphans, in: snapshots)
            retired(orphans)
        }
        return references
    }

    /// The orphaned references of the variants that the accepted matrix edits among `chosen`
    /// removed or renamed (every edit with `allFailed`, those of `keys` otherwise; none for ids).
    static func retiredOrphans(by chosen: [LastRun.Entry], accepting keys: Set<String>, allFailed: Bool, in lastRun: LastRun) -> [String] {
        guard allFailed || !keys.isEmpty else { return [] }
        var gone: [String: Set<String>] = [:]
        for entry in chosen {
            for cause in entry.cause?.causes ?? [] {
                guard case .variants(let edit) = cause, allFailed || keys.contains(cause.changeKey) else { continue }
                gone[edit.component, default: []].formUnion(
                    edit.removed + edit.renamed.compactMap { $0.components(separatedBy: " → ").first })
            }
        }
        return lastRun.orphans.filter { orphan in
            guard let slash = orphan.firstIndex(of: "/"), let stem = Orphans.stem(of: orphan) else { return false }
            let component = String(orphan[..<slash])
            return gone[component]?.contains(String(stem[stem.index(after: slash)...])) == true
        }
    }

    /// The reference `entry`'s id names at `scale`, which its `reference` field must repeat.
    static func reference(of entry: LastRun.Entry, scale: Int, naming: ReferenceNaming) throws(SnapshotError) -> String {
        guard (1...4).contains(scale) else {
            throw .untrustedManifest(id: entry.id, problem: "was recorded at scale \(scale), which no run uses (1…4)")
        }
        let derived = try naming.reference(for: entry.id, scale: scale)
        guard entry.reference == derived else {
            throw .untrustedManifest(id: entry.id, problem: "claims the reference \(entry.reference), but its reference is \(derived)")
        }
        return derived
    }

    /// The failed and missing entries `ids` and `causes` (or `allFailed`) name, each once, in order
    /// of first mention, then the animations of the strips among them (``MotionAnimation``).
    package static func choose(ids: [String], causes: [String] = [], allFailed: Bool, in lastRun: LastRun) throws -> [LastRun.Entry] {
        let approvable = lastRun.entries.filter { ($0.status == "failed" || $0.status == "missing") && $0.actual != nil }
        if allFailed { return approvable }
        var chosen: [LastRun.Entry] = []
        var taken = Set<String>()
        for key in causes {
            let matches = approvable.filter { $0.cause?.key == key || $0.cause?.changeKeys.contains(key) == true }
            guard !matches.isEmpty else {
                let known = Set(approvable.flatMap { $0.cause?.changeKeys ?? [] }).sorted()
                throw SnapshotError.notApprovable(id: "--cause \(key)", suggestion: known.count == 1 ? known[0] : nil)
            }
            for entry in matches where taken.insert(entry.id).inserted { chosen.append(entry) }
        }
        for id in ids {
            try VariantFilter.requireMatchable(id, among: approvable.map(\.id))
            let matches =
                id.contains("*") ? approvable.filter { VariantFilter(id).matches($0.id) } : approvable.filter { $0.id == id }
            guard !matches.isEmpty else {
                throw SnapshotError.notApprovable(id: id, suggestion: VariantFilter.nearest(to: id, in: approvable.map(\.id)))
            }
            for entry in matches where taken.insert(entry.id).inserted { chosen.append(entry) }
        }
        // A strip's animation is the same change: accepting the strip accepts it too.
        let animations = Dictionary(
            approvable.filter { MotionAnimation.isAnimation($0.reference) }.map { ($0.reference, $0) }, uniquingKeysWith: { a, _ in a })
        for entry in chosen where !MotionAnimation.isAnimation(entry.reference) {
            if let animation = animations[MotionAnimation.path(of: entry.reference)], taken.insert(animation.id).inserted {
                chosen.append(animation)
            }
        }
        return chosen
    }

    /// The bytes to write for `entry`'s actual file, checked to be what the run wrote and what its
    /// reference needs: a PNG's pixels encoded as `record` encodes them (``ApprovedImage``), text as it is.
    static func usableActual(_ entry: LastRun.Entry, in runFolder: ContainedFolder) throws -> Data {
        guard let path = entry.actual else {
            throw SnapshotError.actualUnusable(path: entry.id, reason: "the last run wrote no actual file for it")
        }
        let located: URL
        do {
            located = try runFolder.resolve(file: URL(fileURLWithPath: path))
        } catch {
            throw SnapshotError.actualUnusable(
                path: path, reason: "it is not inside the run's output folder \(runFolder.url.path) (\(error))")
        }
        return try usableActual(entry, at: located, named: path)
    }

    /// The bytes to write for the file at `located` (`path` in messages) as `entry`'s actual: it
    /// must have the SHA-256 the run recorded, and be a PNG of the recorded size (then its pixels
    /// are encoded again as `record` encodes them, ``ApprovedImage``) or UTF-8 text, as its
    /// reference needs.
    static func usableActual(_ entry: LastRun.Entry, at located: URL, named path: String) throws -> Data {
        let isImage = entry.reference.hasSuffix(".png")
        let limit: Int
        if isImage {
            guard let width = entry.actualWidth, let height = entry.actualHeight else {
                throw SnapshotError.actualUnusable(path: path, reason: "the manifest records no size for it (it predates this check)")
            }
            limit = PNGHeader.maximumFileSize(width: width, height: height)
        } else {
            limit = ReferenceStore.defaultByteLimit
        }
        guard let data = try FileReader.readWhole(located.path, expected: "the actual file of the last run", limit: limit) else {
            throw SnapshotError.actualUnusable(path: path, reason: "the file is gone")
        }
        guard let recorded = entry.actualSHA256, recorded == SHA256.hex(of: data) else {
            throw SnapshotError.actualChanged(path: path)
        }
        if isImage {
            let image: RGBAImage
            do {
                image = try PNGCodec.decode(data, source: path)
            } catch {
                throw SnapshotError.actualUnusable(path: path, reason: "it is not a readable PNG (\(error.message))")
            }
            guard image.width == entry.actualWidth, image.height == entry.actualHeight else {
                throw SnapshotError.actualUnusable(
                    path: path,
                    reason:
                        "it is \(image.width)×\(image.height) px, not the \(entry.actualWidth ?? 0)×\(entry.actualHeight ?? 0) px the run recorded"
                )
            }
            if MotionAnimation.isAnimation(entry.reference) {
                do {
                    _ = try APNGEncoder.frameDelays(of: data, source: path)
                } catch {
                    throw SnapshotError.actualUnusable(path: path, reason: "it is not an animated PNG (\(error.message))")
                }
                return data
            }
            do {
                return try ApprovedImage.bytes(of: data, decoded: image)
            } catch {
                throw SnapshotError.actualUnusable(path: path, reason: "its pixels could not be encoded (\(error.message))")
            }
        } else if String(data: data, encoding: .utf8) == nil {
            throw SnapshotError.actualUnusable(path: path, reason: "it is not UTF-8 text")
        }
        return data
    }
}

extension Approver {
    /// Why `entry` was left as it is, and the commands that accept it: the other changes it holds
    /// first, when the run made a file of each of those alone (a drawing edit drawn with the old
    /// tokens), then this one; or all of them at once.
    package static func withheldLine(
        _ entry: LastRun.Entry, others: [LastRun.Entry.Cause.Change], accepting keys: [String], commands: ApprovalHints
    ) -> String {
        let named = others.map(\.summary).joined(separator: "; ")
        let both = commands.approve(causes: keys + others.map(\.key))
        let first = others.filter { entry.partials?[$0.key] != nil }
        guard !first.isEmpty, first.count == others.count else {
            return "left Snapshots/\(entry.reference): it also holds \(named), which no file shows apart; accept them together: \(both)"
        }
        return "left Snapshots/\(entry.reference): it also holds \(named), whose file is drawn without this change; "
            + "accept that first: \(commands.approve(causes: first.map(\.key))), then this again; or both at once: \(both)"
    }
}
