import Foundation
import Rendering

/// A fresh folder under the temporary directory, removed by the caller.
func temporaryFolder(_ label: String = "snapshot-core-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A `width`×`height` opaque grey image.
func solidImage(_ width: Int, _ height: Int, _ gray: UInt8 = 200) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: (gray, gray, gray, 255))
}
