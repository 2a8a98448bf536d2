import Foundation

/// Reads a child process's error output on a thread of its own, so the child never blocks on
/// a full pipe while its other output is read; keeps the first ``GitProcess/messageLimit`` bytes.
final class MessageCollector: @unchecked Sendable {
    private var kept = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `descriptor` to its end.
    init(_ descriptor: Int32) {
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                if kept.count < GitProcess.messageLimit {
                    kept.append(contentsOf: buffer[..<min(count, GitProcess.messageLimit - kept.count)])
                }
            }
            done.signal()
        }.start()
    }

    /// What was read, as one trimmed line per line the process wrote, once the output ended.
    func wait() -> String {
        done.wait()
        return String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: "\n").joined(separator: "; ")
    }
}
