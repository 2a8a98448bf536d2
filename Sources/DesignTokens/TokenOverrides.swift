/// Token values to read in place of the tables' own while it is current: what an image would be
/// had some tokens kept their recorded values.
///
/// Keys are a read's subject as provenance writes it (`counter.color.empty.bg [base]`, the mode
/// in brackets, `base` for none); values are the recorded value's text (``TokenValue/text``),
/// read back as the type of the table's own value. Reads of other tokens are untouched.
///
/// ```swift
/// let reverted = try TokenOverrides.$current.withValue(TokenOverrides(["toast.size.small.radius [base]": "8px"])) {
///     try system.render(variant, scale: 2, freshLayout: true)
/// }
/// ```
package struct TokenOverrides: Sendable, Hashable {
    /// The recorded value's text by read subject.
    package var values: [String: String]

    package init(_ values: [String: String]) {
        self.values = values
    }

    /// The overrides reads take now (nil: the tables' own values, the usual case).
    @TaskLocal package static var current: TokenOverrides?

    /// The subject provenance writes for a read of `path` in `mode`.
    package static func subject(_ path: TokenPath, mode: String?) -> String {
        "\(path.dotted) [\(mode ?? "base")]"
    }

    /// `value`, or the override for `path` in `mode` read as `value`'s type.
    ///
    /// An override that does not read back as that type is an error naming the token: a
    /// counterfactual render must never quietly use the current value.
    func apply(to value: TokenValue, path: TokenPath, mode: String?, source: String) throws(TokenError) -> TokenValue {
        guard let text = values[Self.subject(path, mode: mode)] else { return value }
        guard let recorded = TokenValue(text: text, kind: value.kind) else {
            throw TokenError(
                file: source, token: path, reason: .typeMismatch(expected: value.typeName, actual: "the recorded value '\(text)'"))
        }
        return recorded
    }
}
