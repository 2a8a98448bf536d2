import ComponentKit
import EBComponents
import SnapshotBench
import SnapshotCommandLine
import TestSupport
import Testing

/// `snapshot-bench` in process, through argument-parser and the command line's machinery, on one
/// motion's variants (a check that every measurement runs, not a timing).
@Suite struct BenchCommandTests {
    /// The one end-to-end check of `snapshot-bench`: every entry of `--quick` runs once (token
    /// loads, id matching, diff, verify, motion, provenance, impact over 200 variants, causes),
    /// several seconds in a debug build; the other tests of the bench check its parts.
    @Test func endToEndBenchReportsThroughputAndVerifyCost() throws {
        // One job: the whole verify is then timed once, not with 1 and with --jobs.
        let console = Console.capturing()
        let status = SnapshotCommand.run(
            BenchCommand.self, catalog: .eb, arguments: ["--quick", "--iterations", "1", "--jobs", "1", "--filter", "EBSlider*press*"],
            workingDirectory: packageRoot, console: console)
        let stdout = console.standardOutput
        #expect(status == 0, "\(console.standardError)")
        #expect(stdout.contains("Mpx/s"))
        #expect(stdout.contains("verify per variant"))
        #expect(stdout.contains("10000 flat siblings load and validate"))
        #expect(stdout.contains("did you mean, one typo") && stdout.contains("1 MB id, refused"))
        #expect(stdout.contains("motion: 2 strips of 10 frames"), "a motion frame's cost against a still variant's")
        #expect(stdout.contains("causes: verify") && stdout.contains("floor: no verify"), "a failing verify against its floor")
    }

    @Test func anOddPairIsAUsageError() {
        let console = Console.capturing()
        let status = SnapshotCommand.run(BenchCommand.self, catalog: .eb, arguments: ["--diff", "a.png"], console: console)
        #expect(status == 2)
        #expect(console.standardError.contains("--pair takes two PNG paths"))
    }

    @Test func onlyRunsTheNamedEntries() {
        let console = Console.capturing()
        let status = SnapshotCommand.run(
            BenchCommand.self, catalog: .eb, arguments: ["--quick", "--iterations", "1", "--only", "idMatching", "diff"],
            workingDirectory: packageRoot, console: console)
        let stdout = console.standardOutput
        #expect(status == 0, "\(console.standardError)")
        #expect(stdout.contains("did you mean, one typo") && stdout.contains("Mpx/s"))
        #expect(!stdout.contains("verify per variant") && !stdout.contains("flat siblings") && !stdout.contains("causes:"))
    }

    @Test func onlyRefusesAnUnknownEntry() {
        let console = Console.capturing()
        let status = SnapshotCommand.run(BenchCommand.self, catalog: .eb, arguments: ["--only", "cause"], console: console)
        #expect(status == 2)
        #expect(console.standardError.contains("--only takes entry names") && console.standardError.contains("'cause'"))
    }
}
