import ComponentKit
import EBComponents
import Foundation
import SnapshotRendering

/// The EB design system with the package's fonts (the bundled ones while `Fonts/` holds none),
/// loaded once for every test in the process.
///
/// Its font map serialises Pango calls behind one lock, so suites that render many variants
/// through it are `.serialized`: parallel cases would only queue on that lock while holding
/// threads of the shared pool.
public let sharedSystem: DesignSystem = {
    do {
        return try DesignSystem(fontsDirectory: try packageWorkspace.fontsDirectory, catalog: .eb)
    } catch {
        fatalError("the EB design system must load: \(error)")
    }
}()
