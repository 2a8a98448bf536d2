/// One token document handed to the loader: its name for messages and its bytes (or an
/// already parsed value, as a resolver document's inline sources are).
package struct TokenSource: Sendable {
    enum Content: Sendable {
        case bytes([UInt8])
        case parsed(JSONValue)
    }

    /// The file name (or description) every problem in this source names.
    package var name: String
    let content: Content

    /// A document's bytes; `name` is what messages call it.
    package init(name: String, bytes: [UInt8]) {
        self.name = name
        content = .bytes(bytes)
    }

    /// An already parsed document (a resolver document's inline tokens).
    package init(name: String, value: JSONValue) {
        self.name = name
        content = .parsed(value)
    }
}
