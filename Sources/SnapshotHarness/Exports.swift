// The harness builds on the catalog-free core: everything it declares is the harness's too.
@_exported import SnapshotCore
