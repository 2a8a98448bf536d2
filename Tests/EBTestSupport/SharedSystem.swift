import ComponentKit
import EBComponents
import Foundation
import SnapshotRendering
import Synchronization
import TestSupport

/// The EB design system with the package's fonts (the bundled ones while `Fonts/` holds none).
///
/// Each thread gets a system of its own: the first one loads (and validates every variant) once
/// per process, the others are independent copies of it, each with its own fontconfig
/// configuration and Pango font map. A design system serialises its Pango calls behind one lock,
/// so one system shared by every test would make parallel rendering tests queue on that lock
/// while holding threads of Swift's shared pool.
package var sharedSystem: DesignSystem {
    let thread = pthread_self()
    if let system = SharedSystemCopies.copies.withLock({ $0[thread] }) { return system }
    let copy: DesignSystem
    do {
        copy = try SharedSystemCopies.loaded.independentCopy()
    } catch {
        fatalError("a copy of the EB design system must load: \(error)")
    }
    SharedSystemCopies.copies.withLock { $0[thread] = copy }
    return copy
}

/// The loaded EB system and its copies by thread.
enum SharedSystemCopies {
    static let loaded: DesignSystem = {
        do {
            return try DesignSystem(fontsDirectory: try packageWorkspace.fontsDirectory, catalog: .eb)
        } catch {
            fatalError("the EB design system must load: \(error)")
        }
    }()

    static let copies = Mutex<[pthread_t: DesignSystem]>([:])
}
