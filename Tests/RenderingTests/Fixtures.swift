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
