import Foundation
import Mustache

/// The gallery and report templates and assets bundled with the harness.
///
/// Rendering goes through Mustache's `{{…}}`, which escapes `& < > " '`: props such as toast
/// messages are user text and appear as text, in element content and in quoted attributes alike.
enum HTMLTemplates {
    static var directory: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
                throw SnapshotError.unreadableReference(path: "Templates", detail: "the bundled HTML templates are missing")
            }
            return url
        }
    }

    static func render(_ name: String, _ context: [String: Any]) throws -> String {
        let url = try directory.appendingPathComponent("\(name).mustache")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SnapshotError.unreadableReference(path: url.path, detail: "cannot read template")
        }
        return try MustacheTemplate(string: text).render(context)
    }

    /// Copies the static assets (CSS, scripts) next to a page.
    static func copyAssets(_ names: [String], to folder: URL) throws {
        for name in names {
            let data = try Data(contentsOf: try directory.appendingPathComponent(name))
            try ReferenceStore.atomicWrite(data, to: folder.appendingPathComponent(name))
        }
    }

    /// Copies `source` to `target` (replacing it), creating folders.
    static func copyFile(_ source: URL, to target: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw SnapshotError.unreadableReference(path: source.path, detail: error.localizedDescription)
        }
        try ReferenceStore.atomicWrite(data, to: target)
    }
}
