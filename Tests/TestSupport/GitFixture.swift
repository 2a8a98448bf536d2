import Foundation

/// A throwaway git repository around a test's folder, made with the git on the `PATH`.
package enum GitFixture {
    /// Whether git can be run here.
    package static let isAvailable: Bool = (try? run(["--version"], in: URL(fileURLWithPath: "/"))) == 0

    /// Runs `git arguments…` in `folder` (output discarded) and returns its exit status.
    @discardableResult
    package static func run(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Snapshot Tests", "-c", "user.email=tests@example.invalid"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Makes `folder` a repository and commits everything in it; throws when git fails.
    package static func commitEverything(in folder: URL, message: String = "base") throws {
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
            guard try run(["init", "--quiet", "."], in: folder) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        guard try run(["add", "--all", "."], in: folder) == 0,
            try run(["commit", "--quiet", "--allow-empty", "-m", message], in: folder) == 0
        else { throw CocoaError(.fileWriteUnknown) }
    }
}
