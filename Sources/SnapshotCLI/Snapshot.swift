import ArgumentParser
import Foundation

/// `snapshot`: list, render, record and verify the design-system snapshot matrix.
///
/// Exit codes: 0 success, 1 a visual difference or a missing reference, 2 usage or input errors.
@main
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render, record and verify design-system component snapshots.",
        discussion: """
            Works on the package it is run in: the current folder or the nearest parent holding Snapshots/.
            Exit codes: 0 success, 1 a visual difference or missing reference, 2 usage or input error.
            """,
        subcommands: [
            ListCommand.self, RenderCommand.self, RecordCommand.self, VerifyCommand.self, DiffCommand.self, BenchCommand.self,
            ApproveCommand.self, CleanCommand.self, AuditCommand.self, GalleryCommand.self, MergeCommand.self,
        ]
    )

    /// Parses and runs a subcommand, mapping every usage or input error to exit code 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code.isSuccess {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}
