import Foundation

/// The intent journal of a ``FileTransaction``: every file its renames will change, written
/// durably before the first of them.
///
/// Each entry names a target, the staged file that will replace it and, when the target
/// existed, the backup (a hard link) that keeps its old bytes, each relative to the folder it
/// belongs to (`Snapshots/`), with the identities of the staged file and the backup. The state
/// is `renaming` until every rename is done, then `committed`. ``JournalRecovery`` reads it back
/// after a kill. The file is JSON, so a person can read it too:
///
/// ```json
/// {"format": "snapshot-transaction/1", "state": "renaming", "entries": [
///   {"folder": "Snapshots/", "target": "EBCounter/count-1@2x.png",
///    "staged": "EBCounter/.count-1@2x.png.9F….tmp",
///    "stagedFile": {"device": 2049, "inode": 131, "size": 5120, "modified": 1764198000123456789},
///    "backup": "EBCounter/.count-1@2x.png.4C….tmp",
///    "backupFile": {"device": 2049, "inode": 77, "size": 4980, "modified": 1764111000987654321}}]}
/// ```
package struct TransactionJournal: Codable, Sendable, Equatable {
    /// How far the transaction got.
    package enum State: String, Codable, Sendable {
        /// The renames are under way (or about to start): some targets may be new, some old.
        case renaming
        /// Every rename is done; only the backups and the journal remain to be removed.
        case committed
    }

    /// One file of the transaction.
    package struct Entry: Codable, Sendable, Equatable {
        /// The folder the paths are relative to, by its journal name (`Snapshots/`).
        package var folder: String
        /// The file the transaction replaces or creates.
        package var target: String
        /// The new bytes, beside the target until renamed over it.
        package var staged: String
        package var stagedFile: FileIdentity
        /// The old bytes, beside the target (nil when the target did not exist).
        package var backup: String?
        package var backupFile: FileIdentity?

        package init(
            folder: String, target: String, staged: String, stagedFile: FileIdentity, backup: String? = nil,
            backupFile: FileIdentity? = nil
        ) {
            self.folder = folder
            self.target = target
            self.staged = staged
            self.stagedFile = stagedFile
            self.backup = backup
            self.backupFile = backupFile
        }
    }

    /// The format this version writes and reads.
    package static let currentFormat = "snapshot-transaction/1"

    package var format: String
    package var state: State
    package var entries: [Entry]

    package init(state: State, entries: [Entry]) {
        self.format = Self.currentFormat
        self.state = state
        self.entries = entries
    }

    /// The journal as written to disk: JSON, one entry a line.
    ///
    /// Entries are encoded one at a time into the file's bytes, not as one tree: a record of
    /// 10,000 references would otherwise hold the encoder's whole tree of 10,000 entries at the end
    /// of a run, the moment its memory peaks. The JSON is what one `JSONEncoder` call with sorted
    /// keys would give, with the entries on lines of their own, so ``decode(_:from:)`` reads it alike.
    func encoded() throws(SnapshotError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            var data = Data("{\"entries\":[".utf8)
            for (index, entry) in entries.enumerated() {
                data.append(contentsOf: (index == 0 ? "\n" : ",\n").utf8)
                data.append(try encoder.encode(entry))
            }
            data.append(contentsOf: "\n],\"format\":".utf8)
            data.append(try encoder.encode(format))
            data.append(contentsOf: ",\"state\":".utf8)
            data.append(try encoder.encode(state))
            data.append(contentsOf: "}\n".utf8)
            return data
        } catch {
            throw .cannotWrite(path: JournalFile.name, problem: FileProblem("the journal could not be encoded"))
        }
    }

    /// The journal `data` (read from `path`) holds.
    ///
    /// - Throws: ``SnapshotError/journalRefused(path:reason:)`` when it is not JSON of this
    ///   format, or a field is missing.
    static func decode(_ data: Data, from path: String) throws(SnapshotError) -> TransactionJournal {
        guard let journal = try? JSONDecoder().decode(TransactionJournal.self, from: data) else {
            throw .journalRefused(path: path, reason: "it is not a journal this version writes (malformed JSON, or a field missing)")
        }
        guard journal.format == currentFormat else {
            throw .journalRefused(path: path, reason: "its format is not \(currentFormat)")
        }
        return journal
    }
}
