import ArgumentParser
import ComponentKit
import Foundation
import SnapshotCore

/// `snapshot`: list, render, record, verify and review component snapshots of a catalog.
///
/// A package gets the whole command line for its own components with an executable target
/// whose `main.swift` hands its catalog over:
///
/// ```swift
/// import ComponentKit
/// import SnapshotCommandLine
///
/// SnapshotCommand.main(catalog: Catalog([Badge.self]))
/// ```
///
/// Its hints then name it: `swift run ClientSnapshot approve …` (``CommandName``).
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
            ListCommand.self, RenderCommand.self, RecordCommand.self, VerifyCommand.self, DiffCommand.self, ApproveCommand.self,
            ReviewCommand.self, CleanCommand.self, AuditCommand.self, GalleryCommand.self, MergeCommand.self,
            TokensCommand.self, ImpactCommand.self,
        ]
    )

    /// The catalog the subcommands work on (set by ``main(catalog:arguments:)``).
    @TaskLocal package static var catalog = Catalog([])

    /// The folder relative package lookups start from (nil: the process's current folder).
    @TaskLocal static var workingDirectory: URL?

    public init() {}

    /// `path` as given on the command line: relative paths start at the working directory.
    package static func url(_ path: String) -> URL {
        let here = URL(fileURLWithPath: workingDirectory?.path ?? FileManager.default.currentDirectoryPath, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: here).standardizedFileURL
    }

    /// Parses `arguments` (the process's by default) and runs the subcommand over `catalog`,
    /// then exits: 0, 1 for visual differences, 2 for every usage or input error.
    ///
    /// Ctrl-C (SIGINT) or SIGTERM stops the process at once with status 130 or 143, even when the
    /// shell that started it ignores the signal, after removing the temporary files the run has
    /// staged: every reference is as it was, or (during a record's last renames) finished or undone
    /// by the next run from its journal. A reader that closes standard output early ends the command
    /// with a sentence and status 141 (``Interruption``, ``Console``).
    public static func main(catalog: Catalog, arguments: [String]? = nil) -> Never {
        main(SnapshotCommand.self, catalog: catalog, arguments: arguments)
    }

    /// ``main(catalog:arguments:)`` with another root command over the same machinery (options,
    /// console, signals, exit statuses): this repository's `snapshot-bench`, whose `BenchCommand`
    /// lives in SnapshotBench so that no client's command line links the bench.
    package static func main<Root: ParsableCommand>(_ root: Root.Type, catalog: Catalog, arguments: [String]? = nil) -> Never {
        Interruption.install()
        // Hints name the program actually running: `swift run ClientSnapshot …` in a client package,
        // or what SNAPSHOT_COMMAND says (the command plugin's own form when it runs this).
        CommandName.set(CommandName.invocation(environment: ProcessInfo.processInfo.environment, executable: CommandLine.arguments.first))
        Foundation.exit(run(root, catalog: catalog, arguments: arguments ?? Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses and runs `arguments` in this process, writing to `console`, and returns the exit
    /// status `main` would exit with (to the process's streams when `console` is nil). Tests call it
    /// to run commands without starting a process.
    ///
    /// - Parameter workingDirectory: where the package is looked up from (default: the current folder).
    package static func run(
        catalog: Catalog, arguments: [String], workingDirectory: URL? = nil, console: Console? = nil
    ) -> Int32 {
        run(SnapshotCommand.self, catalog: catalog, arguments: arguments, workingDirectory: workingDirectory, console: console)
    }

    /// ``run(catalog:arguments:workingDirectory:console:)`` with `root` as the root command.
    package static func run<Root: ParsableCommand>(
        _ root: Root.Type, catalog: Catalog, arguments: [String], workingDirectory: URL? = nil, console: Console? = nil
    ) -> Int32 {
        $catalog.withValue(catalog) {
            $workingDirectory.withValue(workingDirectory) {
                Console.$current.withValue(console ?? Console.current) {
                    let status = parseAndRun(Root.self, arguments)
                    // A reader that closed standard output early: the work is done, its lines were not all read.
                    guard let lost = Console.current.lostOutput(endingWith: status) else { return status }
                    Console.error(lost.note)
                    return lost.status
                }
            }
        }
    }

    /// Parses `arguments` as `root`'s and runs the subcommand on the current console; returns its exit status.
    private static func parseAndRun<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]) -> Int32 {
        do {
            var command = try Root.parseAsRoot(arguments)
            // A file the command writes that is the console's own stream gets that stream to itself.
            if let writer = command as? WritesNamedFiles { Console.current.divert(ifAnyOf: writer.namedFiles.map(url)) }
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let code = Root.exitCode(for: error)
            let message = Root.fullMessage(for: error)
            if code.isSuccess {
                Console.out(message)
                return 0
            }
            Console.error(message)
            return 2
        }
    }
}

/// A command that writes files named on its command line (`--json PATH`, `--output PATH`): when
/// one of them is standard output's own stream (`/dev/stdout`, a pipe), the console's lines go to
/// standard error, so the file's bytes arrive alone.
protocol WritesNamedFiles {
    /// The paths of the files it will write, as given (`-` for "standard output" excluded).
    var namedFiles: [String] { get }
}
