import Foundation

/// Runs `body` on a thread of its own and waits for it without holding a thread of Swift's
/// shared pool: for tests that block (waiting on a child process, sleeping, polling a folder)
/// while other tests could run.
package func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
