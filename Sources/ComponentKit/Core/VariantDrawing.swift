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

    /// What the image is made of, as its provenance writes it: the size, then one `draw` fact
    /// per part drawn (``DrawingDigest``). Equal to a recorded variant's size and `draw` facts,
    /// the drawing is the recorded one, so its image is the reference.
    package var imageFacts: [Provenance.Fact] {
        [Provenance.sizeFact(of: layout)] + DrawingRecord.digests(of: steps).map(Provenance.Fact.init(drawn:))
    }

    /// Whether this drawing and `other` give the same image at `scale` with `fonts`: the same
    /// size, and the same calls, but for text calls whose outlines and colour are the same
    /// (``Rendering/Canvas/outlineDigest(of:)``: a style that names another weight, which the font
    /// resolves to the same face). Their layout facts may differ: texts and parts are listed, not drawn.
    ///
    /// - Throws: when a text cannot be shaped.
    package func rendersLike(_ other: VariantDrawing, fonts: FontLibrary, scale: Int) throws -> Bool {
        guard layout.size == other.layout.size, steps.count == other.steps.count else { return false }
        var canvas: Canvas?
        for (mine, theirs) in zip(steps, other.steps) where mine != theirs {
            guard Self.isText(mine), Self.isText(theirs) else { return false }
            let outlines = try canvas ?? Canvas(recording: layout.size, scale: Double(scale), fonts: fonts)
            canvas = outlines
            guard let one = try outlines.outlineDigest(of: mine), try one == outlines.outlineDigest(of: theirs) else { return false }
        }
        return true
    }

    private static func isText(_ step: DrawingRecord.Step) -> Bool {
        switch step {
        case .text, .paragraph: return true
        default: return false
        }
    }

    package static func == (lhs: VariantDrawing, rhs: VariantDrawing) -> Bool {
        let (a, b) = (lhs.layout, rhs.layout)
        return a.size == b.size && a.frameSize == b.frameSize && a.textRuns == b.textRuns
            && a.accessibilityElements == b.accessibilityElements && a.motion == b.motion && lhs.steps == rhs.steps
    }
}
