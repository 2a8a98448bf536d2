import ComponentKit
import EBComponents
import Foundation
import SnapshotCommandLine
import TestSupport

/// Runs `snapshot` commands: in this process through argument-parser (most tests), or as the
/// built executable (for what only a process shows: exit statuses, signals, runs at once).
package enum CLIRunner {
    package struct Output: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        /// Whether the process ended by a signal (then ``status`` is the signal's number).
        package var signalled = false
    }

    /// The built `snapshot` executable (beside the test bundle in the build folder).
    package static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snapshot")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/snapshot")
    }

    /// Runs `snapshot arguments…` over `catalog` in this process, as if from `directory`, through
    /// argument-parser's parsing and the executable's entry point; output is captured.
    package static func run(_ arguments: [String], in directory: URL = packageRoot, catalog: Catalog = .eb) throws -> Output {
        let console = Console.capturing()
        let status = SnapshotCommand.run(catalog: catalog, arguments: arguments, workingDirectory: directory, console: console)
        return Output(status: status, stdout: console.standardOutput, stderr: console.standardError)
    }

    /// Runs the built `snapshot` executable with `arguments` in `directory` and waits for it on a
    /// thread of its own (``offThePool(_:)``), so the wait holds no thread of the shared pool.
    ///
    /// - Parameter environment: variables added to this process's environment for the run.
    package static func runBinary(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:])
        async throws -> Output
    {
        try await offThePool { try waitForBinary(arguments, in: directory, environment: environment) }
    }

    /// Runs the built `snapshot` executable and blocks until it exits.
    private static func waitForBinary(_ arguments: [String], in directory: URL, environment: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), signalled: process.terminationReason == .uncaughtSignal)
    }
}
