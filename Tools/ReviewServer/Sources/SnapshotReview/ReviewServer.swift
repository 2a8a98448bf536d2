import ArgumentParser
import Foundation
import Hummingbird
import Logging
import SnapshotCore
import SnapshotHarness

/// `snapshot-review [--port N] [--output DIR] [--package-path DIR]`: the last verify report with
/// Accept buttons, on 127.0.0.1 only, behind a per-run random token.
@main
struct ReviewServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot-review",
        abstract: "Serve the last verify report on 127.0.0.1 with Accept buttons (a random token in the URL).")

    @Option(name: .long, help: "The port to listen on (0: any free port).") var port: Int = 0
    @Option(name: .long, help: "The verify run's output folder (default: snapshot-output/).") var output: String?
    @Option(name: .long, help: "The package whose Snapshots/ to approve into (default: the current folder or a parent).")
    var packagePath: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535 (got \(port))") }
    }

    func run() async throws {
        let workspace = try Workspace.locate(from: URL(fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath))
        let outputDirectory = output.map { URL(fileURLWithPath: $0) } ?? workspace.defaultOutputDirectory
        let session = ReviewSession(workspace: workspace, output: outputDirectory) { line in say(line) }
        var logger = Logger(label: "snapshot-review")
        logger.logLevel = .warning
        let app = ReviewApplication.make(session: session, port: port, logger: logger) { bound in
            say("review: \(session.url(port: bound))")
            say("review: serving \(outputDirectory.appendingPathComponent("report").path); Ctrl-C stops")
        }
        try await app.runService()
    }
}

/// One line to the terminal at once (unbuffered, also into a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
