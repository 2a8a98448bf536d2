import SnapshotCore
import Testing

@Suite struct CommandNameTests {
    @Test(arguments: [
        ("/pkg/.build/debug/ClientSnapshot", "swift run ClientSnapshot"),
        ("/pkg/.build/x86_64-unknown-linux-gnu/release/snapshot", "swift run snapshot"),
        ("/pkg/.build-portable/debug/snapshot", "swift run snapshot"),
        ("/usr/local/bin/snapshot", "/usr/local/bin/snapshot"),
        ("snapshot", "snapshot"),
        ("", "swift run snapshot"),
    ])
    func hintsNameTheProgramThatRuns(executable: String, invocation: String) {
        #expect(CommandName.invocation(forExecutable: executable) == invocation)
    }
}
