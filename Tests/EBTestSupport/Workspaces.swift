import Foundation
import SnapshotCore
import TestSupport

/// This package as a workspace: its `Snapshots/` (the EB catalog's references), `Fonts/` and
/// `snapshot-output/`.
package let packageWorkspace = Workspace(root: packageRoot)

/// A throwaway workspace: `Snapshots/` copied from the package (or empty; with `components`,
/// only their references), and no `Fonts/`, so the bundled fonts render.
package func temporaryWorkspace(copyingReferences: Bool, components: [String]? = nil) throws -> Workspace {
    Workspace(root: try temporaryWorkspaceFolder(copyingReferences: copyingReferences, components: components))
}
