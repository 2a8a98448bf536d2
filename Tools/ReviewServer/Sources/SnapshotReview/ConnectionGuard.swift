import Foundation
import NIOCore
import NIOHTTPTypes

/// How long a client may take over a request, and how many connections one peer may hold open.
///
/// Every wait is bounded: a request's head must arrive within ``headerTimeout`` of the
/// connection opening (or of the last response on a kept-alive one), its body within
/// ``bodyTimeout`` of its head; a connection that misses either is closed. A peer holding
/// ``connectionsPerPeer`` connections has its next one closed at once, so idle clients cannot
/// use up the server's files (2,000 half-sent heads used to stay open indefinitely).
struct ConnectionLimits: Sendable {
    var headerTimeout: TimeAmount = .seconds(10)
    var bodyTimeout: TimeAmount = .seconds(30)
    var connectionsPerPeer = 32

    /// What the server runs with.
    static let standard = ConnectionLimits()
}

/// The open connections of each peer, by its address.
final class PeerConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Counts a connection of `peer` and returns true, or returns false when it already has `limit`.
    func open(_ peer: String) -> Bool {
        lock.withLock {
            guard counts[peer, default: 0] < limit else { return false }
            counts[peer, default: 0] += 1
            return true
        }
    }

    /// Counts a connection of `peer` closed.
    func close(_ peer: String) {
        lock.withLock {
            counts[peer, default: 1] -= 1
            if counts[peer] == 0 { counts[peer] = nil }
        }
    }
}

/// The channel handler that holds one connection to its ``ConnectionLimits``: placed after
/// HTTP decoding, it sees each request's head and end and each response's end.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limits: ConnectionLimits
    private let peers: PeerConnections
    private var peer: String?
    private var started = false
    private var deadline: Scheduled<Void>?

    init(limits: ConnectionLimits, peers: PeerConnections) {
        self.limits = limits
        self.peers = peers
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    /// Counts the connection against its peer (closing it when the peer is at its limit) and
    /// waits for the first head.
    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        guard peers.open(address) else {
            context.close(promise: nil)
            return
        }
        peer = address
        arm(limits.headerTimeout, context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        if let peer { peers.close(peer) }
        peer = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { disarm() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: arm(limits.bodyTimeout, context)
        case .end: disarm()  // read whole: the server is answering
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // After a response, a kept-alive connection has the header timeout again for its next request.
        if case .end = unwrapOutboundIn(data) { arm(limits.headerTimeout, context) }
        context.write(data, promise: promise)
    }

    /// Closes the connection after `timeout` unless re-armed or disarmed first.
    private func arm(_ timeout: TimeAmount, _ context: ChannelHandlerContext) {
        disarm()
        deadline = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: timeout) {
            context.close(promise: nil)
        }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}
