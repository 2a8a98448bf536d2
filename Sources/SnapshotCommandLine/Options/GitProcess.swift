import Foundation

/// Runs git with arguments that are data: no shell, no input, its output read no further than a
/// limit, its own error message kept for the user.
enum GitProcess {
    /// The most bytes of git's error output kept for a message.
    static let messageLimit = 16 * 1024

    /// Runs `git --literal-pathspecs -C folder arguments…` and returns what it printed.
    ///
    /// - Parameters:
    ///   - ref: the `--base` ref the run is for, for messages.
    ///   - doing: what git is asked to do, for messages (`resolve it to a commit`).
    ///   - limit: the most bytes of output read; git is stopped when it prints more.
    /// - Throws: ``GitProblem/cannotStart(ref:detail:)``, or ``GitProblem/failed(ref:doing:status:message:)``
    ///   with git's error output when it exits with another status than 0 or prints too much.
    static func run(_ arguments: [String], in folder: URL, ref: String, doing: String, limit: Int) throws(GitProblem) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--literal-pathspecs", "-C", folder.path] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .cannotStart(ref: ref, detail: error.localizedDescription)
        }
        let message = MessageCollector(errors.fileHandleForReading.fileDescriptor)
        let (data, complete) = read(output.fileHandleForReading.fileDescriptor, upTo: limit)
        if !complete { process.terminate() }
        try? output.fileHandleForReading.close()
        process.waitUntilExit()
        let said = withExtendedLifetime(errors) { message.wait() }  // the pipe owns the descriptor being read
        guard complete else {
            throw .failed(ref: ref, doing: doing, status: process.terminationStatus, message: "it printed more than \(limit) bytes")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .failed(ref: ref, doing: doing, status: process.terminationStatus, message: said)
        }
        return data
    }

    /// Reads `descriptor` to its end, keeping at most `limit` bytes; `complete` is false when
    /// there was more (reading stops at the first byte over).
    static func read(_ descriptor: Int32, upTo limit: Int) -> (data: Data, complete: Bool) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return (data, true) }
            guard data.count + count <= limit else {
                data.append(contentsOf: buffer[..<(limit - data.count)])
                return (data, false)
            }
            data.append(contentsOf: buffer[..<count])
        }
    }
}
