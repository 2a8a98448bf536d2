import Foundation

extension FileWriter {
    /// The type bits (`S_IFIFO`, `S_IFCHR`, …) of what `path` names once its links are followed,
    /// or nil when nothing is there (or it cannot be looked at: the atomic write then says why).
    static func existingKind(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Writes `data` into the FIFO or character device at `path` in place, as a shell's `>` does:
    /// it is opened without creating or truncating anything and never replaced.
    ///
    /// Opening a FIFO waits for its reader. A reader that goes away before the end is a write
    /// error in words, not a `SIGPIPE` that ends the process. Any other kind (a socket, a block
    /// device) is refused before anything is opened.
    static func writeInPlace(_ data: Data, to path: String, kind: mode_t) throws(SnapshotError) {
        guard kind == S_IFIFO || kind == S_IFCHR else {
            let what = kind == S_IFSOCK ? "a socket" : kind == S_IFBLK ? "a block device" : "neither a file nor a folder"
            throw .fileSystem(
                path: path, expected: "a regular file, a FIFO or a character device such as /dev/stdout",
                problem: FileProblem("it is \(what)", remedy: "name a regular file or a new one"))
        }
        var descriptor: Int32
        repeat { descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw .cannotWrite(path: path, problem: .current) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO || status.st_mode & S_IFMT == S_IFCHR else {
            close(descriptor)
            throw .cannotWrite(path: path, problem: FileProblem("it was replaced while it was being opened", remedy: "run again"))
        }
        var failure = withoutBrokenPipeSignal(descriptor) { writeAll(data, to: descriptor) }
        if close(descriptor) != 0 && failure == nil { failure = .current }
        if let failure { throw .cannotWrite(path: path, problem: failure) }
    }

    /// Runs `body` with `SIGPIPE` kept from ending the process when `descriptor`'s reader is gone:
    /// the write fails with `EPIPE` instead.
    private static func withoutBrokenPipeSignal(_ descriptor: Int32, _ body: () -> FileProblem?) -> FileProblem? {
        #if os(Linux)
            // The signal a write raises goes to the writing thread: blocked here, then taken back.
            var pipeSignal = sigset_t(), previous = sigset_t(), pending = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            sigpending(&pending)
            let wasPending = sigismember(&pending, SIGPIPE) == 1
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            let failure = body()
            sigpending(&pending)
            if !wasPending, sigismember(&pending, SIGPIPE) == 1 {
                var immediately = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &immediately)
            }
            return failure
        #else
            _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
            return body()
        #endif
    }
}
