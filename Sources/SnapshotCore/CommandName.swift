import Foundation
import Synchronization

/// How the snapshot command line is invoked in the package a hint is printed in: the command a
/// user can paste there.
///
/// - An executable that hands its catalog to the command line sets it from its own path (`main`):
///   `swift run ClientSnapshot` in a client package, `swift run snapshot` in this one.
/// - `SNAPSHOT_COMMAND`, when set, wins over both: the command plugin sets it for the command line
///   it runs, and a client's tests can name their own product with it
///   (`SNAPSHOT_COMMAND='swift run MySnapshot' swift test`).
/// - Any other process (a client's `swift test`, this package's own) prints the SwiftPM command
///   plugin, ``pluginInvocation``: every package that depends on the harness has it, and it finds
///   the package's one command-line executable itself. `swift run snapshot` there would be the
///   harness's own executable over the EB catalog, not the package's components.
///
/// Hints built anywhere in the process (messages, the report, the summary, JUnit) read it.
package enum CommandName {
    /// The command plugin, with the permission `record` and `approve` need:
    /// `swift package --allow-writing-to-package-directory snapshot`.
    package static let pluginInvocation = "swift package --allow-writing-to-package-directory snapshot"

    /// The environment variable that names the invocation outright.
    package static let environmentVariable = "SNAPSHOT_COMMAND"

    private static let storage = Mutex<String?>(nil)

    /// The invocation hints print before a subcommand.
    package static var current: String {
        storage.withLock { $0 } ?? invocation(environment: ProcessInfo.processInfo.environment, executable: nil)
    }

    /// Sets the invocation for the rest of the process (nil: back to the rule above).
    package static func set(_ invocation: String?) { storage.withLock { $0 = invocation } }

    /// The invocation for a process with `environment` whose command line's executable is
    /// `executable` (nil when no command line's `main` runs, as in a test): `SNAPSHOT_COMMAND`
    /// (its control characters dropped), else the executable's, else ``pluginInvocation``.
    package static func invocation(environment: [String: String], executable: String?) -> String {
        if let named = environment[environmentVariable] {
            let scalars = named.unicodeScalars.filter { !ControlCharacters.isTerminalControl($0) && $0 != "\n" }
            let kept = String(String.UnicodeScalarView(scalars))
            let invocation = kept.trimmingCharacters(in: .whitespaces)
            if !invocation.isEmpty { return invocation }
        }
        return executable.map(invocation(forExecutable:)) ?? pluginInvocation
    }

    /// The invocation of the executable at `path` (its `argv[0]`): `swift run <name>` for a
    /// SwiftPM build product (a path through a `.build` folder), else the name as typed.
    ///
    /// ```swift
    /// CommandName.invocation(forExecutable: "/pkg/.build/debug/ClientSnapshot")  // "swift run ClientSnapshot"
    /// CommandName.invocation(forExecutable: "snapshot")                          // "snapshot"
    /// ```
    package static func invocation(forExecutable path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = parts.last, !name.isEmpty else { return pluginInvocation }
        return parts.dropLast().contains(where: { $0 == ".build" || $0.hasPrefix(".build-") }) ? "swift run \(name)" : String(path)
    }
}
