import Foundation
import SnapshotCore

/// Where the commands write: the process's standard output and error, or two buffers when a test
/// runs a command in process (``SnapshotCommand/run(catalog:arguments:workingDirectory:console:)``).
///
/// Every line passes through ``ControlCharacters`` on its way out: an escape sequence in a
/// provenance value, a token path or a file name prints as `\u{1B}…` and never reaches the
/// terminal as one. Only the tool's own progress line (``writeError(_:)``) writes as it is.
///
/// ```swift
/// let console = Console.capturing()
/// let status = SnapshotCommand.run(catalog: .eb, arguments: ["list"], console: console)
/// print(console.standardOutput)
/// ```
package final class Console: @unchecked Sendable {
    /// The console of the running command.
    @TaskLocal static var current = Console(capturing: false)

    private let capturing: Bool
    private let lock = NSLock()
    private var output = ""
    private var errors = ""

    private init(capturing: Bool) { self.capturing = capturing }

    /// A console that keeps what commands write instead of printing it.
    package static func capturing() -> Console { Console(capturing: true) }

    /// What was written to standard output (empty unless capturing).
    package var standardOutput: String { lock.withLock { output } }
    /// What was written to standard error (empty unless capturing).
    package var standardError: String { lock.withLock { errors } }

    /// Writes `line` and a newline to the current console's standard output, its control
    /// characters as visible escapes (``ControlCharacters/visible(_:)``).
    package static func out(_ line: String) { current.write(ControlCharacters.visible(line) + "\n", toError: false) }

    /// Writes `line` and a newline to the current console's standard error, its control
    /// characters as visible escapes (``ControlCharacters/visible(_:)``).
    static func error(_ line: String) { current.write(ControlCharacters.visible(line) + "\n", toError: true) }

    /// Writes the JSON document `json` and a newline to the current console's standard output, its
    /// control characters as JSON escapes (``ControlCharacters/visibleInJSON(_:)``), so it stays
    /// the same valid JSON.
    package static func outJSON(_ json: String) { current.write(ControlCharacters.visibleInJSON(json) + "\n", toError: false) }

    /// Writes `text` as it is (no newline) to this console's standard error, from any thread: the
    /// tool's own progress line, which rewrites itself with a carriage return and an erase sequence.
    /// Nothing from a file may pass through here.
    func writeError(_ text: String) { write(text, toError: true) }

    /// Whether standard error is a terminal (never for a capturing console).
    static var errorIsTerminal: Bool { !current.capturing && isatty(STDERR_FILENO) == 1 }

    private func write(_ text: String, toError: Bool) {
        guard capturing else {
            if toError {
                FileHandle.standardError.write(Data(text.utf8))
            } else {
                Swift.print(text, terminator: "")
            }
            return
        }
        lock.withLock {
            if toError { errors += text } else { output += text }
        }
    }
}
