import Foundation
import NIOCore
import NIOHTTPTypes

/// How long a client may take over a request, and how many connections one peer may hold open.
///
/// Every wait is bounded: a request's head must arrive within ``headerTimeout`` of the
/// connection opening (or of the last response on a kept-alive one), its body within
/// ``bodyTimeout`` of its head; a connection that misses either is closed. A peer holding
/// ``connectionsPerPeer`` connections makes room for a new one by closing its oldest one that
/// waits for a head (``PeerConnections``), so idle clients can neither use up the server's files
/// (2,000 half-sent heads used to stay open indefinitely) nor lock a reviewer out.
struct ConnectionLimits: Sendable {
    var headerTimeout: TimeAmount = .seconds(10)
    var bodyTimeout: TimeAmount = .seconds(30)
    var connectionsPerPeer = 32

    /// What the server runs with.
    static let standard = ConnectionLimits()
}

/// The open connections of each peer, by its address, oldest first.
///
/// A peer at its limit makes room by closing its oldest connection that is waiting for a
/// request head (an idle keep-alive or a half-sent head), so a client holding many idle
/// connections cannot lock out a reviewer on the same address (on loopback, every client is
/// one peer). Only when every connection of the peer is mid-request is the newest refused.
final class PeerConnections: @unchecked Sendable {
    /// One counted connection: whether it waits for a head, and how to close it.
    private struct Entry {
        let id: ObjectIdentifier
        var waiting: Bool
        let close: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var entries: [String: [Entry]] = [:]
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Counts connection `id` of `peer` (waiting for its head) and returns true, closing the
    /// peer's oldest waiting connection when it is at `limit`; returns false when none waits.
    func open(_ peer: String, id: ObjectIdentifier, close: @escaping @Sendable () -> Void) -> Bool {
        var admitted = false
        var evicted: Entry?
        lock.withLock {
            var list = entries[peer, default: []]
            if list.count >= limit {
                guard let oldest = list.firstIndex(where: \.waiting) else { return }
                evicted = list.remove(at: oldest)
            }
            list.append(Entry(id: id, waiting: true, close: close))
            entries[peer] = list
            admitted = true
        }
        evicted?.close()
        return admitted
    }

    /// Marks connection `id` of `peer` as waiting for a head (true) or in a request (false).
    func setWaiting(_ peer: String, id: ObjectIdentifier, _ waiting: Bool) {
        lock.withLock {
            guard let index = entries[peer]?.firstIndex(where: { $0.id == id }) else { return }
            entries[peer]?[index].waiting = waiting
        }
    }

    /// Counts connection `id` of `peer` closed.
    func close(_ peer: String, id: ObjectIdentifier) {
        lock.withLock {
            entries[peer]?.removeAll { $0.id == id }
            if entries[peer]?.isEmpty == true { entries[peer] = nil }
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

    /// Counts the connection against its peer (which closes the peer's oldest waiting connection
    /// when it is at its limit, or this one when none waits) and waits for the first head.
    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        let channel = context.channel
        guard peers.open(address, id: ObjectIdentifier(self), close: { channel.close(promise: nil) }) else {
            context.close(promise: nil)
            return
        }
        peer = address
        arm(limits.headerTimeout, context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        if let peer { peers.close(peer, id: ObjectIdentifier(self)) }
        peer = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { disarm() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            waiting(false)
            arm(limits.bodyTimeout, context)
        case .end: disarm()  // read whole: the server is answering
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // After a response, a kept-alive connection has the header timeout again for its next request.
        if case .end = unwrapOutboundIn(data) {
            waiting(true)
            arm(limits.headerTimeout, context)
        }
        context.write(data, promise: promise)
    }

    private func waiting(_ waiting: Bool) {
        if let peer { peers.setWaiting(peer, id: ObjectIdentifier(self), waiting) }
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
