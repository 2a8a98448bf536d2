import ComponentKit
import EBComponents
import SnapshotCommandLine

// The `snapshot` executable over the EB catalog. A client package's own executable is the same
// two lines with its catalog: `SnapshotCommand.main(catalog: .eb + Catalog([Badge.self]))`.
SnapshotCommand.main(catalog: .eb)
