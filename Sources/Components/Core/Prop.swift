/// One prop of a variant as text: `count = 247`, `limit = none`, `theme = dark`.
public struct Prop: Hashable, Sendable, Codable {
    public var key: String
    public var value: String

    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }

    /// `key-value` with characters outside `[A-Za-z0-9.]` replaced, for file-safe variant names.
    var nameFragment: String {
        "\(Self.fileSafe(key))-\(Self.fileSafe(value))"
    }

    static func fileSafe(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.")
        let mapped = text.map { allowed.contains($0) ? String($0) : "~" }.joined()
        // Collapse runs of the replacement so names stay readable.
        return mapped.split(separator: "~", omittingEmptySubsequences: true).joined(separator: "~")
    }
}
