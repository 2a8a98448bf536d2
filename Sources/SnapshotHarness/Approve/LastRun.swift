import ComponentKit
import Foundation
import SnapshotCauses
import SnapshotCore

/// What the last `verify` found, kept as `snapshot-output/last-run.json` so `approve` can accept
/// exactly those actual images.
package struct LastRun: Codable, Sendable {
    package struct Entry: Codable, Sendable {
        package var id: String
        /// `matched`, `failed`, `missing` or `error`.
        package var status: String
        /// The reference, relative to `Snapshots/`.
        package var reference: String
        /// The actual image (or text) this run produced, when it wrote one.
        package var actual: String?
        package var diff: String?
        package var strip: String?
        /// Every cause of a failure with more than ``OutputCaps/causesPerEntry``, one a line
        /// (``cause`` keeps the first of them).
        package var causesFile: String?
        package var message: String?
        /// The SHA-256 of ``actual`` when the run wrote it: `approve` refuses a file that changed since.
        package var actualSHA256: String?
        /// ``actual``'s path inside the run's output folder (`artifacts/EBCounter/…@2x.actual.png`):
        /// where it is in a copy of that folder made elsewhere, a CI artifact (`approve --from`).
        package var actualInOutput: String?
        /// The SHA-256 of the reference the run compared a failure against (nil when it was
        /// missing, and for passes): `approve --from` replaces only that reference.
        package var referenceSHA256: String?
        /// The size of ``actual`` in pixels, when it is an image: `approve` refuses a file that
        /// does not decode to it.
        package var actualWidth: Int?
        package var actualHeight: Int?
        /// Why a failed image failed, from its provenance (nil for passes and text references).
        package var cause: Cause?
        /// For a failure with more than one change: by change key, the file of that change alone
        /// (the references' world plus that change), which `approve --cause KEY` writes instead
        /// of the actual file. Absent for a change no file can show alone.
        package var partials: [String: Partial]?

        /// A file holding one change of a failure alone.
        package struct Partial: Codable, Sendable, Hashable {
            package var actual: String
            package var actualSHA256: String
            package var actualWidth: Int?
            package var actualHeight: Int?
            /// ``actual``'s path inside the run's output folder (see ``Entry/actualInOutput``).
            package var actualInOutput: String?

            package init(actual: String, actualSHA256: String, actualWidth: Int?, actualHeight: Int?, actualInOutput: String? = nil) {
                self.actual = actual
                self.actualSHA256 = actualSHA256
                self.actualWidth = actualWidth
                self.actualHeight = actualHeight
                self.actualInOutput = actualInOutput
            }
        }

        /// A failure's causes with the key that groups every failure with the same ones.
        package struct Cause: Codable, Sendable, Hashable {
            /// `c` and eight hex digits, the same for every failure with the same causes (`approve --cause KEY`).
            package var key: String
            /// The changes behind the causes (a token by the token its value is written in), joined with `; `.
            package var summary: String
            /// Each cause: its kind (``FailureCause/Kind``), subject and the fields of its kind.
            package var causes: [FailureCause]
            /// How many causes were left out of ``causes`` (past ``OutputCaps/causesPerEntry``);
            /// nil when none was.
            package var omittedCauses: Int?
            /// How many changes were left out of ``changes`` (past ``OutputCaps/changesPerEntry``);
            /// nil when none was. Such a failure is accepted only whole.
            package var omittedChanges: Int?

            /// Each real change behind the causes with its own key: an entry with two changes is
            /// in two groups, and `approve --cause KEY` accepts one change at a time. nil in
            /// manifests written before changes had keys of their own (then ``key`` is the one).
            package var changes: [Change]?

            /// One change and its key.
            package struct Change: Codable, Sendable, Hashable {
                package var key: String
                package var summary: String
            }

            /// The causes and their changes, at most ``OutputCaps/causesPerEntry`` causes and
            /// ``OutputCaps/changesPerEntry`` changes, each text cut at ``OutputCaps/lineCharacters``.
            /// The keys are those of the whole changes, so a cut never merges two groups.
            package init(_ causes: [FailureCause]) {
                let all = FailureCause.changes(causes)
                let (changes, omittedChanges) = OutputCaps.prefix(all, OutputCaps.changesPerEntry)
                let (kept, omittedCauses) = OutputCaps.prefix(causes, OutputCaps.causesPerEntry)
                self.key = FailureCause.key(forChanges: all)
                self.summary =
                    changes.map { OutputCaps.capped($0) }.joined(separator: "; ")
                    + (omittedChanges > 0 ? "; … \(omittedChanges) more changes" : "")
                self.causes = kept.map(Self.capped)
                self.changes = changes.map { Change(key: FailureCause.key(forChanges: [$0]), summary: OutputCaps.capped($0)) }
                self.omittedCauses = omittedCauses > 0 ? omittedCauses : nil
                self.omittedChanges = omittedChanges > 0 ? omittedChanges : nil
            }

            /// `cause` with each of its texts cut at ``OutputCaps/lineCharacters``.
            static func capped(_ cause: FailureCause) -> FailureCause {
                cause.mappingTexts { OutputCaps.capped($0) }
            }

            /// The changes, one per real change (the whole set as one for older manifests).
            package var changeList: [Change] { changes ?? [Change(key: key, summary: summary)] }

            /// The keys of ``changeList``.
            package var changeKeys: Set<String> { Set(changeList.map(\.key)) }
        }

        package init(
            id: String, status: String, reference: String, actual: String?, diff: String?, strip: String?, message: String?,
            actualSHA256: String? = nil, actualWidth: Int? = nil, actualHeight: Int? = nil, cause: Cause? = nil,
            partials: [String: Partial]? = nil, causesFile: String? = nil, actualInOutput: String? = nil, referenceSHA256: String? = nil
        ) {
            self.causesFile = causesFile
            self.actualInOutput = actualInOutput
            self.referenceSHA256 = referenceSHA256
            self.id = id
            self.status = status
            self.reference = reference
            self.actual = actual
            self.diff = diff
            self.strip = strip
            self.message = message
            self.actualSHA256 = actualSHA256
            self.actualWidth = actualWidth
            self.actualHeight = actualHeight
            self.cause = cause
            self.partials = partials
        }

        /// The component the id belongs to: `EBCounter` for `EBCounter/count-3_…`.
        package var component: String { String(id.split(separator: "/").first ?? "") }
    }

    package var date: Date
    package var scale: Int
    package var entries: [Entry]
    package var orphans: [String]
    /// The output folder this run wrote to (standardized), so `approve` can tell a manifest it
    /// was pointed at from the workspace's latest run. nil in merged results and older manifests.
    package var outputDirectory: String?
    /// The `--tokens` folder the run read replacement tables from (standardized); nil when it
    /// read the components' own tables. `approve` warns that such references follow tables the
    /// package does not ship.
    package var tokensDirectory: String?
    /// The token tables the package had edited under `Sources/` since the binary that ran was
    /// built (``StaleTables``); nil when none. Such a run rendered tables the package no longer
    /// has: `approve` refuses it.
    package var staleTables: [String]?

    package static func url(in output: URL) -> URL { output.appendingPathComponent("last-run.json") }

    /// Where every verify in a workspace notes the output folder it wrote to (whatever its `--output`).
    package static func latestPointer(in workspaceOutput: URL) -> URL { workspaceOutput.appendingPathComponent("latest-verify.txt") }

    /// Notes `output` as the folder of the workspace's latest verify run, in `workspaceOutput`.
    package static func noteLatest(_ output: URL, in workspaceOutput: ContainedFolder) throws {
        try FileWriter.write(Data((output.standardizedFileURL.path + "\n").utf8), to: "latest-verify.txt", in: workspaceOutput)
    }

    /// The output folder of the workspace's latest verify run, when one was noted.
    package static func latestOutput(in workspaceOutput: URL) -> URL? {
        let file = latestPointer(in: workspaceOutput).path
        return (try? FileReader.readWhole(file, expected: "the note of the latest verify", limit: 64 * 1024)).flatMap { $0 }
            .map { URL(fileURLWithPath: String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Writes this run as `last-run.json` in `output`.
    package func write(to output: ContainedFolder) throws {
        try FileWriter.write(try encoded(), to: "last-run.json", in: output)
    }

    /// This run as the JSON `last-run.json` holds, never more than `limit` bytes, so `approve`
    /// can always read what `verify` wrote: past it, each entry keeps only what approving and
    /// grouping need (``compacted()``).
    ///
    /// - Throws: ``SnapshotError/fileSystem(path:expected:problem:)`` when even that is over `limit`.
    package func encoded(limit: Int = byteLimit) throws -> Data {
        let data = try Self.encode(self)
        guard data.count > limit else { return data }
        let compact = try Self.encode(compacted())
        guard compact.count > limit else { return compact }
        throw SnapshotError.fileSystem(
            path: "last-run.json", expected: "a manifest `approve` can read",
            problem: FileProblem(
                "it would take \(compact.count) bytes, more than the \(limit) `approve` reads",
                remedy: "verify fewer variants at a time (--filter or --shard, then `merge`)"))
    }

    private static func encode(_ run: LastRun) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Control and bidirectional characters as JSON escapes: the same document, inert where it is shown.
        return Data(ControlCharacters.visibleInJSON(String(decoding: try encoder.encode(run), as: UTF8.self)).utf8)
    }

    /// This run with each entry's message cut to its first line and its causes left out (counted
    /// in ``Entry/Cause/omittedCauses``; its ``Entry/causesFile`` still lists them): its changes,
    /// keys, artifacts and digests, all `approve` reads, stay.
    package func compacted() -> LastRun {
        var run = self
        for index in run.entries.indices {
            run.entries[index].message = run.entries[index].message.map { FailureText(message: $0, causes: []).headline }
            guard var cause = run.entries[index].cause else { continue }
            let omitted = cause.causes.count + (cause.omittedCauses ?? 0)
            cause.omittedCauses = omitted > 0 ? omitted : nil
            cause.causes = []
            run.entries[index].cause = cause
        }
        return run
    }

    /// The largest manifest read: room for a million plain entries, and for thousands of failures
    /// each with its causes, changes and diff at their caps (``OutputCaps``). ``encoded(limit:)``
    /// never writes more.
    package static let byteLimit = 256 * 1024 * 1024

    /// The manifest in `output`, read only when it lies inside that folder (links resolved).
    package static func read(from output: URL) throws -> LastRun {
        let folder = ContainedFolder(output, role: "the output folder")
        return try read(file: folder.resolve("last-run.json"))
    }

    /// Combines shard results: every entry once (the first seen wins), orphans merged.
    package static func merge(_ runs: [LastRun]) -> LastRun {
        var seen = Set<String>()
        var entries: [Entry] = []
        let stale = Set(runs.flatMap { $0.staleTables ?? [] }).sorted()
        for entry in runs.flatMap(\.entries) where seen.insert(entry.id).inserted {
            entries.append(entry)
        }
        return LastRun(
            date: runs.map(\.date).max() ?? Date(), scale: runs.first?.scale ?? 2, entries: entries,
            orphans: Array(Set(runs.flatMap(\.orphans))).sorted(), tokensDirectory: runs.lazy.compactMap(\.tokensDirectory).first,
            staleTables: stale.isEmpty ? nil : stale)
    }

    /// Counts per status and the exit code the run deserves (0 pass, 1 differences, 2 errors).
    package var exitCode: Int32 {
        if staleTables?.isEmpty == false { return 2 }
        if entries.contains(where: { $0.status == "error" }) { return 2 }
        return entries.allSatisfy { $0.status == "matched" || $0.status == "recorded" } && orphans.isEmpty ? 0 : 1
    }

    package var summary: String {
        let statuses = [("matched", "matched"), ("failed", "failed"), ("missing", "missing"), ("error", "errors")].map { status, label in
            "\(entries.filter { $0.status == status }.count) \(label)"
        }
        return "\(entries.count) checked: " + statuses.joined(separator: ", ") + (orphans.isEmpty ? "" : ", \(orphans.count) orphaned")
    }

    package static func read(file url: URL) throws -> LastRun {
        guard let data = try FileReader.readWhole(url.standardizedFileURL.path, expected: "a verify manifest", limit: byteLimit) else {
            throw SnapshotError.fileSystem(
                path: url.path, expected: "the manifest of a verify run",
                problem: FileProblem("it does not exist", remedy: "run `\(CommandName.current) verify` first"))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(LastRun.self, from: data)
        } catch {
            throw SnapshotError.fileSystem(
                path: url.path, expected: "the manifest of a verify run",
                problem: FileProblem("it is not one (\(error))", remedy: "run `\(CommandName.current) verify` again"))
        }
    }
}
