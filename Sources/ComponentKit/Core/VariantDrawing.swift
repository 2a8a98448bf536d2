import Rendering

/// A variant laid out and drawn into a record instead of pixels: everything its image and its
/// lines in the text references are made of (see ``DesignSystem/drawing(of:scale:overriding:)``).
///
/// Two drawings are equal when their layouts' facts (size, frame, text runs, accessibility
/// elements, motion) and their recorded canvas calls are: equal drawings give the same image, at
/// the scale they were recorded at, and the same lines in `provenance.txt` (tokens aside),
/// `accessibility.txt` and `variants.txt`.
///
/// ```swift
/// let now = try system.drawing(of: variant, scale: 2)
/// let before = try system.drawing(of: variant, scale: 2, overriding: TokenOverrides(["counter.size.radius [base]": "12px"]))
/// now == before   // true: the radius is clamped to half the height either way
/// ```
package struct VariantDrawing: Equatable, Sendable {
    /// The layout drawn.
    package let layout: DrawableLayout
    /// The canvas calls drawing it made, in order.
    package let steps: [DrawingRecord.Step]

    package init(layout: DrawableLayout, steps: [DrawingRecord.Step]) {
        self.layout = layout
        self.steps = steps
    }

    /// The layout's own facts, as its provenance writes them: the size, the texts and the parts
    /// (no tokens).
    package var drawnFacts: [Provenance.Fact] {
        Provenance(layout: layout, reads: []).facts
    }

    package static func == (lhs: VariantDrawing, rhs: VariantDrawing) -> Bool {
        let (a, b) = (lhs.layout, rhs.layout)
        return a.size == b.size && a.frameSize == b.frameSize && a.textRuns == b.textRuns
            && a.accessibilityElements == b.accessibilityElements && a.motion == b.motion && lhs.steps == rhs.steps
    }
}
