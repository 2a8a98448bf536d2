import Rendering

/// One prop of a variant as text: `count = 247`, `limit = none`, `theme = dark`.
public struct Prop: Hashable, Sendable, Codable {
    /// The prop's name, as the proposed API spells it.
    public var key: String
    /// The prop's value as text: it names the variant's files.
    public var value: String

    /// A prop named `key` with the value `value`.
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }

    /// `key-value` with characters outside `[A-Za-z0-9.]` replaced, for file-safe variant names.
    /// Values longer than 32 characters keep their first 24 and a stable hash of the whole value.
    var nameFragment: String {
        let safe = Self.fileSafe(value)
        let shown = safe.count <= 32 ? safe : String(safe.prefix(24)) + "~" + Self.fnv1a(value)
        return "\(Self.fileSafe(key))-\(shown)"
    }

    /// ``StableHash/fnv1a32(_:)`` as 8 hex digits.
    static func fnv1a(_ text: String) -> String {
        let hex = String(StableHash.fnv1a32(text), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// The characters a name keeps; any other is replaced.
    private static let fileSafeCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.")

    /// `text`'s runs of kept characters joined by one `~` each: a run of others, however long, is
    /// one `~`, and none leads or ends the name, so names stay readable.
    ///
    /// In one pass over the characters, with the set built once: every variant's id is made of
    /// these, and loading a design system names every variant (an unoptimised build made the set
    /// and three strings per call, a tenth of a system's load).
    static func fileSafe(_ text: String) -> String {
        var safe = ""
        var replaced = false
        for character in text {
            guard fileSafeCharacters.contains(character) else {
                replaced = true
                continue
            }
            if replaced && !safe.isEmpty { safe.append("~") }
            replaced = false
            safe.append(character)
        }
        return safe
    }
}
