import Foundation

/// One run of the package's command line, its output passed on as it comes.
///
/// The command line's standard output and error share one pipe that the plugin drains to its
/// own standard error, the stream SwiftPM shows as the plugin's output. Draining to the end
/// before anything else is printed keeps the plugin's own line after the command line's last,
/// and knowing the last byte keeps it on a line of its own.
struct CommandLineRun {
    /// The product's name, for messages.
    let name: String
    /// The built executable.
    let executable: URL
    /// The arguments to pass on, as given.
    let arguments: [String]
    /// The package directory, where the command line runs.
    let directory: URL
    /// How the command line's hints name it: this plugin's own invocation, which works in the
    /// package (passed as `SNAPSHOT_COMMAND`; the built executable's path would say `swift run NAME`).
    let invocation: String

    /// How a run ended.
    struct Ending: CustomStringConvertible {
        /// The product's name.
        let name: String
        /// The exit status, or 128 + N after signal N.
        let status: Int32
        /// The signal that stopped the run, if one did.
        let signal: Int32?

        var description: String {
            if let signal { return "\(name) was stopped by signal \(signal)" }
            let meaning = [1: " (differences)", 2: " (a usage or input error)"][status] ?? ""
            return "\(name) exited with status \(status)\(meaning)"
        }
    }

    /// Runs the command line to its end, passing its output on; ends that output with a line
    /// break when it lacked one and the run failed.
    func run() throws -> Ending {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_COMMAND"] = invocation
        process.environment = environment
        // The plugin's standard input carries SwiftPM's messages: the command line must not read them.
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let endedMidLine = Self.passOn(output.fileHandleForReading)
        process.waitUntilExit()
        let ending =
            process.terminationReason == .uncaughtSignal
            ? Ending(name: name, status: 128 + process.terminationStatus, signal: process.terminationStatus)
            : Ending(name: name, status: process.terminationStatus, signal: nil)
        if endedMidLine && ending.status != 0 { FileHandle.standardError.write(Data("\n".utf8)) }
        return ending
    }

    /// Copies `handle` to the plugin's standard error until its end; whether the last byte was
    /// not a line break.
    static func passOn(_ handle: FileHandle) -> Bool {
        var last = UInt8(ascii: "\n")
        while true {
            let chunk = handle.availableData
            guard let final = chunk.last else { return last != UInt8(ascii: "\n") }
            FileHandle.standardError.write(chunk)
            last = final
        }
    }
}
