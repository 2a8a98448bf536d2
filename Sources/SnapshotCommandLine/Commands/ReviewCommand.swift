import ArgumentParser
import Foundation
import SnapshotCore
import SnapshotHarness

/// `snapshot review [--port N] [--output DIR]`: the last verify report on 127.0.0.1 with Accept
/// buttons, behind a per-run random token.
///
/// The server lives in its own package (`Tools/ReviewServer`, on Hummingbird) so the HTTP stack
/// never enters this package's build; this command builds it on first use (a few minutes) and
/// runs it with the same options.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serve the last verify report on 127.0.0.1 with Accept buttons (builds Tools/ReviewServer on first use).",
        discussion: "Only loopback connections carrying the printed URL's random token are served; Ctrl-C stops.")

    @OptionGroup var options: HarnessOptions

    @Option(name: .long, help: "The port to listen on (0: any free port).") var port: Int = 0

    @Option(name: .long, help: "The verify run's output folder (default: snapshot-output/).") var output: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535 (got \(port))") }
    }

    /// `Tools/ReviewServer` in this package's checkout.
    static var serverPackage: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/ReviewServer")
    }

    func run() throws {
        let workspace = try options.workspace()
        let server = Self.serverPackage
        guard FileManager.default.fileExists(atPath: server.appendingPathComponent("Package.swift").path) else {
            throw SnapshotError.fileSystem(
                path: server.path, expected: "the review server package (Tools/ReviewServer)",
                problem: FileProblem("it is not in this checkout", remedy: "run `snapshot review` from a clone of the harness"))
        }
        var arguments = [
            "run", "--package-path", server.path, "snapshot-review", "--port", String(port), "--package-path", workspace.root.path,
        ]
        if let output { arguments += ["--output", SnapshotCommand.url(output).standardizedFileURL.path] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}
