/// Texts to lay out and draw in place of the ones a layout asks for while it is current: what an
/// image would be had its texts kept their recorded strings (a failure's counterfactual, as
/// `TokenOverrides` is for tokens).
///
/// A text edit comes from code (a formatter's `"50%"` → `"50 %"`), so it cannot be reverted by
/// re-reading a table: the string itself is replaced where text is measured and drawn. The
/// bubble around it is then sized for the old string, so what the edit moved is its effect, not
/// a drawing change of its own.
///
/// ```swift
/// let reverted = TextOverrides.$current.withValue(TextOverrides(["50 %": "50%"])) { try system.render(…) }
/// ```
package struct TextOverrides: Sendable, Hashable {
    /// The recorded string by the string laid out now.
    package var texts: [String: String]

    package init(_ texts: [String: String]) {
        self.texts = texts
    }

    /// The overrides text takes now (nil: every text as asked, the usual case).
    @TaskLocal package static var current: TextOverrides?

    /// `text`, or the recorded string it replaces while overrides are current.
    static func applied(to text: String) -> String {
        guard let current, let recorded = current.texts[text] else { return text }
        return recorded
    }
}
