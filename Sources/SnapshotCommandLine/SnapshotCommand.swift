import ArgumentParser
import Components
import Foundation

/// `snapshot`: list, render, record, verify and review component snapshots of a catalog.
///
/// A package gets the whole command line for its own components with an executable target
/// whose `main.swift` hands its catalog over:
///
/// ```swift
/// import Components
/// import SnapshotCommandLine
///
/// SnapshotCommand.main(catalog: .eb + Catalog([Badge.self]))
/// ```
///
/// Exit codes: 0 success, 1 a visual difference or a missing reference, 2 usage or input errors.
public struct SnapshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render, record and verify design-system component snapshots.",
        discussion: """
            Works on the package it is run in: the current folder or the nearest parent holding Snapshots/.
            Exit codes: 0 success, 1 a visual difference or missing reference, 2 usage or input error.
            """,
        subcommands: [
            ListCommand.self, RenderCommand.self, RecordCommand.self, VerifyCommand.self, DiffCommand.self, BenchCommand.self,
            ApproveCommand.self, ReviewCommand.self, CleanCommand.self, AuditCommand.self, GalleryCommand.self, MergeCommand.self,
        ]
    )

    /// The catalog the subcommands work on (set by ``main(catalog:arguments:)``).
    @TaskLocal public static var catalog: Catalog = .eb

    public init() {}

    /// Parses `arguments` (the process's by default) and runs the subcommand over `catalog`,
    /// then exits: 0, 1 for visual differences, 2 for every usage or input error.
    public static func main(catalog: Catalog, arguments: [String]? = nil) -> Never {
        $catalog.withValue(catalog) {
            do {
                var command = try parseAsRoot(arguments)
                try command.run()
                Foundation.exit(0)
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
}
