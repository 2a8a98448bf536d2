import Foundation

/// Reads a FIFO on a thread of its own, the way a shell's `cat fifo` would, without ever
/// blocking a test forever.
///
/// The FIFO is opened at once without waiting for a writer, so a writer's `open` finds its
/// reader; what arrives is collected until the writer closes its end (or, with
/// `closingAfterFirstChunk`, the reader closes its own end as soon as the first bytes arrive, as a
/// `head -c 1` would).
///
/// ```swift
/// let reader = try FIFOReader(fifo)
/// try FileWriter.write(data, toNamedFile: fifo, awayFrom: [])
/// #expect(reader.wait() == data)
/// ```
package final class FIFOReader: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = Data()
    private var finished = false
    private let done = DispatchSemaphore(value: 0)

    /// Opens the FIFO at `url` for reading and starts reading it.
    package init(_ url: URL, closingAfterFirstChunk: Bool = false, timeout: TimeInterval = 60) throws {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        Thread { [self] in
            read(descriptor, closingAfterFirstChunk: closingAfterFirstChunk, deadline: Date().addingTimeInterval(timeout))
            close(descriptor)
            lock.withLock { finished = true }
            done.signal()
        }.start()
    }

    /// Reads until the writer closes (a hang-up after data), the first chunk when asked, or the deadline.
    private func read(_ descriptor: Int32, closingAfterFirstChunk: Bool, deadline: Date) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count > 0 {
                lock.withLock { collected.append(contentsOf: buffer[..<count]) }
                if closingAfterFirstChunk { return }
            } else if count == 0 || errno != EAGAIN {
                return  // Linux reports the hang-up only once a writer has come and gone.
            }
        }
    }

    /// What was read, once the reader stopped; nil when it did not stop within `timeout` seconds.
    package func wait(timeout: TimeInterval = 90) -> Data? {
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return lock.withLock { finished ? collected : nil }
    }
}
