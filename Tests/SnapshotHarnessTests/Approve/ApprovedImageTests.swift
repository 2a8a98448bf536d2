import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import RenderingTestSupport
import SnapshotCore
import TestSupport
import Testing

@testable import SnapshotHarness

/// A verify keeps failures' actual images in the fast encoding; `approve` writes their pixels as
/// `record` encodes them, a contact sheet's stamp made for the new bytes.
@Suite struct ApprovedImageTests {
    /// The end to end promise: a verify's actual file is the fast encoding, and the reference
    /// `approve` writes from it is byte for byte what `record` writes for the same render.
    @Test func approvingACheaplyEncodedActualWritesWhatRecordWrites() throws {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let variant = EBCounter.variants[2]
        let reference = workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2))
        let recorded = try Data(contentsOf: reference)
        try Data(
            contentsOf: workspace.snapshotsDirectory.appendingPathComponent(EBCounter.variants[1].referencePath(scale: 2))
        ).write(to: reference)
        let runner = SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never)
        let run = try VerifyRun.perform(runner, variants: [variant])
        let entry = try #require(run.lastRun.entries.first { $0.id == variant.id && $0.status == "failed" })
        let actual = try Data(contentsOf: URL(fileURLWithPath: try #require(entry.actual)))
        let render = try sharedSystem.render(variant, scale: 2)
        #expect(try PNGCodec.decode(actual) == render, "the actual file holds the render")
        #expect(actual != recorded, "in the fast encoding, not the reference's")

        let written = try Approver.approve(
            ids: [variant.id], allFailed: false, lastRun: run.lastRun, workspace: workspace, output: runner.outputDirectory)
        #expect(written == [variant.referencePath(scale: 2)])
        #expect(try Data(contentsOf: reference) == recorded, "the bytes record writes for this render")
        #expect(recorded == (try PNGCodec.encode(render)))
    }

    /// A page's stamp names the bytes it was made for: approving a page kept in the fast encoding
    /// writes the canonical bytes stamped as `record` stamps them, still current for its inputs.
    @Test func aContactSheetsStampIsMadeForTheBytesWritten() throws {
        let image = sampleImage(width: 9, height: 6)
        let kept = ContactSheet.stamped(try PNGCodec.encodePreview(image), inputs: "0123abcd")
        let approved = try ApprovedImage.bytes(of: kept, decoded: image)
        #expect(approved == ContactSheet.stamped(try PNGCodec.encode(image), inputs: "0123abcd"))
        #expect(ContactSheet.isCurrent(approved, inputs: "0123abcd"))
        #expect(!ContactSheet.isCurrent(approved, inputs: "another"))
    }

    /// A stamp that was not its file's own (the image changed behind it) stays stale, so the page
    /// is composed and compared again rather than taken as current.
    @Test func aStaleStampStaysStale() throws {
        let image = sampleImage(width: 9, height: 6)
        let stale = PNGTextChunk.inserting(
            "inputs=0123abcd;image=ffffffffffffffffffffffffffffffff", keyword: ContactSheet.stampKeyword,
            into: try PNGCodec.encodePreview(image))
        let approved = try ApprovedImage.bytes(of: stale, decoded: image)
        #expect(try PNGCodec.decode(approved) == image)
        #expect(!ContactSheet.isCurrent(approved, inputs: "0123abcd"))
        #expect(
            PNGTextChunk.text(keyword: ContactSheet.stampKeyword, in: approved) == "inputs=0123abcd;image=ffffffffffffffffffffffffffffffff")
    }

    /// A file with chunks a still image does not hold (an animation's) is written as it is.
    @Test func anAnimatedFileIsWrittenAsItIs() throws {
        let image = sampleImage()
        let still = try PNGCodec.encodePreview(image)
        var animated = still.prefix(33)
        animated.append(PNGCodec.chunk("acTL", [0, 0, 0, 1, 0, 0, 0, 0]))
        animated.append(still.dropFirst(33))
        #expect(try ApprovedImage.bytes(of: animated, decoded: image) == animated)
    }
}
