import Foundation
import Hummingbird
import Logging
import NIOCore
import SnapshotHarness

/// The HTTP server over a ``ReviewSession``: loopback only, and nothing read before it is allowed.
///
/// A request is answered in three steps, each able to stop it:
/// 1. a peer that is not on the loopback interface gets 403, a request with two Host headers 400;
/// 2. the head alone (Host, the token in the path and the `X-Review-Token` header,
///    `Content-Length`) goes to ``ReviewSession/refusal(method:path:host:headerToken:contentLength:port:)``:
///    403 without the token, 413 for a declared body over ``ReviewSession/maximumBodyBytes``,
///    before a byte of body is read;
/// 3. the body is read up to that limit (413 beyond it, for a body sent without a length), then
///    the session answers.
///
/// Every connection is held to `limits` (``ConnectionGuard``): its head within a header timeout,
/// its body within a body timeout, and no more than a cap of connections per peer.
enum ReviewApplication {
    /// The server on 127.0.0.1:`port` (0: any free port); `onRunning` receives the bound port.
    static func make(
        session: ReviewSession, port: Int, logger: Logger, limits: ConnectionLimits = .standard,
        onRunning: @escaping @Sendable (Int) -> Void
    ) -> some ApplicationProtocol {
        let peers = PeerConnections(limit: limits.connectionsPerPeer)
        let boundPort = ManagedPort()
        let responder = CallbackResponder<ReviewContext> { request, context in
            guard context.isLoopback else { return plain(.forbidden, "forbidden: loopback only\n") }
            // The first Host header is the authority; any other is left among the fields.
            guard !request.headers.contains(where: { $0.name.canonicalName == "host" }) else {
                return plain(.badRequest, "bad request: more than one Host header\n")
            }
            let method = request.method.rawValue
            let path = request.uri.path
            let host = request.head.authority
            let headerToken = request.headers.first { $0.name.canonicalName == "x-review-token" }?.value
            let declared = request.headers[.contentLength].flatMap { Int($0) }
            if let refused = session.refusal(
                method: method, path: path, host: host, headerToken: headerToken, contentLength: declared, port: boundPort.value)
            {
                return response(refused)
            }
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: ReviewSession.maximumBodyBytes)
            } catch is NIOTooManyBytesError {
                return plain(.contentTooLarge, "request body over \(ReviewSession.maximumBodyBytes) bytes\n")
            }
            return response(
                session.respond(
                    method: method, path: path, host: host, headerToken: headerToken, body: Data(buffer: body), port: boundPort.value))
        }
        return Application(
            responder: responder,
            server: .http1(configuration: .init(additionalChannelHandlers: [ConnectionGuard(limits: limits, peers: peers)])),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "snapshot-review"),
            onServerRunning: { channel in
                boundPort.value = channel.localAddress?.port ?? 0
                onRunning(boundPort.value)
            }, logger: logger)
    }

    private static func response(_ answer: ReviewSession.Response) -> Response {
        Response(
            status: .init(code: answer.status), headers: [.contentType: answer.contentType, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    private static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// The port the server bound (known once it runs).
final class ManagedPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port = 0
    var value: Int {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}

/// The request context: the core storage and whether the peer is on the loopback interface.
struct ReviewContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let isLoopback: Bool

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        switch source.channel.remoteAddress {
        case .v4(let address)?: isLoopback = address.address.sin_addr.s_addr == UInt32(0x7F00_0001).bigEndian
        case .v6?: isLoopback = source.channel.remoteAddress?.ipAddress == "::1"
        default: isLoopback = false
        }
    }
}
