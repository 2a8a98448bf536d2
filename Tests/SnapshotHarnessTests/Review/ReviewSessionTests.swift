import Components
import Foundation
import Synchronization
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
        let workspace = try temporaryWorkspace(copyingReferences: true)
        let other = try Data(
            contentsOf: workspace.snapshotsDirectory.appendingPathComponent("EBCounter/count-1_limit-none_theme-light@2x.png"))
        for variant in EBCounter.variants[2...3] {
            try other.write(to: workspace.snapshotsDirectory.appendingPathComponent(variant.referencePath(scale: 2)))
        }
        _ = try SnapshotRunner(workspace: workspace, system: sharedSystem, mode: .never).run(Array(EBCounter.variants.prefix(4)))
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

    @Test func tokensAreRandom() {
        let tokens = Set((0..<50).map { _ in ReviewSession.randomToken() })
        #expect(tokens.count == 50 && tokens.allSatisfy { $0.count == 32 })
    }
}
