import Foundation
import SnapshotCore

/// What the process does on SIGINT, SIGTERM and SIGPIPE: the command line's signal edge.
///
/// SIGINT (Ctrl-C) and SIGTERM are blocked in every thread and waited for by a thread of their
/// own, which removes the temporary files the run has staged (``StagedFiles``), says so on
/// standard error and ends the process with 130 or 143 (128 + the signal). The references are as
/// they were: a record's files land together at its end, and once its journal is written a
/// signal leaves the journal for the next run to finish (``JournalRecovery``), as a kill does.
/// This works even when the shell that started the command ignores SIGINT, or blocked it.
///
/// SIGPIPE is ignored: a write to a pipe whose reader is gone fails with `EPIPE`, which the
/// console and the named-output writer turn into a status and a sentence (``Console``).
enum Interruption {
    /// Installs the signal thread and ignores SIGPIPE. Call it first in `main`, before any other thread starts.
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        var ending = sigset_t()
        sigemptyset(&ending)
        sigaddset(&ending, SIGINT)
        sigaddset(&ending, SIGTERM)
        // A handler (never run: the signals stay blocked) so a signal ignored by the parent still arrives.
        signal(SIGINT) { _ in }
        signal(SIGTERM) { _ in }
        pthread_sigmask(SIG_BLOCK, &ending, nil)  // inherited by every thread started from here on
        let waited = ending
        let waiter = Thread {
            var set = waited, caught: Int32 = 0
            while sigwait(&set, &caught) != 0 {}
            end(signal: caught)
        }
        waiter.name = "snapshot signals"
        waiter.start()
    }

    /// Removes the staged temporary files, says so, and ends the process with 128 + `signal`.
    private static func end(signal: Int32) -> Never {
        let removed = StagedFiles.removeAllForExit()
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
        let note =
            "\n\(CommandName.current): stopped by \(name)"
            + (removed > 0 ? "; \(removed) staged temporary file(s) removed" : "") + "\n"
        _ = note.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(128 + signal)
    }
}
