import Foundation
import SnapshotCore

/// This package's root folder (the one holding `Package.swift`), found from this file's path.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// This package as a workspace: its `Snapshots/`, `Fonts/` and `snapshot-output/`.
public let packageWorkspace = Workspace(root: packageRoot)
