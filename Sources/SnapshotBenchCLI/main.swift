import EBComponents
import SnapshotBench
import SnapshotCommandLine

// `snapshot-bench`: this repository's benchmark over the EB catalog (`swift run -c release
// snapshot-bench --json`). An executable product of its own: client packages link no bench.
SnapshotCommand.main(BenchCommand.self, catalog: .eb)
