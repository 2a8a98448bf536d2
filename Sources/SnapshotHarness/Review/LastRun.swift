import Foundation

/// What the last `verify` found, kept as `snapshot-output/last-run.json` so `approve` can accept
/// exactly those actual images.
public struct LastRun: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        public var id: String
        /// `matched`, `failed`, `missing` or `error`.
        public var status: String
        /// The reference, relative to `Snapshots/`.
        public var reference: String
        /// The actual image (or text) this run produced, when it wrote one.
        public var actual: String?
        public var diff: String?
        public var strip: String?
        public var message: String?
    }

    public var date: Date
    public var scale: Int
    public var entries: [Entry]
    public var orphans: [String]

    public static func url(in output: URL) -> URL { output.appendingPathComponent("last-run.json") }

    public func write(to output: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        try ReferenceStore.atomicWrite(try encoder.encode(self), to: Self.url(in: output))
    }

    public static func read(from output: URL) throws -> LastRun {
        let url = Self.url(in: output)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SnapshotError.unreadableReference(path: url.path, detail: "no last verify run: run `snapshot verify` first")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(LastRun.self, from: data)
        } catch {
            throw SnapshotError.unreadableReference(path: url.path, detail: "\(error)")
        }
    }
}
