import ComponentKit
import EBComponents
import Foundation

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The design system with the package's fonts and bundled token tables.
let sharedSystem: DesignSystem = {
    do {
        return try DesignSystem(catalog: .eb)
    } catch {
        fatalError("the design system must load: \(error)")
    }
}()
