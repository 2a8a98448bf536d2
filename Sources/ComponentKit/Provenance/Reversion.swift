import DesignTokens
import Rendering

/// Inputs put back at their recorded values while a variant is laid out and drawn again: what
/// its image and its provenance would be had only the other changes been made (a failure's
/// counterfactual).
///
/// Tokens are read at their recorded values (``TokenOverrides``) and texts laid out as their
/// recorded strings (``TextOverrides``). Drawing code cannot be put back: it is what it is now,
/// so a render with every token and text reverted is the drawing edit alone.
///
/// ```swift
/// let reversion = Reversion(tokens: ["counter.color.empty.bg [base]": "#EEF2F9"], texts: ["50 %": "50%"])
/// let image = try system.render(variant, scale: 2, reverting: reversion)
/// ```
package struct Reversion: Sendable, Hashable {
    /// Recorded token values by read subject (`counter.color.empty.bg [base]`).
    package var tokens: [String: String]
    /// Recorded strings by the string laid out now.
    package var texts: [String: String]

    package init(tokens: [String: String] = [:], texts: [String: String] = [:]) {
        self.tokens = tokens
        self.texts = texts
    }

    /// Nothing reverted.
    package static let none = Reversion()

    /// Whether nothing is reverted.
    package var isEmpty: Bool { tokens.isEmpty && texts.isEmpty }

    /// Both reversions at once.
    package func merging(_ other: Reversion) -> Reversion {
        Reversion(
            tokens: tokens.merging(other.tokens) { first, _ in first }, texts: texts.merging(other.texts) { first, _ in first })
    }

    /// Runs `body` with these inputs reverted.
    package func run<T>(_ body: () throws -> T) rethrows -> T {
        try TokenOverrides.$current.withValue(tokens.isEmpty ? nil : TokenOverrides(tokens)) {
            try TextOverrides.$current.withValue(texts.isEmpty ? nil : TextOverrides(texts)) { try body() }
        }
    }
}
