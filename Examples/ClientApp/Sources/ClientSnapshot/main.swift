import ClientComponents
import ComponentKit
import SnapshotCommandLine

// The whole `snapshot` command line (list, render, record, verify, diff, gallery, approve,
// clean, audit, merge) over the client's catalog. Add `.eb +` to work on the EB components too.
SnapshotCommand.main(catalog: .client)
