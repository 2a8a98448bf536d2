import Foundation
import SnapshotCore
import TestSupport

/// This package as a workspace: its `Snapshots/` (the EB catalog's references), `Fonts/` and
/// `snapshot-output/`.
package let packageWorkspace = Workspace(root: packageRoot)

/// A throwaway workspace: `Snapshots/` copied from the package (or empty), and no `Fonts/`, so
/// the bundled fonts render.
package func temporaryWorkspace(copyingReferences: Bool) throws -> Workspace {
    Workspace(root: try temporaryWorkspaceFolder(copyingReferences: copyingReferences))
}
