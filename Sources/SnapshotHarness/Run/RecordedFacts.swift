import ComponentKit

/// A variant's recorded block as the refinement reads it: what its image is made of, and what its
/// layout listed.
struct RecordedFacts {
    /// The size and `draw` facts, in their order (``VariantDrawing/imageFacts``).
    var image: [Provenance.Fact] = []
    /// The size, text and part facts, in their order (``VariantDrawing/drawnFacts``).
    var drawn: [Provenance.Fact] = []

    /// The facts of `block`, a variant's indented fact lines (its token lines passed over unread).
    init(block: Substring) {
        for line in block.split(separator: "\n") where !line.hasPrefix("  token ") {
            guard let fact = Provenance.Fact(line: line.drop { $0 == " " }) else { continue }
            switch fact.kind {
            case .size:
                image.append(fact)
                drawn.append(fact)
            case .draw: image.append(fact)
            case .text, .part: drawn.append(fact)
            case .token: break
            }
        }
    }

    /// Whether the drawing was recorded part by part (provenance written before drawing digests has none).
    var recordsDrawing: Bool { image.contains { $0.kind == .draw } }
}
