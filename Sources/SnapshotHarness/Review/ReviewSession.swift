import Foundation

/// What `snapshot review` serves: the last verify report, with Accept buttons that call the same
/// approval as `snapshot approve`, behind a per-run random token.
///
/// HTTP-agnostic, so it is tested in process; the server (Tools/ReviewServer, on Hummingbird)
/// only binds the loopback interface, refuses non-loopback peers and passes requests here.
///
/// - `GET /<token>/` — the report, with the token handed to its script;
/// - `GET /<token>/<file>` — its styles, scripts and images;
/// - `POST /<token>/approve` with the `X-Review-Token` header and `{"ids": […]}` or
///   `{"allFailed": true}` — approves, answers `{"approved": [...]}`.
///
/// Anything without the token, or addressed to a host other than the loopback one, is refused (403).
public final class ReviewSession: Sendable {
    public struct Response: Sendable, Equatable {
        public var status: Int
        public var contentType: String
        public var body: Data
    }

    /// The approval request the page sends.
    struct ApproveRequest: Decodable {
        var ids: [String]?
        var allFailed: Bool?
    }

    public let token: String
    public let workspace: Workspace
    public let output: URL
    private let log: @Sendable (String) -> Void

    /// - Parameters:
    ///   - output: the verify run's output folder (its `report/` is served, its manifest approved from).
    ///   - log: receives one line per accepted reference (the terminal).
    public init(workspace: Workspace, output: URL, token: String = ReviewSession.randomToken(), log: @escaping @Sendable (String) -> Void) {
        self.workspace = workspace
        self.output = output.standardizedFileURL
        self.token = token
        self.log = log
    }

    /// 128 random bits as hex.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The page's address on `port`.
    public func url(port: Int) -> String { "http://127.0.0.1:\(port)/\(token)/" }

    /// Answers one request. `host` is the Host header; `port` the one the server listens on.
    public func respond(method: String, path: String, host: String?, headerToken: String?, body: Data, port: Int) -> Response {
        guard let host, ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"].contains(host.lowercased()) else {
            return refuse("requests must address 127.0.0.1:\(port)")
        }
        let parts = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        let segments = parts.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let first = segments.first, constantTimeEquals(first, token) else { return refuse("missing or wrong token") }
        let rest = Array(segments.dropFirst())
        switch (method, rest) {
        case ("POST", ["approve"]):
            guard let headerToken, constantTimeEquals(headerToken, token) else { return refuse("missing X-Review-Token header") }
            return approve(body)
        case ("GET", []), ("GET", ["index.html"]):
            return page()
        case ("GET", _):
            return file(rest)
        default:
            return Response(status: 405, contentType: "text/plain; charset=utf-8", body: Data("method not allowed\n".utf8))
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
        guard let html = try? String(contentsOf: reportDirectory.appendingPathComponent("index.html"), encoding: .utf8) else {
            return Response(
                status: 404, contentType: "text/plain; charset=utf-8", body: Data("no report: run `snapshot verify` first\n".utf8))
        }
        let script = "<script>window.REVIEW = {token: \"\(token)\"};</script>\n<script src=\"review.js\"></script>\n"
        let served = html.replacingOccurrences(of: "</body>", with: script + "</body>")
        return Response(status: 200, contentType: "text/html; charset=utf-8", body: Data(served.utf8))
    }

    private func file(_ segments: [String]) -> Response {
        guard !segments.contains(where: { $0 == ".." || $0.hasPrefix(".") }) else { return refuse("path") }
        let name = segments.joined(separator: "/").removingPercentEncoding ?? ""
        let data: Data?
        if name == "review.js" {
            data = try? Data(contentsOf: try HTMLTemplates.directory.appendingPathComponent("review.js"))
        } else {
            data = FileManager.default.contents(atPath: reportDirectory.appendingPathComponent(name).path)
        }
        guard let data else { return Response(status: 404, contentType: "text/plain; charset=utf-8", body: Data("not found\n".utf8)) }
        let types = ["html": "text/html; charset=utf-8", "css": "text/css", "js": "text/javascript", "png": "image/png"]
        return Response(
            status: 200, contentType: types[(name as NSString).pathExtension] ?? "application/octet-stream", body: data)
    }

    private func approve(_ body: Data) -> Response {
        func json(_ status: Int, _ object: [String: Any]) -> Response {
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            return Response(status: status, contentType: "application/json", body: data)
        }
        guard let request = try? JSONDecoder().decode(ApproveRequest.self, from: body),
            (request.allFailed == true) != !(request.ids ?? []).isEmpty
        else {
            return json(400, ["error": "send {\"ids\": [...]} or {\"allFailed\": true}"])
        }
        do {
            let lastRun = try LastRun.read(from: output)
            let latest = LastRun.latestOutput(in: workspace.defaultOutputDirectory)
            let written = try Approver.approve(
                ids: request.ids ?? [], allFailed: request.allFailed == true, lastRun: lastRun, snapshots: workspace.snapshotsDirectory,
                output: output, latestOutput: latest)
            written.forEach { log("accepted Snapshots/\($0)") }
            return json(200, ["approved": written.map { "Snapshots/\($0)" }])
        } catch {
            return json(409, ["error": "\(error)"])
        }
    }
}
