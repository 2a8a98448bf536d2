import Foundation
import SnapshotCore
import Testing

/// Hints name a command that works in the package they are printed in: a command line's own
/// executable, what SNAPSHOT_COMMAND says, and otherwise (a test process, in a client's package
/// or this one) the command plugin, never `swift run snapshot`, which in a client's package is the
/// harness's own command line over its EB catalog.
@Suite struct CommandNameTests {
    static let plugin = "swift package --allow-writing-to-package-directory snapshot"

    @Test(arguments: [
        ("/pkg/.build/debug/ClientSnapshot", "swift run ClientSnapshot"),
        ("/pkg/.build/x86_64-unknown-linux-gnu/release/snapshot", "swift run snapshot"),
        ("/pkg/.build-portable/debug/snapshot", "swift run snapshot"),
        ("/usr/local/bin/snapshot", "/usr/local/bin/snapshot"),
        ("snapshot", "snapshot"),
        ("", plugin),
    ])
    func hintsNameTheProgramThatRuns(executable: String, invocation: String) {
        #expect(CommandName.invocation(forExecutable: executable) == invocation)
        #expect(CommandName.invocation(environment: [:], executable: executable) == invocation)
    }

    @Test func aProcessThatIsNoCommandLineNamesThePlugin() {
        #expect(CommandName.pluginInvocation == Self.plugin)
        #expect(CommandName.invocation(environment: [:], executable: nil) == Self.plugin)
        #expect(CommandName.invocation(environment: ["SNAPSHOT_COMMAND": "  "], executable: nil) == Self.plugin, "blank is unset")
        #expect(!CommandName.invocation(environment: [:], executable: nil).contains("swift run snapshot"))
    }

    @Test func theEnvironmentNamesTheCommandOutright() {
        let named = ["SNAPSHOT_COMMAND": " swift run MySnapshot\n"]
        #expect(CommandName.invocation(environment: named, executable: nil) == "swift run MySnapshot")
        #expect(CommandName.invocation(environment: named, executable: "/pkg/.build/debug/MySnapshot") == "swift run MySnapshot")
        let hostile = ["SNAPSHOT_COMMAND": "swift run X\u{1B}]0;pwned\u{7}"]
        #expect(CommandName.invocation(environment: hostile, executable: nil) == "swift run X]0;pwned", "control characters dropped")
    }

    /// This very process is a test runner: its hints name the plugin unless the environment says otherwise.
    @Test func thisTestProcessNamesThePlugin() {
        guard ProcessInfo.processInfo.environment["SNAPSHOT_COMMAND"] == nil else { return }
        #expect(CommandName.current == Self.plugin)
    }
}
