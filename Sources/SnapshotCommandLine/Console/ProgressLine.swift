import Foundation
import Synchronization

/// How far a long run is, on standard error: `verify: 212/457 (46 %), 171/s, 1 s left`.
///
/// On a terminal the line rewrites itself (at most ten times a second, from the first second on)
/// and is cleared at the end. In a CI log (`CI` set) it is a plain line every ten seconds. Anywhere
/// else, or with `--quiet`, it says nothing, so piped output stays exactly the run's result.
final class ProgressLine: Sendable {
    enum Style: Equatable, Sendable {
        /// Rewritten in place on a terminal.
        case terminal
        /// A plain line now and then, for CI logs.
        case periodic
        case silent
    }

    let label: String
    let style: Style
    /// The console of the command that made it: workers report from threads the command's task
    /// values do not reach.
    private let console = Console.current
    private let started: Date
    private let state = Mutex<(last: Date?, shown: Bool)>((nil, false))

    /// - Parameter started: when the run began (now by default).
    init(label: String, style: Style, started: Date = Date()) {
        self.label = label
        self.style = style
        self.started = started
    }

    /// The style for this process: silent when quiet, rewritten on a terminal, periodic in CI.
    static func style(quiet: Bool, environment: [String: String], isTerminal: Bool = Console.errorIsTerminal) -> Style {
        if quiet { return .silent }
        if isTerminal { return .terminal }
        return environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } == true ? .periodic : .silent
    }

    /// The line for `done` of `total` after `elapsed` seconds.
    static func text(_ label: String, done: Int, total: Int, elapsed: Double) -> String {
        let percent = total > 0 ? done * 100 / total : 100
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var line = "\(label): \(done)/\(total) (\(percent) %)"
        if rate > 0 {
            line += String(format: ", %.0f/s", rate)
            let left = Double(total - done) / rate
            line +=
                left >= 60 ? String(format: ", %d min %02d s left", Int(left) / 60, Int(left) % 60) : String(format: ", %.0f s left", left)
        }
        return line
    }

    /// Reports `done` of `total`; shows it when the style and the clock say so. Thread-safe.
    func update(done: Int, total: Int) {
        guard style != .silent else { return }
        let now = Date()
        let elapsed = now.timeIntervalSince(started)
        guard elapsed >= 1 else { return }
        let interval: Double = style == .terminal ? 0.1 : 10
        let due = state.withLock { state -> Bool in
            if let last = state.last, now.timeIntervalSince(last) < interval, done < total { return false }
            state.last = now
            state.shown = true
            return true
        }
        guard due else { return }
        let line = Self.text(label, done: done, total: total, elapsed: elapsed)
        console.writeError(style == .terminal ? "\r\u{1B}[2K" + line : line + "\n")
    }

    /// Clears a terminal line so the run's own output starts on a clean line.
    func finish() {
        guard style == .terminal, state.withLock({ $0.shown }) else { return }
        console.writeError("\r\u{1B}[2K")
    }
}
