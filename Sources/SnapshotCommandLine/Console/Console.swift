import Foundation

/// Where the commands write: the process's standard output and error, or two buffers when a test
/// runs a command in process (``SnapshotCommand/run(catalog:arguments:workingDirectory:console:)``).
///
/// ```swift
/// let console = Console.capturing()
/// let status = SnapshotCommand.run(catalog: .eb, arguments: ["list"], console: console)
/// print(console.standardOutput)
/// ```
public final class Console: @unchecked Sendable {
    /// The console of the running command.
    @TaskLocal static var current = Console(capturing: false)

    private let capturing: Bool
    private let lock = NSLock()
    private var output = ""
    private var errors = ""

    private init(capturing: Bool) { self.capturing = capturing }

    /// A console that keeps what commands write instead of printing it.
    public static func capturing() -> Console { Console(capturing: true) }

    /// What was written to standard output (empty unless capturing).
    public var standardOutput: String { lock.withLock { output } }
    /// What was written to standard error (empty unless capturing).
    public var standardError: String { lock.withLock { errors } }

    /// Writes `line` and a newline to the current console's standard output.
    static func out(_ line: String) { current.write(line + "\n", toError: false) }

    /// Writes `line` and a newline to the current console's standard error.
    static func error(_ line: String) { current.write(line + "\n", toError: true) }

    /// Writes `text` as it is (no newline) to this console's standard error, from any thread: a
    /// progress line that rewrites itself with a carriage return.
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
