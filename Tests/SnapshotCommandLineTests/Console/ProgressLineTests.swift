import Foundation
import Testing

@testable import SnapshotCommandLine

@Suite struct ProgressLineTests {
    @Test func saysDoneOfTotalTheRateAndTheTimeLeft() {
        #expect(ProgressLine.text("verify", done: 100, total: 400, elapsed: 2) == "verify: 100/400 (25 %), 50/s, 6 s left")
        #expect(ProgressLine.text("record", done: 10, total: 10_000, elapsed: 1) == "record: 10/10000 (0 %), 10/s, 16 min 39 s left")
        #expect(ProgressLine.text("verify", done: 0, total: 0, elapsed: 0) == "verify: 0/0 (100 %)")
    }

    @Test func aTerminalRewritesCIGetsPlainLinesAndOtherwiseItIsSilent() {
        #expect(ProgressLine.style(quiet: false, environment: [:], isTerminal: true) == .terminal)
        #expect(ProgressLine.style(quiet: true, environment: ["CI": "true"], isTerminal: true) == .silent)
        #expect(ProgressLine.style(quiet: false, environment: ["CI": "true"], isTerminal: false) == .periodic)
        #expect(ProgressLine.style(quiet: false, environment: ["CI": "false"], isTerminal: false) == .silent)
        #expect(ProgressLine.style(quiet: false, environment: [:], isTerminal: false) == .silent)
    }

    /// In a CI log: nothing in the first second, then a line, then none until ten seconds pass or
    /// the run ends.
    @Test func aPeriodicLineIsThrottledButTheEndIsAlwaysSaid() {
        let console = Console.capturing()
        Console.$current.withValue(console) {
            ProgressLine(label: "verify", style: .periodic).update(done: 1, total: 9)
            let line = ProgressLine(label: "verify", style: .periodic, started: Date(timeIntervalSinceNow: -5))
            line.update(done: 3, total: 9)
            line.update(done: 4, total: 9)
            line.update(done: 9, total: 9)
        }
        let lines = console.standardError.split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("verify: 3/9 (33 %)") == true && lines.last?.hasPrefix("verify: 9/9 (100 %)") == true)
    }

    @Test func aTerminalLineIsClearedAtTheEnd() {
        let console = Console.capturing()
        Console.$current.withValue(console) {
            let line = ProgressLine(label: "record", style: .terminal, started: Date(timeIntervalSinceNow: -2))
            line.update(done: 5, total: 10)
            line.finish()
        }
        #expect(console.standardError.hasPrefix("\r\u{1B}[2Krecord: 5/10 (50 %)") && console.standardError.hasSuffix("\r\u{1B}[2K"))
    }
}
