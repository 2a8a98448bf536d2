import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import SnapshotHarness

/// `snapshot-review [--port N] [--output DIR] [--package-path DIR]`: the last verify report with
/// Accept buttons, on 127.0.0.1 only, behind a per-run random token.
@main
struct ReviewServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot-review",
        abstract: "Serve the last verify report on 127.0.0.1 with Accept buttons (a random token in the URL).")

    @Option(name: .long, help: "The port to listen on (0: any free port).") var port: Int = 0
    @Option(name: .long, help: "The verify run's output folder (default: snapshot-output/).") var output: String?
    @Option(name: .long, help: "The package whose Snapshots/ to approve into (default: the current folder or a parent).")
    var packagePath: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535 (got \(port))") }
    }

    func run() async throws {
        let workspace = try Workspace.locate(from: URL(fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath))
        let outputDirectory = output.map { URL(fileURLWithPath: $0) } ?? workspace.defaultOutputDirectory
        let session = ReviewSession(workspace: workspace, output: outputDirectory) { line in say(line) }
        var logger = Logger(label: "snapshot-review")
        logger.logLevel = .warning
        let boundPort = ManagedPort()
        let responder = CallbackResponder<ReviewContext> { request, context in
            // Bound to loopback; a peer that is not loopback is refused all the same.
            guard context.isLoopback else {
                return Response(status: .forbidden, body: ResponseBody(byteBuffer: ByteBuffer(string: "forbidden: loopback only\n")))
            }
            let body = try await request.body.collect(upTo: 1 << 20)
            let answer = session.respond(
                method: request.method.rawValue, path: request.uri.path, host: request.head.authority,
                headerToken: request.headers.first { $0.name.canonicalName == "x-review-token" }?.value, body: Data(buffer: body),
                port: boundPort.value)
            return Response(
                status: .init(code: answer.status), headers: [.contentType: answer.contentType, .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
        }
        let app = Application(
            responder: responder, configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "snapshot-review"),
            onServerRunning: { channel in
                boundPort.value = channel.localAddress?.port ?? 0
                say("review: \(session.url(port: boundPort.value))")
                say("review: serving \(outputDirectory.appendingPathComponent("report").path); Ctrl-C stops")
            }, logger: logger)
        try await app.runService()
    }
}

/// One line to the terminal at once (unbuffered, also into a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
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
