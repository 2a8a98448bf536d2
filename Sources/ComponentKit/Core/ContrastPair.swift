/// A foreground token drawn on a background token, whose contrast the audit checks.
public struct ContrastPair: Hashable, Sendable {
    /// What the foreground is, which sets the WCAG minimum.
    public enum Kind: Hashable, Sendable {
        /// Text; large text (≥ 24 px, or ≥ 18.66 px bold) needs 3:1, other text 4.5:1.
        case text(large: Bool)
        /// An icon or other meaningful graphic: 3:1.
        case graphic
    }

    /// Where the pair appears: `light · empty`, `dark · expiring`.
    package var context: String
    /// The role: `label`, `number`, `icon`.
    package var role: String
    package var foreground: String
    package var background: String
    package var kind: Kind
    /// The token mode to read both tokens in (nil: base values).
    package var mode: String?

    /// A pair whose contrast the audit checks: `foreground` on `background` (token paths) in `mode` (nil: the base values).
    public init(context: String, role: String, foreground: String, background: String, kind: Kind, mode: String? = nil) {
        self.context = context
        self.role = role
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.mode = mode
    }

    /// WCAG 2.x minimum ratio for this pair.
    package var minimum: Double {
        switch kind {
        case .text(let large): large ? 3 : 4.5
        case .graphic: 3
        }
    }
}
