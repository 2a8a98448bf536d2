import Foundation
import SnapshotCore

/// What `snapshot review` serves: the last verify report, with Accept buttons that call the same
/// approval as `snapshot approve`, behind a per-run random token.
///
/// HTTP-agnostic, so it is tested in process; the server (Tools/ReviewServer, on Hummingbird)
/// only binds the loopback interface, refuses non-loopback peers and passes requests here.
///
/// - `GET /<token>/` — the report, with the token handed to its script;
/// - `GET /<token>/<file>` — its styles, scripts and images;
/// - `POST /<token>/approve` with the `X-Review-Token` header and `{"ids": […]}`, `{"cause": "KEY"}` or
///   `{"allFailed": true}` — approves, answers `{"approved": [...]}`.
///
/// Anything without the token, or addressed to a host other than the loopback one, is refused (403).
public final class ReviewSession: Sendable {
    /// What the server sends back: a status, a content type and a body.
    public struct Response: Sendable, Equatable {
        /// The HTTP status code.
        public var status: Int
        /// The `Content-Type` header.
        public var contentType: String
        /// The response body.
        public var body: Data
    }

    /// The approval request the page sends.
    struct ApproveRequest: Decodable {
        var ids: [String]?
        var cause: String?
        var allFailed: Bool?
    }

    /// The secret every request's path starts with.
    public let token: String
    /// The package whose references an Accept writes.
    public let workspace: Workspace
    /// The output folder holding the report and the last run's manifest.
    public let output: URL
    /// How an entry's id names its reference (``Approver/approve(ids:causes:allFailed:lastRun:workspace:output:latestOutput:naming:)``).
    public let naming: ReferenceNaming
    private let log: @Sendable (String) -> Void

    /// - Parameters:
    ///   - output: the verify run's output folder (its `report/` is served, its manifest approved from).
    ///   - naming: the catalog's naming rules; the rules alone by default (a server without the catalog).
    ///   - log: receives one line per accepted reference (the terminal).
    public init(
        workspace: Workspace, output: URL, token: String = ReviewSession.randomToken(), naming: ReferenceNaming = .rule,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.workspace = workspace
        self.output = output.standardizedFileURL
        self.token = token
        self.naming = naming
        self.log = log
    }

    /// 128 random bits as hex.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The page's address on `port`.
    public func url(port: Int) -> String { "http://127.0.0.1:\(port)/\(token)/" }

    /// The most bytes a request body may have: an approval of ten thousand ids fits in a tenth of it.
    public static let maximumBodyBytes = 1 << 20

    /// The largest file of the report that is served.
    public static let maximumFileBytes = 64 * 1024 * 1024

    /// What the request's head alone decides, before its body is read: a refusal (403 without
    /// the token or the loopback host, 413 for a body over ``maximumBodyBytes``), or nil to go on.
    ///
    /// The server calls this first and reads the body only when it answers nil, and no further
    /// than ``maximumBodyBytes``: a client without the token never makes it read a byte of body.
    ///
    /// - Parameter contentLength: the `Content-Length` header, when the request has one.
    public func refusal(method: String, path: String, host: String?, headerToken: String?, contentLength: Int?, port: Int) -> Response? {
        guard let host, ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"].contains(host.lowercased()) else {
            return refuse("requests must address 127.0.0.1:\(port)")
        }
        let raw = path.prefix { $0 != "?" && $0 != "#" }
        guard let first = raw.split(separator: "/", omittingEmptySubsequences: true).first, constantTimeEquals(String(first), token) else {
            return refuse("missing or wrong token")
        }
        if method == "POST" {
            guard let headerToken, constantTimeEquals(headerToken, token) else { return refuse("missing X-Review-Token header") }
        }
        if let contentLength, contentLength > Self.maximumBodyBytes {
            return Response(
                status: 413, contentType: "text/plain; charset=utf-8",
                body: Data("request body over \(Self.maximumBodyBytes) bytes\n".utf8))
        }
        return nil
    }

    /// Answers one request. `host` is the Host header; `port` the one the server listens on;
    /// `path` the request target as sent (percent-encoded).
    ///
    /// Each path segment is percent-decoded exactly once; a segment that then is `.` or `..`, or
    /// holds `/`, `\`, a NUL byte or starts with a dot, is refused (403), and the file it names
    /// is served only if it lies inside the report folder once links are resolved.
    public func respond(method: String, path: String, host: String?, headerToken: String?, body: Data, port: Int) -> Response {
        if let refused = refusal(method: method, path: path, host: host, headerToken: headerToken, contentLength: body.count, port: port) {
            return refused
        }
        guard let segments = Self.decodedSegments(path) else {
            return Response(status: 400, contentType: "text/plain; charset=utf-8", body: Data("malformed path\n".utf8))
        }
        let rest = Array(segments.dropFirst())
        switch (method, rest) {
        case ("POST", ["approve"]):
            return approve(body)
        case ("GET", []), ("GET", ["index.html"]):
            return page()
        case ("GET", _):
            return file(rest)
        default:
            return Response(status: 405, contentType: "text/plain; charset=utf-8", body: Data("method not allowed\n".utf8))
        }
    }

    /// The segments of a request path (without its query), each percent-decoded once; nil when a
    /// `%` escape is malformed or a segment does not decode to UTF-8.
    static func decodedSegments(_ path: String) -> [String]? {
        var segments: [String] = []
        for raw in path.prefix(while: { $0 != "?" && $0 != "#" }).split(separator: "/", omittingEmptySubsequences: true) {
            var bytes: [UInt8] = []
            var iterator = raw.utf8.makeIterator()
            while let byte = iterator.next() {
                guard byte == UInt8(ascii: "%") else {
                    bytes.append(byte)
                    continue
                }
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            }
            guard let segment = String(validating: bytes, as: UTF8.self) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func refuse(_ reason: String) -> Response {
        Response(status: 403, contentType: "text/plain; charset=utf-8", body: Data("forbidden: \(reason)\n".utf8))
    }

    private func constantTimeEquals(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private var reportDirectory: URL { output.appendingPathComponent("report") }

    private func page() -> Response {
        let index = reportDirectory.appendingPathComponent("index.html").path
        guard let data = try? FileReader.readWhole(index, expected: "the report's page", limit: Self.maximumFileBytes),
            let html = String(data: data, encoding: .utf8)
        else {
            return Response(
                status: 404, contentType: "text/plain; charset=utf-8",
                body: Data("no report: run `\(CommandName.current) verify` first\n".utf8))
        }
        let script = "<script>window.REVIEW = {token: \"\(token)\"};</script>\n<script src=\"review.js\"></script>\n"
        let served = html.replacingOccurrences(of: "</body>", with: script + "</body>")
        return Response(status: 200, contentType: "text/html; charset=utf-8", body: Data(served.utf8))
    }

    /// A file of the report (or the bundled review script), by its decoded segments.
    private func file(_ segments: [String]) -> Response {
        let notFound = Response(status: 404, contentType: "text/plain; charset=utf-8", body: Data("not found\n".utf8))
        guard
            !segments.contains(where: {
                $0 == ".." || $0 == "." || $0.hasPrefix(".") || $0.contains("/") || $0.contains("\\") || $0.utf8.contains(0)
            })
        else { return refuse("path") }
        let name = segments.joined(separator: "/")
        let data: Data?
        do {
            if name == "review.js" {
                data = try HTMLTemplates.bundled("review.js")
            } else {
                let report = ContainedFolder(reportDirectory, role: "the report folder")
                data = try FileReader.readWhole(report.resolve(name).path, expected: "a file of the report", limit: Self.maximumFileBytes)
            }
        } catch {
            switch error as? SnapshotError {
            case .outsideFolder?, .unsafePath?: return refuse("path")
            default: return notFound
            }
        }
        guard let data else { return notFound }
        let types = ["html": "text/html; charset=utf-8", "css": "text/css", "js": "text/javascript", "png": "image/png"]
        return Response(
            status: 200, contentType: types[(name as NSString).pathExtension] ?? "application/octet-stream", body: data)
    }

    private func approve(_ body: Data) -> Response {
        func json(_ status: Int, _ object: [String: Any]) -> Response {
            let encoded = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            let data = Data(ControlCharacters.visibleInJSON(String(decoding: encoded, as: UTF8.self)).utf8)
            return Response(status: status, contentType: "application/json", body: data)
        }
        guard let request = try? JSONDecoder().decode(ApproveRequest.self, from: body),
            [request.allFailed == true, !(request.ids ?? []).isEmpty, request.cause != nil].filter({ $0 }).count == 1
        else {
            return json(400, ["error": "send {\"ids\": [...]}, {\"cause\": \"KEY\"} or {\"allFailed\": true}"])
        }
        do {
            let lastRun = try LastRun.read(from: output)
            let latest = LastRun.latestOutput(in: workspace.defaultOutputDirectory)
            let written = try Approver.approve(
                ids: request.ids ?? [], causes: request.cause.map { [$0] } ?? [], allFailed: request.allFailed == true, lastRun: lastRun,
                workspace: workspace, output: output, latestOutput: latest, naming: naming)
            written.forEach { log("accepted Snapshots/\($0)") }
            return json(200, ["approved": written.map { "Snapshots/\($0)" }])
        } catch {
            return json(409, ["error": "\(error)"])
        }
    }
}
