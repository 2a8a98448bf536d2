import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import SnapshotCore
import Synchronization
import TestSupport
import Testing

@testable import SnapshotHarness

/// `snapshot review`'s request handling, in process: the token, the loopback host, the page with
/// its Accept script, and an approval that writes exactly the named reference.
@Suite struct ReviewSessionTests {
    let port = 4321

    /// A workspace with two broken references, verified (so its report and manifest exist).
    /// Lines the session logged.
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
    }

    func reviewed() throws -> (ReviewSession, Workspace, Lines) {
        let workspace = try temporaryWorkspace(copyingReferences: true, components: ["EBCounter"])
        let other = try Data(
            contentsOf: workspace.snapshotsDirectory.appendingPathComponent("EBCounter/count-1_limit-none_theme-light@2x.png"))
        for variant in EBCounter.variants[2...3] {
            try other.write(to: workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2)))
        }
        _ = try VerifyRun.perform(
            SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never), variants: Array(EBCounter.variants.prefix(4)))
        let lines = Lines()
        let session = ReviewSession(workspace: workspace, output: workspace.defaultOutputDirectory, token: "t0k3n") { line in
            lines.lines.withLock { $0.append(line) }
        }
        return (session, workspace, lines)
    }

    func get(_ session: ReviewSession, _ path: String, host: String? = nil) -> ReviewSession.Response {
        session.respond(method: "GET", path: path, host: host ?? "127.0.0.1:\(port)", headerToken: nil, body: Data(), port: port)
    }

    @Test func everythingNeedsTheTokenAndTheLoopbackHost() throws {
        let (session, workspace, _) = try reviewed()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        #expect(get(session, "/t0k3n/").status == 200)
        #expect(get(session, "/t0k3n/style.css").status == 200)
        #expect(get(session, "/").status == 403)
        #expect(get(session, "/wrong/").status == 403)
        #expect(get(session, "/t0k3n/index.html?x=1").status == 200)
        #expect(get(session, "/t0k3n/", host: "evil.example:\(port)").status == 403, "a rebinding host is refused")
        #expect(get(session, "/t0k3n/", host: nil).status == 200)
        #expect(get(session, "/t0k3n/../../etc/passwd").status == 403)
        let page = String(decoding: get(session, "/t0k3n/").body, as: UTF8.self)
        #expect(page.contains("window.REVIEW = {token: \"t0k3n\"}") && page.contains("<script src=\"review.js\">"))
        #expect(get(session, "/t0k3n/review.js").status == 200)
    }

    @Test func anApprovalWithoutTheHeaderIsRefusedAndOneWithItWritesExactlyTheNamedReference() throws {
        let (session, workspace, lines) = try reviewed()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let (first, second) = (EBCounter.variants[2], EBCounter.variants[3])
        let firstURL = workspace.snapshotsDirectory.appendingPathComponent(first.referencePath(scale: 2))
        let secondURL = workspace.snapshotsDirectory.appendingPathComponent(second.referencePath(scale: 2))
        let (before1, before2) = (try Data(contentsOf: firstURL), try Data(contentsOf: secondURL))
        let body = Data(#"{"ids": ["\#(first.id)"]}"#.utf8)
        let refused = session.respond(
            method: "POST", path: "/t0k3n/approve", host: "127.0.0.1:\(port)", headerToken: nil, body: body, port: port)
        #expect(refused.status == 403)
        #expect(try Data(contentsOf: firstURL) == before1)
        let accepted = session.respond(
            method: "POST", path: "/t0k3n/approve", host: "127.0.0.1:\(port)", headerToken: "t0k3n", body: body, port: port)
        #expect(accepted.status == 200, "\(String(decoding: accepted.body, as: UTF8.self))")
        #expect(String(decoding: accepted.body, as: UTF8.self).contains(first.referencePath(scale: 2)))
        #expect(try Data(contentsOf: firstURL) != before1 && Data(contentsOf: secondURL) == before2)
        #expect(lines.all == ["accepted Snapshots/\(first.referencePath(scale: 2))"])
        let bad = session.respond(
            method: "POST", path: "/t0k3n/approve", host: "127.0.0.1:\(port)", headerToken: "t0k3n", body: Data("{}".utf8), port: port)
        #expect(bad.status == 400)
    }

    /// Random paths built from every spelling of `..`, `/`, `\\` and NUL, raw and percent-encoded
    /// (once and twice): every answer that serves a file serves one of the report folder's own
    /// files, never the manifest, the README or a file a link in the report points to.
    @Test func noEncodingOfAPathLeavesTheReportFolder() throws {
        let (session, workspace, _) = try reviewed()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let report = workspace.defaultOutputDirectory.appendingPathComponent("report")
        try Data("secret of the package".utf8).write(to: workspace.root.appendingPathComponent("README.md"))
        try FileManager.default.createSymbolicLink(
            atPath: report.appendingPathComponent("images/leak.png").path,
            withDestinationPath: workspace.root.appendingPathComponent("README.md").path)
        var allowed = Set<Data>()
        for case let url as URL in FileManager.default.enumerator(at: report, includingPropertiesForKeys: nil) ?? .init() {
            var status = stat()
            if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { allowed.insert(try Data(contentsOf: url)) }
        }
        allowed.insert(get(session, "/t0k3n/").body)
        allowed.insert(get(session, "/t0k3n/review.js").body)
        let secrets = [
            try Data(contentsOf: workspace.defaultOutputDirectory.appendingPathComponent("last-run.json")),
            Data("secret of the package".utf8),
        ]
        let pieces = [
            "..", ".", "%2e", "%2E", "%2e%2e", ".%2e", "%2e.", "%252e%252e", "/", "//", "%2f", "%2F", "%252f", "\\", "%5c", "%5C", "%00",
            "\u{0}", "%", "%zz", "%e2%80%ae", "report", "index.html", "style.css", "images", "leak.png", "last-run.json", "README.md",
            "etc", "passwd", "snapshot-output", "artifacts", "?x=..", "#..",
        ]
        var generator = SeededGenerator(seed: 25)
        var served = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...8, using: &generator)
            let path = "/t0k3n/" + (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let answer = get(session, path)
            #expect([200, 400, 403, 404, 405].contains(answer.status), "\(path): \(answer.status)")
            guard answer.status == 200 else { continue }
            served += 1
            #expect(allowed.contains(answer.body), "\(path) served a file that is not the report's own")
            #expect(!secrets.contains(answer.body), "\(path) served a secret")
        }
        #expect(served > 0, "the fuzzing reached real files too")
    }

    @Test func theHeadIsCheckedBeforeTheBody() throws {
        let (session, workspace, _) = try reviewed()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        func refusal(_ path: String, token: String?, length: Int) -> Int? {
            session.refusal(
                method: "POST", path: path, host: "127.0.0.1:\(port)", headerToken: token, contentLength: length, port: port)?.status
        }
        #expect(refusal("/wrong/approve", token: "t0k3n", length: 100_000_000) == 403, "no token, no body read, whatever its size")
        #expect(refusal("/t0k3n/approve", token: nil, length: 10) == 403)
        #expect(refusal("/t0k3n/approve", token: "t0k3n", length: ReviewSession.maximumBodyBytes + 1) == 413)
        #expect(refusal("/t0k3n/approve", token: "t0k3n", length: 10) == nil)
        let ids = (0..<10).map { _ in String(repeating: "x", count: 100_000) }
        let body = try JSONSerialization.data(withJSONObject: ["ids": ids])
        let answer = session.respond(
            method: "POST", path: "/t0k3n/approve", host: "127.0.0.1:\(port)", headerToken: "t0k3n", body: body, port: port)
        #expect(answer.status == 409 && String(decoding: answer.body, as: UTF8.self).contains("cannot match"))
    }

    @Test func tokensAreRandom() {
        let tokens = Set((0..<50).map { _ in ReviewSession.randomToken() })
        #expect(tokens.count == 50 && tokens.allSatisfy { $0.count == 32 })
    }
}
