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
}
