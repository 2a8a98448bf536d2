import Foundation

@testable import Rendering

/// The bundled default fonts (the `Rendering` module's `Fonts/` resource).
let fontsDirectory: URL = {
    guard let directory = FontLibrary.bundledDirectory else { fatalError("the Rendering module must bundle its Fonts folder") }
    return directory
}()

/// One hermetic font library shared by the suite (it is lock-protected).
let sharedFonts: FontLibrary = {
    do {
        return try FontLibrary(directory: fontsDirectory)
    } catch {
        fatalError("Fonts/ must load for the rendering tests: \(error)")
    }
}()

/// A small image with every kind of pixel: opaque, translucent, transparent, gradients.
func sampleImage(width: Int = 7, height: Int = 5) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
    for y in 0..<height {
        for x in 0..<width {
            image[x, y] = (UInt8(x * 36 % 256), UInt8(y * 60 % 256), UInt8((x * y * 13) % 256), UInt8((x + y) * 20 % 256))
        }
    }
    return image
}
