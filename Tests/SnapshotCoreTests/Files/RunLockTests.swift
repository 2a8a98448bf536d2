import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// Runs that exclude each other, and a message that names the holder.
@Suite struct RunLockTests {
    @Test func anExclusiveLockKeepsOutEveryOtherAndNamesItsHolder() throws {
        let root = try temporaryFolder("lock")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ContainedFolder(root, role: "the test folder")
        let held = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .exclusive, purpose: "snapshot record")
        #expect {
            _ = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .shared, purpose: "snapshot verify")
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("another snapshot run is in progress in the folder (pid \(getpid()): snapshot record, since ")
                && message.hasSuffix("wait for it to finish, or give this run its own --output folder")
        }
        held.release()
        let again = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .exclusive, purpose: "snapshot record")
        again.release()
    }

    @Test func sharedLocksCoexistAndKeepOutAnExclusiveOne() throws {
        let root = try temporaryFolder("lock-shared")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ContainedFolder(root, role: "the test folder")
        let first = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .shared, purpose: "verify")
        let second = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .shared, purpose: "verify")
        #expect(throws: SnapshotError.self) {
            _ = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .exclusive, purpose: "record")
        }
        first.release()
        second.release()
        #expect(throws: Never.self) {
            try RunLock("a.lock", in: folder, guarding: "the folder", mode: .exclusive, purpose: "record").release()
        }
    }

    /// What stands at a lock file's name that is not the harness's own lock file: a hard link to
    /// a file elsewhere, a symbolic link, a FIFO. Each is refused in words, and the file it
    /// leads to keeps its bytes.
    enum Impostor: CaseIterable { case hardLink, symbolicLink, fifo }

    @Test(arguments: Impostor.allCases, [RunLock.Mode.shared, .exclusive])
    func aLockFileThatIsNotTheHarnesssOwnIsRefusedAndNeverWritten(impostor: Impostor, mode: RunLock.Mode) throws {
        let root = try temporaryFolder("lock-impostor")
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside.txt"), lock = root.appendingPathComponent("run/a.lock")
        // A symbolic link leading out is refused by containment; this one stays inside the folder.
        let inside = root.appendingPathComponent("run/notes.txt")
        try FileManager.default.createDirectory(at: lock.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: outside)
        try Data("precious".utf8).write(to: inside)
        switch impostor {
        case .hardLink: #expect(link(outside.path, lock.path) == 0)
        case .symbolicLink: #expect(symlink("notes.txt", lock.path) == 0)
        case .fifo: try SpecialFiles.fifo(at: lock)
        }
        let folder = ContainedFolder(lock.deletingLastPathComponent(), role: "the test folder")
        #expect {
            _ = try RunLock("a.lock", in: folder, guarding: "the folder", mode: mode, purpose: "snapshot record")
        } throws: { error in
            guard case .fileSystem(_, let expected, let problem)? = error as? SnapshotError else { return false }
            return expected == "a lock file of the harness's own" && problem.remedy?.contains("remove it") == true
        }
        #expect(try Data(contentsOf: outside) == Data("precious".utf8) && Data(contentsOf: inside) == Data("precious".utf8))
    }

    /// A lock file of the harness's own is opened, never written; the holder's note goes to a
    /// file of its own, replaced (never written through) even when it is a hard link elsewhere.
    @Test func theLockFileIsNeverWrittenAndTheNoteNeverWrittenThrough() throws {
        let root = try temporaryFolder("lock-note")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ContainedFolder(root, role: "the test folder")
        try Data("an old note".utf8).write(to: root.appendingPathComponent("a.lock"))
        let outside = try temporaryFolder("lock-outside").appendingPathComponent("outside.txt")
        defer { try? FileManager.default.removeItem(at: outside.deletingLastPathComponent()) }
        try Data("precious".utf8).write(to: outside)
        #expect(link(outside.path, root.appendingPathComponent("a.lock.holder").path) == 0)
        let held = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .exclusive, purpose: "snapshot record")
        defer { held.release() }
        #expect(try Data(contentsOf: root.appendingPathComponent("a.lock")) == Data("an old note".utf8))
        #expect(try Data(contentsOf: outside) == Data("precious".utf8))
        let note = try String(contentsOf: root.appendingPathComponent("a.lock.holder"), encoding: .utf8)
        #expect(note.hasPrefix("pid \(getpid()): snapshot record, since "))
    }

    /// `<lock>.holder` a symbolic link to another file of the same folder (the fresh round of issue
    /// 44, class 4: to `last-run.json`): the note replaces the link, and the file it named keeps
    /// its bytes (a containment check alone let it through, the file being inside the folder).
    @Test func theNoteReplacesALinkInsideTheFolderInsteadOfWritingThroughIt() throws {
        let root = try temporaryFolder("lock-note-link")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = ContainedFolder(root, role: "the test folder")
        let manifest = root.appendingPathComponent("last-run.json")
        try Data("{\"entries\": []}".utf8).write(to: manifest)
        let holder = root.appendingPathComponent("a.lock.holder")
        try FileManager.default.createSymbolicLink(atPath: holder.path, withDestinationPath: "last-run.json")
        let held = try RunLock("a.lock", in: folder, guarding: "the folder", mode: .exclusive, purpose: "snapshot record")
        defer { held.release() }
        #expect(try Data(contentsOf: manifest) == Data("{\"entries\": []}".utf8))
        let kind = try FileManager.default.attributesOfItem(atPath: holder.path)[.type] as? FileAttributeType
        #expect(kind == .typeRegular)
        #expect(try String(contentsOf: holder, encoding: .utf8).hasPrefix("pid \(getpid()): snapshot record, since "))
    }
}
