import Foundation
import SnapshotCore

/// Where the commands write: the process's standard output and error, or two buffers when a test
/// runs a command in process (``SnapshotCommand/run(catalog:arguments:workingDirectory:console:)``).
///
/// Every line passes through ``ControlCharacters`` on its way out: an escape sequence in a
/// provenance value, a token path or a file name prints as `\u{1B}…` and never reaches the
/// terminal as one. Only the tool's own progress line (``writeError(_:)``) writes as it is.
///
/// Standard output is written line by line with `write(2)`. When its reader has gone (`head`
/// closed the pipe), the lines after are dropped, the command still finishes its work, and
/// ``SnapshotCommand`` ends it with status 141 and a sentence on standard error
/// (``lostOutput(endingWith:)``); any other write error (a full disk, `/dev/full`, a closed
/// descriptor) ends it with 74 and says which. When a file the command writes (`--json /dev/stdout`) is the same
/// stream as standard output, the console's lines go to standard error instead
/// (``divert(ifAnyOf:)``), so that file's bytes arrive alone.
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
    /// Whether standard output's lines go to standard error (a named output is that stream).
    private var diverted = false
    /// How many lines standard output never took (its reader closed the pipe, or it failed).
    private var dropped = 0
    /// The `errno` that stopped standard output (`EPIPE`: its reader closed it; `ENOSPC`, `EBADF`, …).
    private var failure: Int32 = 0

    private init(capturing: Bool) { self.capturing = capturing }

    /// A console that keeps what commands write instead of printing it.
    package static func capturing() -> Console { Console(capturing: true) }

    /// Sends standard output's lines to standard error from now on when any of `paths` (files a
    /// command will write, as named on its command line) is the same stream or file as standard
    /// output. Returns whether it did.
    @discardableResult
    func divert(ifAnyOf paths: [URL]) -> Bool {
        var output = stat()
        guard fstat(STDOUT_FILENO, &output) == 0 else { return false }
        let same = paths.contains { path in
            var named = stat()
            return stat(path.path, &named) == 0 && named.st_dev == output.st_dev && named.st_ino == output.st_ino
        }
        if same { lock.withLock { diverted = true } }
        return same
    }

    /// Whether standard output's lines go to standard error.
    var isDiverted: Bool { lock.withLock { diverted } }

    /// The sentence for a standard output that lost lines, and the status the command then ends
    /// with (`status` when it already failed; else 141 for a reader that closed the pipe, as a
    /// shell reports SIGPIPE, and 74, `EX_IOERR`, for any other write error: a full disk,
    /// `/dev/full`, a closed descriptor). nil when every line arrived.
    func lostOutput(endingWith status: Int32) -> (note: String, status: Int32)? {
        let (count, code) = lock.withLock { (dropped, failure) }
        guard count > 0 else { return nil }
        let final = status != 0 ? status : (code == EPIPE ? 141 : 74)
        let what =
            code == EPIPE
            ? "standard output was closed by its reader before the end"
            : "standard output could not be written (\(String(cString: strerror(code))))"
        return ("\(CommandName.current): \(what); \(count) line(s) were not written (status \(final))", final)
    }

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
        let toError = toError || isDiverted
        guard capturing else {
            if toError {
                _ = Self.writeAll(text, to: STDERR_FILENO)
                return
            }
            lock.withLock {
                guard dropped == 0 else {
                    dropped += 1
                    return
                }
                let code = Self.writeAll(text, to: STDOUT_FILENO)
                if code != 0 {
                    dropped += 1
                    failure = code
                }
            }
            return
        }
        lock.withLock {
            if toError { errors += text } else { output += text }
        }
    }

    /// Writes all of `text` to `descriptor`; returns the `errno` that stopped it, or 0.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return 0
    }
}
