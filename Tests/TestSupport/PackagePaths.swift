import Foundation

/// This package's root folder (the one holding `Package.swift`), found from this file's path.
package let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
