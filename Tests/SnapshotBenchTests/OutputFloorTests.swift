import Foundation
import Rendering
import Testing

@testable import SnapshotBench

@Suite struct OutputFloorTests {
    /// A file with two names is one file; an artifact image is encoded again from its pixels, any
    /// other file written as it is.
    @Test func eachFileIsWrittenOnceAndAnArtifactImageKeepsItsPixels() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("floor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        for folder in ["artifacts/C", "report/images"] {
            try FileManager.default.createDirectory(at: output.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        var image = RGBAImage(width: 3, height: 2, fill: (255, 255, 255, 255))
        image[1, 1] = (200, 10, 30, 255)
        let png = try PNGCodec.encode(image)
        try png.write(to: output.appendingPathComponent("artifacts/C/v@2x.actual.png"))
        try FileManager.default.linkItem(
            at: output.appendingPathComponent("artifacts/C/v@2x.actual.png"), to: output.appendingPathComponent("report/images/v.png"))
        let html = Data("<p>report</p>\r\n".utf8)
        try html.write(to: output.appendingPathComponent("report/index.html"))

        let floor = try OutputFloor(of: output)
        #expect(floor.files.count == 2, "the hard link is the same file")
        #expect(floor.bytes == png.count + html.count)
        let written = root.appendingPathComponent("floor")
        #expect(try floor.write(into: written, jobs: 2) > 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: written.path).sorted()
        #expect(files == ["0.out", "1.out"])
        let contents = try files.map { try Data(contentsOf: written.appendingPathComponent($0)) }
        #expect(contents.contains(html))
        let encoded = try #require(contents.first { $0 != html })
        #expect(try PNGCodec.decode(encoded) == image)
    }
}
