import Foundation
import Logging
import SnapshotCore
import SnapshotHarness
import Testing

@testable import SnapshotReview

/// The review server as a browser or an attacker meets it: real HTTP requests on loopback, the
/// path sent byte for byte as written (no client-side normalisation of `..` or `%2e`).
@Suite struct ReviewServerTests {
    /// A package with a report, a manifest and a secret beside the report folder.
    struct Fixture {
        let root: URL
        let session: ReviewSession
        let token = "0123456789abcdef0123456789abcdef"

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("review-server-\(UUID().uuidString)")
            let output = root.appendingPathComponent("snapshot-output")
            let report = output.appendingPathComponent("report")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
            try Data("<html><body>report</body></html>".utf8).write(to: report.appendingPathComponent("index.html"))
            try Data("body {}".utf8).write(to: report.appendingPathComponent("style.css"))
            try Data("secret manifest".utf8).write(to: output.appendingPathComponent("last-run.json"))
            try Data("secret readme".utf8).write(to: root.appendingPathComponent("README.md"))
            try FileManager.default.createSymbolicLink(
                atPath: report.appendingPathComponent("images/leak.txt").path,
                withDestinationPath: root.appendingPathComponent("README.md").path)
            session = ReviewSession(workspace: Workspace(root: root), output: output, token: token) { _ in }
        }

        /// Runs the server on a free loopback port for `body`, its connections held to `limits`.
        func serve(limits: ConnectionLimits = .standard, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
            let (ports, continuation) = AsyncStream<Int>.makeStream()
            var logger = Logger(label: "review-test")
            logger.logLevel = .critical
            let app = ReviewApplication.make(session: session, port: 0, logger: logger, limits: limits) { continuation.yield($0) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await app.runService() }
                var iterator = ports.makeAsyncIterator()
                guard let port = await iterator.next() else { return }
                defer { group.cancelAll() }
                try await body(port)
            }
        }
    }

    @Test func percentEncodedDotsNeverLeaveTheReportFolder() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let token = fixture.token
        try await fixture.serve { port in
            #expect(try await RawHTTP.get("/\(token)/style.css", port: port).status == 200)
            for path in [
                "/\(token)/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/\(token)/%2e%2e/last-run.json", "/\(token)/%2E%2E/%2E%2E/README.md",
                "/\(token)/..%2f..%2fREADME.md", "/\(token)/%2e%2e%5c%2e%2e%5cREADME.md", "/\(token)/images/leak.txt",
                "/\(token)/../last-run.json", "/\(token)/images%2f..%2f..%2flast-run.json",
            ] {
                let answer = try await RawHTTP.get(path, port: port)
                #expect(answer.status == 403 || answer.status == 404 || answer.status == 400, "\(path): \(answer.status)")
                #expect(!answer.body.contains("secret"), "\(path) served a file outside the report")
            }
        }
    }

    @Test func theTokenIsCheckedBeforeAnyBodyIsRead() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let token = fixture.token
        try await fixture.serve { port in
            // 100 MB announced, 16 bytes sent: an answer at all (not a timeout) shows the server did not wait for the rest.
            let wrong = try await RawHTTP.post("/wrong/approve", token: nil, declaredLength: 100_000_000, sent: 16, port: port)
            #expect(wrong.status == 403)
            let tooLarge = try await RawHTTP.post("/\(token)/approve", token: token, declaredLength: 100_000_000, sent: 16, port: port)
            #expect(tooLarge.status == 413)
            // A body sent without a length is read no further than the limit.
            let chunked = try await RawHTTP.postChunked(
                "/\(token)/approve", token: token, bytes: ReviewSession.maximumBodyBytes + 4096, port: port)
            #expect(chunked.status == 413)
        }
    }
}

/// Idle and slow clients cannot hold the server: a head must arrive within the header timeout, a
/// body within the body timeout, and a peer holds no more than its cap of connections.
@Suite struct ReviewServerLimitsTests {
    /// Short limits, so the tests wait a second, not the server's ten.
    static let quick = ConnectionLimits(headerTimeout: .milliseconds(400), bodyTimeout: .milliseconds(400), connectionsPerPeer: 4)
    /// Four connections a peer, none timed out during a test: what the cap alone decides.
    static let patientFourPerPeer = ConnectionLimits(headerTimeout: .seconds(30), bodyTimeout: .seconds(30), connectionsPerPeer: 4)

    @Test func aHalfSentHeadOrBodyIsClosedAtItsTimeout() async throws {
        let fixture = try ReviewServerTests.Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let token = fixture.token
        try await fixture.serve(limits: Self.quick) { port in
            let head = try await RawHTTP.idle(sending: "GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Half: ", port: port)
            #expect(head.closedByServer && head.seconds < 5, "closed after \(head.seconds) s")
            let body = try await RawHTTP.idle(
                sending: "POST /\(token)/approve HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Review-Token: \(token)\r\n"
                    + "Content-Length: 100\r\n\r\n{\"ids\"", port: port)
            #expect(body.closedByServer && body.seconds < 5, "closed after \(body.seconds) s")
            #expect(try await RawHTTP.get("/\(token)/style.css", port: port).status == 200, "a real client is served")
        }
    }

    @Test func aPeerAtItsCapWithIdleConnectionsLosesItsOldestAndTheReviewerIsServed() async throws {
        let fixture = try ReviewServerTests.Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let token = fixture.token
        let limits = Self.patientFourPerPeer
        try await fixture.serve(limits: limits) { port in
            var held: [Int32] = []
            for _ in 0..<limits.connectionsPerPeer {
                held.append(try RawHTTP.connect(port: port, sending: "GET / HTTP/1.1\r\n"))
                try await Task.sleep(for: .milliseconds(100))  // counted in this order (several event loops)
            }
            defer { for descriptor in held { close(descriptor) } }
            #expect(try await RawHTTP.get("/\(token)/style.css", port: port).status == 200, "the reviewer is served")
            #expect(RawHTTP.closedByServer(held[0]), "the oldest half-sent head made room")
            #expect(!RawHTTP.closedByServer(held[held.count - 1]), "the newest half-sent head is still open")
        }
    }

    @Test func aPeerAtItsCapInTheMiddleOfRequestsHasItsNextConnectionClosedAtOnce() async throws {
        let fixture = try ReviewServerTests.Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let token = fixture.token
        let limits = Self.patientFourPerPeer
        try await fixture.serve(limits: limits) { port in
            let head =
                "POST /\(token)/approve HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Review-Token: \(token)\r\n"
                + "Content-Length: 100\r\n\r\n{"
            let held = try (0..<limits.connectionsPerPeer).map { _ in try RawHTTP.connect(port: port, sending: head) }
            try await Task.sleep(for: .milliseconds(300))  // each head read before the next connection
            let over = try await RawHTTP.idle(sending: "GET / HTTP/1.1\r\n", port: port)
            #expect(over.closedByServer && over.seconds < 5, "the connection over the cap is closed at once (\(over.seconds) s)")
            #expect(!held.contains { RawHTTP.closedByServer($0) }, "no request in progress was cut")
            for descriptor in held { close(descriptor) }
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await RawHTTP.get("/\(token)/style.css", port: port).status == 200, "served again once they are closed")
        }
    }

    @Test func twoHostHeadersAreABadRequest() async throws {
        let fixture = try ReviewServerTests.Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let token = fixture.token
        try await fixture.serve { port in
            let answer = try await RawHTTP.exchange(
                "GET /\(token)/style.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
                body: [], port: port)
            #expect(answer.status == 400, "answered \(answer.status): \(answer.body)")
        }
    }
}

/// A minimal HTTP/1.1 client on a raw socket: requests go out exactly as written.
enum RawHTTP {
    struct Answer {
        var status: Int
        var body: String
    }

    static func get(_ path: String, port: Int) async throws -> Answer {
        try await exchange("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", body: [], port: port)
    }

    static func post(_ path: String, token: String?, declaredLength: Int, sent: Int, port: Int) async throws -> Answer {
        let header = token.map { "X-Review-Token: \($0)\r\n" } ?? ""
        let head =
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(header)Content-Length: \(declaredLength)\r\nConnection: close\r\n\r\n"
        return try await exchange(head, body: [UInt8](repeating: UInt8(ascii: "x"), count: sent), port: port)
    }

    static func postChunked(_ path: String, token: String, bytes: Int, port: Int) async throws -> Answer {
        let head =
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Review-Token: \(token)\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        var body: [UInt8] = []
        var left = bytes
        while left > 0 {
            let size = min(left, 65536)
            body += Array(String(size, radix: 16).utf8) + [13, 10] + [UInt8](repeating: UInt8(ascii: "x"), count: size) + [13, 10]
            left -= size
        }
        body += Array("0\r\n\r\n".utf8)
        return try await exchange(head, body: body, port: port)
    }

    struct SocketError: Error { var call: String }

    /// `exchange` on a thread of its own: blocking socket calls must not hold Swift's shared
    /// pool, which the server's handlers also run on.
    static func exchange(_ head: String, body: [UInt8], port: Int) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try blockingExchange(head, body: body, port: port) }) }.start()
        }
    }

    /// A socket connected to the server on `port` that has sent `text` (the caller closes it).
    static func connect(port: Int, sending text: String) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError(call: "socket") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw SocketError(call: "connect")
        }
        _ = Array(text.utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return descriptor
    }

    /// Sends `text` and then nothing: whether the server closed the connection (within the
    /// socket's 10 s receive timeout), and after how many seconds.
    static func idle(sending text: String, port: Int) async throws -> (closedByServer: Bool, seconds: Double) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let descriptor = try connect(port: port, sending: text)
                        defer { close(descriptor) }
                        let start = Date()
                        var buffer = [UInt8](repeating: 0, count: 4096)
                        var count = recv(descriptor, &buffer, buffer.count, 0)
                        while count > 0 { count = recv(descriptor, &buffer, buffer.count, 0) }
                        return (count == 0 || errno == ECONNRESET, Date().timeIntervalSince(start))
                    })
            }.start()
        }
    }

    /// Whether the server has closed `descriptor` (read without waiting: end of stream or reset).
    static func closedByServer(_ descriptor: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    /// Sends `head` and `body` (ignoring a peer that stops reading), then reads the answer until the peer closes.
    static func blockingExchange(_ head: String, body: [UInt8], port: Int) throws -> Answer {
        let descriptor = try connect(port: port, sending: "")
        defer { close(descriptor) }
        let request = Array(head.utf8) + body
        var offset = 0
        while offset < request.count {
            let count = request[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }  // the server answered and closed: what it said is still readable
            offset += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Answer(status: status, body: body)
    }
}
