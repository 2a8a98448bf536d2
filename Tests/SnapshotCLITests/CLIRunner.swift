import EBComponents
import Foundation
import SnapshotCommandLine

/// Runs the built `snapshot` executable (it sits beside the test bundle in the build folder).
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snapshot")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/snapshot")
    }

    /// Runs `snapshot arguments…` in this process, as if from `directory`, through argument-parser's
    /// parsing and the same entry point as the executable; output is captured.
    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Output {
        let console = Console.capturing()
        let status = SnapshotCommand.run(catalog: .eb, arguments: arguments, workingDirectory: directory, console: console)
        return Output(status: status, stdout: console.standardOutput, stderr: console.standardError)
    }

    /// Runs the built `snapshot` executable with `arguments` in `directory` and waits for it (for
    /// what only a process shows: exit statuses, signals, separate processes at once).
    static func runBinary(_ arguments: [String], in directory: URL = packageRoot) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A new empty folder under the temporary directory, named `<prefix>-<UUID>`.
    static func temporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A throwaway package: a copy of `Snapshots/` (only the folders of `components` and the
    /// renderer fingerprints, when given) and a copy of `Fonts/`.
    static func temporaryPackage(components: [String]? = nil) throws -> URL {
        let root = try temporaryFolder("cli")
        let source = packageRoot.appendingPathComponent("Snapshots"), copy = root.appendingPathComponent("Snapshots")
        if let components {
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            let entries = try FileManager.default.contentsOfDirectory(atPath: source.path)
            for entry in entries where components.contains(entry) || entry.hasPrefix("renderer-fingerprint@") {
                try FileManager.default.copyItem(at: source.appendingPathComponent(entry), to: copy.appendingPathComponent(entry))
            }
        } else {
            try FileManager.default.copyItem(at: source, to: copy)
        }
        // A copy, not a link: a Fonts/ that leads out of the package is refused.
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fonts"), to: root.appendingPathComponent("Fonts"))
        return root
    }
}
