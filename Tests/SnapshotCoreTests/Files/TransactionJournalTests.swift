import Foundation
import Testing

@testable import SnapshotCore

/// The journal's bytes: entry by entry, and read back as the journal written.
@Suite struct TransactionJournalTests {
    private func entry(_ index: Int, backup: Bool) -> TransactionJournal.Entry {
        let identity = FileIdentity(device: 7, inode: UInt64(100 + index), size: Int64(index * 3), modified: 1_700_000_000_000_000_000)
        return TransactionJournal.Entry(
            folder: "Snapshots", target: "EBCounter/count-\(index)_\"quoted\"\n@2x.png", staged: "EBCounter/.count-\(index).tmp",
            stagedFile: identity, backup: backup ? "EBCounter/.count-\(index).backup" : nil, backupFile: backup ? identity : nil)
    }

    @Test(arguments: [0, 1, 3])
    func theJournalIsReadBackAsWrittenAndIsOneEncodingsJSON(entries count: Int) throws {
        let journal = TransactionJournal(
            state: count == 1 ? .committed : .renaming, entries: (0..<count).map { entry($0, backup: $0 % 2 == 0) })
        let data = try journal.encoded()
        #expect(try TransactionJournal.decode(data, from: "journal") == journal)
        // One entry a line; without the line breaks, the bytes of one encoder call over the whole.
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.split(separator: "\n").count == count + 2)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(Data(text.replacingOccurrences(of: "\n", with: "").utf8) == (try encoder.encode(journal)))
    }
}
