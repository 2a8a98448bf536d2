import Synchronization

/// How the running command line is invoked, as its hints print it: `swift run snapshot record`
/// in this package, `swift run ClientSnapshot record` in a client package whose executable hands
/// its catalog to the command line.
///
/// Set once by the executable's `main` from its own path; hints built anywhere in the process
/// (messages, the report, the summary, JUnit) read it.
package enum CommandName {
    private static let storage = Mutex("swift run snapshot")

    /// The invocation hints print before a subcommand: `swift run snapshot` by default.
    package static var current: String { storage.withLock { $0 } }

    /// Sets the invocation for the rest of the process.
    package static func set(_ invocation: String) { storage.withLock { $0 = invocation } }

    /// The invocation of the executable at `path` (its `argv[0]`): `swift run <name>` for a
    /// SwiftPM build product (a path through a `.build` folder), else the name as typed.
    ///
    /// ```swift
    /// CommandName.invocation(forExecutable: "/pkg/.build/debug/ClientSnapshot")  // "swift run ClientSnapshot"
    /// CommandName.invocation(forExecutable: "snapshot")                          // "snapshot"
    /// ```
    package static func invocation(forExecutable path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = parts.last, !name.isEmpty else { return "swift run snapshot" }
        return parts.dropLast().contains(where: { $0 == ".build" || $0.hasPrefix(".build-") }) ? "swift run \(name)" : String(path)
    }
}
