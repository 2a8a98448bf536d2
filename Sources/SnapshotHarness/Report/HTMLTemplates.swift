import Foundation
import Mustache
import Rendering
import SnapshotCore

/// The gallery and report templates and assets bundled with the harness.
///
/// Rendering goes through Mustache's `{{…}}`, which escapes `& < > " '`: props such as toast
/// messages are user text and appear as text, in element content and in quoted attributes alike.
/// Before that, every string of the context has its control and bidirectional characters made
/// visible (``ControlCharacters/visible(_:)``), so a U+202E from a file cannot reorder the page.
enum HTMLTemplates {
    static var directory: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
                throw SnapshotError.fileSystem(
                    path: "Templates", expected: "the bundled HTML templates",
                    problem: FileProblem("they are missing from the build", remedy: "rebuild the package"))
            }
            return url
        }
    }

    /// The bundled file `name` (a template, a script).
    static func bundled(_ name: String) throws -> Data {
        let url = try directory.appendingPathComponent(name)
        guard let data = try FileReader.readWhole(url.path, expected: "a bundled template", limit: 16 * 1024 * 1024) else {
            throw SnapshotError.fileSystem(
                path: url.path, expected: "a bundled template", problem: FileProblem("it does not exist", remedy: "rebuild the package"))
        }
        return data
    }

    static func render(_ name: String, _ context: [String: Any]) throws -> String {
        try MustacheTemplate(string: String(decoding: try bundled("\(name).mustache"), as: UTF8.self)).render(visible(context))
    }

    /// `value` (a template context, or a part of one) with every string's control characters visible.
    static func visible<Value>(_ value: Value) -> Any {
        switch value {
        case let text as String: return ControlCharacters.visible(text)
        case let object as [String: Any]: return object.mapValues { visible($0) }
        case let list as [Any]: return list.map { visible($0) }
        default: return value
        }
    }

    /// Copies the static assets (CSS, scripts) into `relative` inside `folder`.
    static func copyAssets(_ names: [String], to relative: String, in folder: ContainedFolder) throws {
        for name in names {
            try FileWriter.write(try bundled(name), to: relative.isEmpty ? name : "\(relative)/\(name)", in: folder)
        }
    }

    /// Copies the file at the real location `source` (already resolved by its own folder's rule)
    /// to `relative` inside `folder`, replacing it. A PNG is held to the contract every reader holds
    /// it to (``PNGCodec/checkWithoutDecoding(_:source:)``: its container, chunk order, CRCs and
    /// compressed stream) before it is shown; it is not decoded (a reference too large to decode is
    /// still shown beside its failure).
    ///
    /// With `linking`, for a file of the run's own output that nothing writes in place (a
    /// failure's actual, diff or strip), the copy is the same file under a second name
    /// (``FileWriter/write(_:linking:read:to:in:)``) where the file system allows: no new file.
    /// A file this run wrote (`written`, its identity when written) is linked unread while it is
    /// still that file: its bytes are the run's own encoder's, so neither read nor checked again.
    static func copyFile(
        _ source: URL, limit: Int, to relative: String, in folder: ContainedFolder, linking: Bool = false, written: FileIdentity? = nil
    ) throws {
        if linking, let written, try FileWriter.linkUnread(source, identity: written, to: relative, in: folder) != nil { return }
        let read = linking ? try? FileIdentity.ofRegularFile(at: source.path) : nil
        guard let data = try FileReader.readWhole(source.path, expected: "an image to show", limit: limit) else {
            throw SnapshotError.fileSystem(path: source.path, expected: "an image to show", problem: FileProblem("it does not exist"))
        }
        if source.pathExtension == "png" { try PNGCodec.checkWithoutDecoding(data, source: source.path) }
        if let read {
            try FileWriter.write(data, linking: source, read: read, to: relative, in: folder)
        } else {
            try FileWriter.write(data, to: relative, in: folder)
        }
    }
}
