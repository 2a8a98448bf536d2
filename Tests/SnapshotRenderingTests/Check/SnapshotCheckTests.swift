import Foundation
import Rendering
import RenderingTestSupport
import SnapshotRendering
import TestSupport
import Testing

@testable import SnapshotCore

@Suite struct SnapshotCheckTests {
    let strategy = Snapshotting<RGBAImage, RGBAImage>.image()

    private func withStore(_ body: (ReferenceStore, URL) throws -> Void) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(ReferenceStore(directory: folder), folder.appendingPathComponent("C/v@2x.png"))
    }

    /// Counts how often a strategy encodes.
    final class Encodes: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
        func reset() { lock.withLock { count = 0 } }
    }

    @Test func aMatchNeverEncodesTheActualAFailureEncodesItOnce() throws {
        let encodes = Encodes()
        let image = strategy.diffing
        let counting = Snapshotting<RGBAImage, RGBAImage>(
            pathExtension: "png",
            diffing: Diffing(
                toData: {
                    encodes.add(); return try image.toData($0)
                }, fromData: image.fromData, diff: image.diff),
            snapshot: { $0 })
        try withStore { store, reference in
            let first = try SnapshotCheck.check(solidImage(4, 4), as: counting, reference: reference, mode: .all, store: store)
            #expect(encodes.value == 1 && first.outcome.label == "recorded", "recording encodes once")
            let again = try SnapshotCheck.check(solidImage(4, 4), as: counting, reference: reference, mode: .all, store: store)
            #expect(again.outcome.label == "matched", "re-recording identical bytes writes nothing and says so")
            encodes.reset()
            _ = try SnapshotCheck.check(solidImage(4, 4), as: counting, reference: reference, mode: .all, store: store)
            #expect(encodes.value == 1)
            encodes.reset()
            encodes.add()
            let matched = try SnapshotCheck.check(solidImage(4, 4), as: counting, reference: reference, mode: .never, store: store)
            #expect(matched.outcome.passed && matched.actual == nil && encodes.value == 1, "the pass path decodes, never encodes")
            var changed = solidImage(4, 4)
            changed[1, 1] = (0, 0, 0, 255)
            let failed = try SnapshotCheck.check(changed, as: counting, reference: reference, mode: .never, store: store)
            #expect(!failed.outcome.passed && failed.actual != nil && encodes.value == 2, "a failure encodes its artifact once")
        }
    }

    /// `png` with a text chunk added: other bytes, the same pixels (the decoder passes over it).
    private func reencoded(_ png: Data) -> Data {
        PNGTextChunk.inserting("written by another encoder", keyword: "Comment", into: png)
    }

    @Test func recordAllLeavesAReferenceWhosePixelsMatchWhateverItsBytes() throws {
        try withStore { store, reference in
            let image = sampleImage()
            let stored = reencoded(try PNGCodec.encode(image))
            #expect(try stored != PNGCodec.encode(image) && PNGCodec.decode(stored) == image)
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try stored.write(to: reference)
            let result = try SnapshotCheck.check(image, as: strategy, reference: reference, mode: .all, store: store)
            #expect(result.outcome.label == "kept" && result.outcome.passed, "left alone, and counted apart from the same bytes")
            #expect(try Data(contentsOf: reference) == stored)
        }
    }

    @Test func recordAllRewritesAReferenceWhosePixelsDiffer() throws {
        var changed = sampleImage()
        changed[2, 3] = (1, 2, 3, 255)
        for stale in [changed, sampleImage(width: 8)] {
            try withStore { store, reference in
                try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try reencoded(try PNGCodec.encode(stale)).write(to: reference)
                let result = try SnapshotCheck.check(sampleImage(), as: strategy, reference: reference, mode: .all, store: store)
                #expect(result.outcome.label == "recorded")
                #expect(try Data(contentsOf: reference) == PNGCodec.encode(sampleImage()))
            }
        }
    }

    @Test func missingReferenceFailsInNeverMode() throws {
        try withStore { store, reference in
            let result = try SnapshotCheck.check(solidImage(4, 4), as: strategy, reference: reference, mode: .never, store: store)
            guard case .missing(let message) = result.outcome else {
                Issue.record("expected missing, got \(result.outcome.label)")
                return
            }
            #expect(message.contains(reference.path))
            #expect(!result.outcome.passed)
            #expect(!FileManager.default.fileExists(atPath: reference.path))
        }
    }

    @Test(arguments: [RecordMode.missing, .failed, .all])
    func recordingModesWriteAMissingReference(mode: RecordMode) throws {
        try withStore { store, reference in
            let result = try SnapshotCheck.check(solidImage(4, 4), as: strategy, reference: reference, mode: mode, store: store)
            #expect(result.outcome.passed)
            #expect(try PNGCodec.read(contentsOf: reference) == solidImage(4, 4))
        }
    }

    @Test func recordingTwiceGivesIdenticalBytes() throws {
        try withStore { store, reference in
            _ = try SnapshotCheck.check(solidImage(4, 4), as: strategy, reference: reference, mode: .all, store: store)
            let first = try Data(contentsOf: reference)
            _ = try SnapshotCheck.check(solidImage(4, 4), as: strategy, reference: reference, mode: .all, store: store)
            #expect(try Data(contentsOf: reference) == first)
        }
    }

    @Test func differenceFailsAndLeavesTheReference() throws {
        try withStore { store, reference in
            _ = try SnapshotCheck.check(solidImage(4, 4), as: strategy, reference: reference, mode: .all, store: store)
            let before = try Data(contentsOf: reference)
            for mode in [RecordMode.never, .missing] {
                let result = try SnapshotCheck.check(solidImage(4, 4, 10), as: strategy, reference: reference, mode: mode, store: store)
                guard case .failed(let difference) = result.outcome else {
                    Issue.record("expected failed in \(mode), got \(result.outcome.label)")
                    continue
                }
                #expect(difference.message.contains("16 of 16 pixels differ"))
                #expect(difference.artifacts["diff.png"] != nil)
                #expect(try Data(contentsOf: reference) == before)
            }
        }
    }

    @Test func failedModeRerecordsADifference() throws {
        try withStore { store, reference in
            _ = try SnapshotCheck.check(solidImage(4, 4), as: strategy, reference: reference, mode: .all, store: store)
            let result = try SnapshotCheck.check(solidImage(4, 4, 10), as: strategy, reference: reference, mode: .failed, store: store)
            #expect(result.outcome.label == "recorded")
            #expect(try PNGCodec.read(contentsOf: reference) == solidImage(4, 4, 10))
        }
    }

    @Test(arguments: [RecordMode.never, .missing, .failed])
    func corruptReferenceIsAnErrorAndStaysAsItWas(mode: RecordMode) throws {
        try withStore { store, reference in
            _ = try SnapshotCheck.check(solidImage(16, 16), as: strategy, reference: reference, mode: .all, store: store)
            let full = try Data(contentsOf: reference)
            let half = full.prefix(full.count / 2)
            try half.write(to: reference)
            #expect {
                try SnapshotCheck.check(solidImage(16, 16, 3), as: strategy, reference: reference, mode: mode, store: store)
            } throws: { error in
                "\(error)".contains(reference.path)
            }
            #expect(try Data(contentsOf: reference) == half)
        }
    }

    @Test func textSnapshotsDiffByLine() throws {
        try withStore { store, reference in
            let url = reference.deletingPathExtension().appendingPathExtension("txt")
            _ = try SnapshotCheck.check("a\nb\n", as: .lines, reference: url, mode: .all, store: store)
            let result = try SnapshotCheck.check("a\nc\n", as: .lines, reference: url, mode: .never, store: store)
            guard case .failed(let difference) = result.outcome else {
                Issue.record("expected failed")
                return
            }
            #expect(difference.message.contains("\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n "))
        }
    }

    @Test func pullbackSnapshotsTheTransformedValue() throws {
        let byGray = strategy.pullback { (gray: UInt8) in solidImage(2, 2, gray) }
        #expect(try byGray.snapshot(7) == solidImage(2, 2, 7))
    }
}
